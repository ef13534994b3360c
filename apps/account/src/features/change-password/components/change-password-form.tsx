import { Link } from 'react-router-dom';
import type { ChangePasswordFormValues } from '@wtm/contract';
import { FormPasswordField } from '@wtm/ui/final-form';
import { AccountForm, type SchemaPick } from '../../../components/account-form.tsx';
import { FormFooter } from '../../../components/form-footer.tsx';
import { SubmitArea } from '../../../components/submit-area.tsx';
import { changePasswordContent as content } from '../content/change-password-content.ts';

const pickChangePasswordSchema: SchemaPick<ChangePasswordFormValues> = (contract) => contract.changePasswordSchema;

export interface ChangePasswordFormProps {
  titleId: string;
  onSubmit: (values: ChangePasswordFormValues) => Promise<void>;
}

/** New Password, Confirm Password and "Change Password"; fields hide while loading. */
export function ChangePasswordForm({ titleId, onSubmit }: ChangePasswordFormProps) {
  const { fields } = content;
  return (
    <AccountForm schema={pickChangePasswordSchema} onSubmit={onSubmit} labelledBy={titleId}>
      {({ submitting }) => (
        <>
          {/* Hidden, not unmounted: the typed passwords come back if the request fails. */}
          <div hidden={submitting}>
            <FormPasswordField name="password" {...fields.password} autoComplete="new-password" required />
            <FormPasswordField name="confirmPassword" {...fields.confirmPassword} autoComplete="new-password" required />
          </div>
          <SubmitArea loading={submitting}>{content.submit}</SubmitArea>
          <FormFooter>
            {content.requestNewLink.prompt} <Link to={content.requestNewLink.to}>{content.requestNewLink.label}</Link>
          </FormFooter>
        </>
      )}
    </AccountForm>
  );
}
