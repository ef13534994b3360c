import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import type { AccountDeletionRequest, AccountPasswordFormValues, EmailChangeRequest } from '@wtm/contract';
import { Heading, PageMeta } from '@wtm/ui';
import { FormPasswordField, FormTextField } from '@wtm/ui/final-form';
import { AccountForm, type SchemaPick } from '../../../components/account-form.tsx';
import { Card, PageBand } from '../../../components/auth-page.tsx';
import { SignedInOnly } from '../../../components/staff-page.tsx';
import { SubmitArea } from '../../../components/submit-area.tsx';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { useAccountDeletion } from '../api/use-account-deletion.ts';
import { useEmailChange } from '../api/use-email-change.ts';
import { usePasswordChange } from '../api/use-password-change.ts';
import { securityContent as content } from '../content/security-content.ts';
import { DataSection } from './data-section.tsx';
import { HistorySection } from './history-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

// Loaded on demand when a customer opens it (routes.tsx): the sign-in and registration pages do not carry it.

const pickPasswordSchema: SchemaPick<AccountPasswordFormValues> = (contract) => contract.accountPasswordSchema;
const pickEmailSchema: SchemaPick<EmailChangeRequest> = (contract) => contract.emailChangeSchema;
const pickDeletionSchema: SchemaPick<AccountDeletionRequest> = (contract) => contract.accountDeletionSchema;

const SectionCard = styled(Card)`
  max-width: 30rem;
  margin-top: ${({ theme }) => theme.space.md};
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.textMuted};
    /* A long address breaks rather than overflow the card on a phone. */
    overflow-wrap: anywhere;
  }
`;

const Back = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
`;

/** `/account/security`: the signed-in customer's password, address and sessions. */
export default function SecurityPage() {
  // Set when the account's deletion is scheduled: the page goes home before this browser signs out.
  const [left, setLeft] = useState(false);
  if (left) return <Navigate to="/" replace />;
  return <SignedInOnly loginPath={content.loginPath}>{(userId) => <Security key={userId} leave={() => setLeft(true)} />}</SignedInOnly>;
}

function Security({ leave }: { leave: () => void }) {
  return (
    <>
      <PageMeta {...content.meta} />
      <PageBand>
        <Heading level={1} size="xxl">
          {content.title}
        </Heading>
        <PasswordSection />
        <EmailSection />
        <TwoFactorSection />
        <SessionsSection />
        <HistorySection />
        <DataSection />
        <DeletionSection leave={leave} />
        <Back>
          <Link to={content.back.to}>{content.back.label}</Link>
        </Back>
      </PageBand>
    </>
  );
}

function PasswordSection() {
  // A changed password empties the form: a new one starts with nothing typed.
  const [changes, setChanges] = useState(0);
  const submit = usePasswordChange(() => setChanges((count) => count + 1));
  const { fields } = content.password;
  return (
    <SectionCard as="section" aria-labelledby="password-heading">
      <Heading level={2} size="lg" id="password-heading">
        {content.password.heading}
      </Heading>
      <p>{content.password.intro}</p>
      <AccountForm key={changes} schema={pickPasswordSchema} onSubmit={submit} labelledBy="password-heading">
        {({ submitting }) => (
          <>
            <FormPasswordField name="currentPassword" {...fields.currentPassword} autoComplete="current-password" required />
            <FormPasswordField name="password" {...fields.password} autoComplete="new-password" required />
            <FormPasswordField name="confirmPassword" {...fields.confirmPassword} autoComplete="new-password" required />
            <SubmitArea loading={submitting}>{content.password.submit}</SubmitArea>
          </>
        )}
      </AccountForm>
    </SectionCard>
  );
}

function EmailSection() {
  // A sent link empties the form; the address itself changes only from the mail.
  const [requests, setRequests] = useState(0);
  const submit = useEmailChange(() => setRequests((count) => count + 1));
  const email = useCurrentUser()?.email ?? '';
  const { fields } = content.email;
  return (
    <SectionCard as="section" aria-labelledby="email-heading">
      <Heading level={2} size="lg" id="email-heading">
        {content.email.heading}
      </Heading>
      <p>{content.email.intro(email)}</p>
      <AccountForm key={requests} schema={pickEmailSchema} onSubmit={submit} labelledBy="email-heading">
        {({ submitting }) => (
          <>
            <FormTextField name="email" type="email" {...fields.email} autoComplete="email" autoCapitalize="none" spellCheck={false} required />
            <FormPasswordField name="currentPassword" {...fields.currentPassword} autoComplete="current-password" required />
            <SubmitArea loading={submitting}>{content.email.submit}</SubmitArea>
          </>
        )}
      </AccountForm>
    </SectionCard>
  );
}

function DeletionSection({ leave }: { leave: () => void }) {
  const submit = useAccountDeletion(leave);
  return (
    <SectionCard as="section" aria-labelledby="deletion-heading">
      <Heading level={2} size="lg" id="deletion-heading">
        {content.deletion.heading}
      </Heading>
      <p>{content.deletion.intro}</p>
      <AccountForm schema={pickDeletionSchema} onSubmit={submit} labelledBy="deletion-heading">
        {({ submitting }) => (
          <>
            <FormPasswordField name="currentPassword" {...content.deletion.fields.currentPassword} autoComplete="current-password" required />
            <SubmitArea loading={submitting}>{content.deletion.submit}</SubmitArea>
          </>
        )}
      </AccountForm>
    </SectionCard>
  );
}
