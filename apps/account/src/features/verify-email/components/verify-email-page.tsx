import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, ButtonLink, PageMeta, Stack, StatusMessage } from '@wtm/ui';
import { AuthPage } from '../../../components/auth-page.tsx';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { useVerifyEmail } from '../api/use-verify-email.ts';
import { verifyEmailContent as content } from '../content/verify-email-content.ts';

/** Where to go next: My Account when signed in in this browser, else Login (which comes back to it). */
function NextStep() {
  const target = useCurrentUser() === null ? content.login : content.accountHome;
  return (
    <ButtonLink to={target.to} variant="secondary" fullWidth>
      {target.label}
    </ButtonLink>
  );
}

function ConfirmForm({ state, confirm }: ReturnType<typeof useVerifyEmail>) {
  if (state === 'confirmed') return <NextStep />;
  return (
    <Stack gap="md">
      <Button onClick={confirm} loading={state === 'sending'} fullWidth>
        {content.confirm}
      </Button>
      <StatusMessage busy={state === 'sending'}>{state === 'sending' ? content.confirming : ''}</StatusMessage>
      <NextStep />
    </Stack>
  );
}

/**
 * /account/verifyEmail?code=…: what the welcome mail's link opens. Opening the
 * page confirms nothing (a mail scanner that follows links only loads it); the Confirm
 * button does, with a POST. Works signed in or not, in any browser.
 */
export function VerifyEmailPage() {
  const titleId = useId();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const verification = useVerifyEmail(code);
  // Once confirmed, the request to press Confirm gives way to what comes next (only seen
  // signed out: a signed-in customer is taken to My Account).
  const intro = verification.state === 'confirmed' ? content.confirmedIntro : content.intro;
  return (
    <>
      <PageMeta {...content.meta} />
      <AuthPage title={content.title} titleId={titleId} intro={code ? intro : undefined}>
        {code ? (
          <ConfirmForm {...verification} />
        ) : (
          <Stack gap="md">
            <Alert kind="error">{content.missingCode}</Alert>
            <NextStep />
          </Stack>
        )}
      </AuthPage>
    </>
  );
}
