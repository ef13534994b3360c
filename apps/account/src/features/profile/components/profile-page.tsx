import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProfileValues, UserRecord } from '@wtm/contract';
import { showError, showSuccess } from '@wtm/shell-contract';
import { Button, FieldGrid, Heading, PageMeta, StatusMessage } from '@wtm/ui';
import { TruncatedText } from '@wtm/ui/sections';
import { AccountForm, type RawValues, type SchemaPick } from '../../../components/account-form.tsx';
import { Card, PageBand } from '../../../components/auth-page.tsx';
import { ContactFields, NameFields } from '../../../components/customer-detail-fields.tsx';
import { FormFooter } from '../../../components/form-footer.tsx';
import { SignedInOnly } from '../../../components/staff-page.tsx';
import { SubmitArea } from '../../../components/submit-area.tsx';
import { useProfile } from '../api/use-profile.ts';
import { profileContent as content } from '../content/profile-content.ts';

// Loaded on demand when a customer opens it (routes.tsx): the sign-in and registration pages do not carry it.

const pickProfileSchema: SchemaPick<ProfileValues> = (contract) => contract.profileSchema;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ProfileCard = styled(Card)`
  max-width: 48rem;
`;

const formValues = (record: UserRecord): RawValues => ({
  firstName: record.firstName,
  lastName: record.lastName,
  phoneNo: record.phoneNo,
  city: record.city,
  company: record.company,
  jobTitleId: String(record.jobTitleId),
});

/** `/account/profile`: the signed-in customer's registration details, to read and change. */
export default function ProfilePage() {
  return <SignedInOnly loginPath={content.loginPath}>{(userId) => <Profile key={userId} userId={userId} />}</SignedInOnly>;
}

function Profile({ userId }: { userId: string }) {
  const dispatch = useDispatch();
  const { state, retry, save } = useProfile(userId);
  const submit = async (values: ProfileValues) => {
    const outcome = await save(values);
    dispatch(outcome.ok ? showSuccess(content.saved) : showError(outcome.message));
  };
  return (
    <>
      <PageMeta {...content.meta} />
      <PageBand>
        <Heading level={1} size="xxl" id="profile-title">
          {content.title}
        </Heading>
        <StatusMessage busy={state.status === 'loading'}>{state.status === 'loading' ? content.loading : ''}</StatusMessage>
        {state.status === 'failed' ? (
          <>
            <p>{content.loadFailed}</p>
            <Button onClick={retry}>{content.retry}</Button>
          </>
        ) : null}
        {state.status === 'ready' ? (
          <ProfileCard>
            <Intro>
              <TruncatedText>{content.intro(state.record.email)}</TruncatedText>
            </Intro>
            <ProfileForm initialValues={formValues(state.record)} onSubmit={submit} />
          </ProfileCard>
        ) : null}
      </PageBand>
    </>
  );
}

function ProfileForm({ initialValues, onSubmit }: { initialValues: RawValues; onSubmit: (values: ProfileValues) => Promise<void> }) {
  return (
    <AccountForm schema={pickProfileSchema} onSubmit={onSubmit} initialValues={initialValues} labelledBy="profile-title">
      {({ submitting }) => (
        <>
          <FieldGrid>
            <NameFields />
            <ContactFields />
          </FieldGrid>
          <SubmitArea loading={submitting}>{content.submit}</SubmitArea>
          <FormFooter>
            <Link to={content.back.to}>{content.back.label}</Link>
          </FormFooter>
        </>
      )}
    </AccountForm>
  );
}
