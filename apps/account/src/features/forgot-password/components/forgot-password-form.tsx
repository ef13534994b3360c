import { Link } from 'react-router-dom';
import type { ForgotPasswordQuery } from '@wtm/contract/data';
import { FormTextField } from '@wtm/ui/final-form';
import { AccountForm, type SchemaPick } from '../../../components/account-form.tsx';
import { FormFooter } from '../../../components/form-footer.tsx';
import { SubmitArea } from '../../../components/submit-area.tsx';
import { forgotPasswordContent as content } from '../content/forgot-password-content.ts';

const pickForgotPasswordSchema: SchemaPick<ForgotPasswordQuery> = (contract) => contract.forgotPasswordSchema;

export interface ForgotPasswordFormProps {
  titleId: string;
  /** Sends the request; calls `onSent` when the mail is on its way, to empty the form. */
  onSubmit: (values: ForgotPasswordQuery, onSent: () => void) => Promise<void>;
}

/** One field and "Send password reset instruction"; the field hides while loading. */
export function ForgotPasswordForm({ titleId, onSubmit }: ForgotPasswordFormProps) {
  const { username } = content.fields;
  return (
    <AccountForm
      schema={pickForgotPasswordSchema}
      labelledBy={titleId}
      // restart(): empty field and no error state, ready for another address.
      onSubmit={(values, form) => onSubmit(values, () => form.restart())}
    >
      {({ submitting }) => (
        <>
          {/* Hidden, not unmounted: the typed address comes back if the request fails. */}
          <div hidden={submitting}>
            <FormTextField
              name="username"
              type="email"
              label={username.label}
              placeholder={username.placeholder}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
          </div>
          <SubmitArea loading={submitting}>{content.submit}</SubmitArea>
          <FormFooter>
            {content.backToLogin.prompt} <Link to={content.backToLogin.to}>{content.backToLogin.label}</Link>
          </FormFooter>
        </>
      )}
    </AccountForm>
  );
}
