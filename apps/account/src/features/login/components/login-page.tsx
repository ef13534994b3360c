import { useId, useState } from 'react';
import { PageMeta } from '@wtm/ui';
import { useChallenge } from '@wtm/ui/final-form';
import { AuthPage } from '../../../components/auth-page.tsx';
import { GuestOnly } from '../../../components/guest-only.tsx';
import { useLoginSubmit } from '../api/use-login-submit.ts';
import { useSessionEndedNotice } from '../api/use-session-ended-notice.ts';
import { loginContent as content } from '../content/login-content.ts';
import { LoginForm } from './login-form.tsx';

/**
 * Login: a signed-in user is sent to `/`; success goes to the returnUrl. Opened
 * after a session ended, it says so.
 */
export function LoginPage() {
  const titleId = useId();
  const [signingIn, setSigningIn] = useState(false);
  const challenge = useChallenge();
  const submit = useLoginSubmit(setSigningIn, challenge.afterAnswer);
  useSessionEndedNotice();
  return (
    <GuestOnly redirectTo="/" paused={signingIn}>
      <PageMeta {...content.meta} />
      <AuthPage title={content.title} titleId={titleId} intro={content.intro}>
        <LoginForm titleId={titleId} onSubmit={submit} challengeKey={challenge.widgetKey} />
      </AuthPage>
    </GuestOnly>
  );
}
