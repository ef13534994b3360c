import { useId } from 'react';
import { PageMeta } from '@wtm/ui';
import { AuthPage } from '../../../components/auth-page.tsx';
import { GuestOnly } from '../../../components/guest-only.tsx';
import { useForgotPasswordSubmit } from '../api/use-forgot-password-submit.ts';
import { forgotPasswordContent as content } from '../content/forgot-password-content.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

/** Forgot password: its alert area is the site's alert banner; signed-in users go to `/`. */
export function ForgotPasswordPage() {
  const titleId = useId();
  const submit = useForgotPasswordSubmit();
  return (
    <GuestOnly redirectTo="/">
      <PageMeta {...content.meta} />
      <AuthPage title={content.title} titleId={titleId} intro={content.intro}>
        <ForgotPasswordForm titleId={titleId} onSubmit={submit} />
      </AuthPage>
    </GuestOnly>
  );
}
