import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { apiPaths, type LoginFormValues } from '@wtm/contract/data';
import { Button } from '@wtm/ui';
import { ChallengeField, FormCheckboxField, FormPasswordField, FormTextField } from '@wtm/ui/final-form';
import { AccountForm, type RawValues, type SchemaPick } from '../../../components/account-form.tsx';
import type { FormApi } from 'final-form';
import { FormFooter } from '../../../components/form-footer.tsx';
import { SubmitArea } from '../../../components/submit-area.tsx';
import { loginContent as content } from '../content/login-content.ts';

const OptionsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  column-gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  & > div {
    margin-bottom: 0;
  }

  a {
    display: inline-block;
    padding-block: ${({ theme }) => theme.space.sm};
  }

  /* On phones one above the other: side by side they only just fitted, in Inter and not in
     its fallback face, so the form jumped by a line when the font arrived (decision 0036). */
  ${({ theme }) => theme.mediaBelow.tablet} {
    flex-direction: column;
    align-items: flex-start;
  }
`;

const PasskeyRow = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

const initialValues = { rememberMe: false };

const pickLoginSchema: SchemaPick<LoginFormValues> = (contract) => contract.loginSchema;

export interface LoginFormProps {
  titleId: string;
  onSubmit: (values: LoginFormValues, form: FormApi<RawValues>) => Promise<void>;
  /** The key of the verification widget; null while the server has not asked for one. */
  challengeKey: number | null;
  /** Signs in with a passkey instead. */
  onPasskey: () => void;
}

/**
 * Username, password, Remember me, Forget Password? and the Login button; the
 * verification above the button once an answer asked for a challenge.
 */
export function LoginForm({ titleId, onSubmit, challengeKey, onPasskey }: LoginFormProps) {
  const { fields } = content;
  return (
    <AccountForm schema={pickLoginSchema} onSubmit={onSubmit} initialValues={initialValues} labelledBy={titleId}>
      {({ submitting }) => (
        <>
          <FormTextField
            name="username"
            label={fields.username.label}
            placeholder={fields.username.placeholder}
            hint={fields.username.hint}
            autoComplete="username webauthn"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <FormPasswordField name="password" label={fields.password.label} placeholder={fields.password.placeholder} required />
          <OptionsRow>
            <FormCheckboxField name="rememberMe" label={fields.rememberMe.label} />
            <Link to={content.forgotPassword.to}>{content.forgotPassword.label}</Link>
          </OptionsRow>
          {challengeKey === null ? null : <ChallengeField key={challengeKey} name="altcha" challengeUrl={apiPaths.challenge} {...content.challenge} />}
          <SubmitArea loading={submitting}>{content.submit}</SubmitArea>
          <PasskeyRow>
            <Button type="button" variant="secondary" onClick={onPasskey}>
              {content.passkey.button}
            </Button>
          </PasskeyRow>
          <FormFooter>
            {content.register.prompt} <Link to={content.register.to}>{content.register.label}</Link>
          </FormFooter>
        </>
      )}
    </AccountForm>
  );
}
