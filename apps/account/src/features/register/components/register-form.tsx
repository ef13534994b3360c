import { Link } from 'react-router-dom';
import type { RegisterRequest } from '@wtm/contract/data';
import { FieldGrid } from '@wtm/ui';
import { LegalNotice } from '@wtm/ui/sections';
import { FormPasswordField, FormTextField } from '@wtm/ui/final-form';
import { AccountForm, type SchemaPick } from '../../../components/account-form.tsx';
import { ContactFields, NameFields } from '../../../components/customer-detail-fields.tsx';
import { FormFooter } from '../../../components/form-footer.tsx';
import { SubmitArea } from '../../../components/submit-area.tsx';
import { registerContent as content } from '../content/register-content.ts';

const pickRegisterSchema: SchemaPick<RegisterRequest> = (contract) => contract.registerSchema;

export interface RegisterFormProps {
  titleId: string;
  onSubmit: (values: RegisterRequest) => Promise<void>;
}

/** The Registration form: the eight required fields. */
export function RegisterForm({ titleId, onSubmit }: RegisterFormProps) {
  const { fields } = content;
  return (
    <AccountForm schema={pickRegisterSchema} onSubmit={onSubmit} labelledBy={titleId}>
      {({ submitting }) => (
        <>
          <FieldGrid>
            <NameFields />
            <FormTextField
              name="email"
              type="email"
              {...fields.email}
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
            <FormPasswordField name="password" {...fields.password} autoComplete="new-password" required />
            <ContactFields />
          </FieldGrid>
          <SubmitArea loading={submitting}>{content.submit}</SubmitArea>
          <LegalNotice {...content.legalNotice} />
          <FormFooter>
            <Link to={content.login.to}>{content.login.label}</Link>
          </FormFooter>
        </>
      )}
    </AccountForm>
  );
}
