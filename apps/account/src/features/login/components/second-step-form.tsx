import { apiPaths } from '@wtm/contract/data';
import { Button } from '@wtm/ui';
import { ChallengeField, FormTextField } from '@wtm/ui/final-form';
import type { FormApi } from 'final-form';
import { AccountForm, type RawValues, type SchemaPick } from '../../../components/account-form.tsx';
import { FormFooter } from '../../../components/form-footer.tsx';
import { SubmitArea } from '../../../components/submit-area.tsx';
import { loginContent as content } from '../content/login-content.ts';

type CodeValues = { code: string; altcha?: string };
const pickCodeSchema: SchemaPick<CodeValues> = (contract) => contract.secondFactorCodeSchema;

export interface SecondStepFormProps {
  titleId: string;
  onSubmit: (values: CodeValues, form: FormApi<RawValues>) => Promise<void>;
  challengeKey: number | null;
  /** Shown when the account has a passkey: signs in with it instead. */
  onUsePasskey?: () => void;
  onBack: () => void;
}

/** The code of the second step (one-time-code autofill on phones), Verify, a passkey instead, back to the password. */
export function SecondStepForm({ titleId, onSubmit, challengeKey, onUsePasskey, onBack }: SecondStepFormProps) {
  return (
    <AccountForm schema={pickCodeSchema} onSubmit={onSubmit} labelledBy={titleId}>
      {({ submitting }) => (
        <>
          <FormTextField name="code" label={content.secondStep.code.label} hint={content.secondStep.code.hint} autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} required />
          {challengeKey === null ? null : <ChallengeField key={challengeKey} name="altcha" challengeUrl={apiPaths.challenge} {...content.challenge} />}
          <SubmitArea loading={submitting}>{content.secondStep.submit}</SubmitArea>
          <FormFooter>
            {onUsePasskey ? (
              <Button type="button" variant="secondary" onClick={onUsePasskey}>
                {content.secondStep.usePasskey}
              </Button>
            ) : null}{' '}
            <Button type="button" variant="secondary" onClick={onBack}>
              {content.secondStep.back}
            </Button>
          </FormFooter>
        </>
      )}
    </AccountForm>
  );
}
