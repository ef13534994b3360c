import { useId, useState } from 'react';
import { PageMeta } from '@wtm/ui';
import { useChallenge } from '@wtm/ui/final-form';
import { AuthPage } from '../../../components/auth-page.tsx';
import { GuestOnly } from '../../../components/guest-only.tsx';
import { useLoginSubmit } from '../api/use-login-submit.ts';
import { usePasskeySignIn } from '../api/use-passkey-sign-in.ts';
import { useSecondStepSubmit, type OpenSecondStep } from '../api/use-second-step-submit.ts';
import { useSessionEndedNotice } from '../api/use-session-ended-notice.ts';
import { loginContent as content } from '../content/login-content.ts';
import { LoginForm } from './login-form.tsx';
import { SecondStepForm } from './second-step-form.tsx';

/**
 * Login: a signed-in user is sent to `/`; success goes to the returnUrl. Opened
 * after a session ended, it says so. A right password on an account with a second factor
 * leads to the second step on the same page; a passkey signs in alone.
 */
export function LoginPage() {
  const titleId = useId();
  const [signingIn, setSigningIn] = useState(false);
  const [secondStep, setSecondStep] = useState<OpenSecondStep | null>(null);
  const challenge = useChallenge();
  const submit = useLoginSubmit(setSigningIn, challenge.afterAnswer, setSecondStep);
  const signInWithPasskey = usePasskeySignIn(setSigningIn);
  useSessionEndedNotice();
  return (
    <GuestOnly redirectTo="/" paused={signingIn}>
      <PageMeta {...content.meta} />
      {secondStep === null ? (
        <AuthPage title={content.title} titleId={titleId} intro={content.intro}>
          <LoginForm titleId={titleId} onSubmit={submit} challengeKey={challenge.widgetKey} onPasskey={signInWithPasskey} />
        </AuthPage>
      ) : (
        <SecondStep step={secondStep} titleId={titleId} onSigningIn={setSigningIn} onBack={() => setSecondStep(null)} onPasskey={signInWithPasskey} />
      )}
    </GuestOnly>
  );
}

function SecondStep({ step, titleId, onSigningIn, onBack, onPasskey }: { step: OpenSecondStep; titleId: string; onSigningIn: (signingIn: boolean) => void; onBack: () => void; onPasskey: () => void }) {
  const challenge = useChallenge();
  const submit = useSecondStepSubmit(step, onSigningIn, onBack, challenge.afterAnswer);
  return (
    <AuthPage title={content.secondStep.title} titleId={titleId} intro={content.secondStep.intro}>
      <SecondStepForm titleId={titleId} onSubmit={submit} challengeKey={challenge.widgetKey} onBack={onBack} {...(step.methods.includes('passkey') && { onUsePasskey: onPasskey })} />
    </AuthPage>
  );
}
