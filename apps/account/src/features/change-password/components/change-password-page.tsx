import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, ButtonLink, PageMeta, Stack } from '@wtm/ui';
import { AuthPage } from '../../../components/auth-page.tsx';
import { GuestOnly } from '../../../components/guest-only.tsx';
import { useChangePasswordSubmit } from '../api/use-change-password-submit.ts';
import { changePasswordContent as content } from '../content/change-password-content.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

/** Without the link's hash no password can be changed: say so and offer a new link. */
function MissingHash() {
  return (
    <Stack gap="md">
      <Alert kind="error">{content.missingHash}</Alert>
      <ButtonLink to={content.requestNewLink.to} fullWidth>
        {content.requestNewLink.label}
      </ButtonLink>
      <p>
        <Link to="/login">Back to Login</Link>
      </p>
    </Stack>
  );
}

/** Reset / change password: reads `hash` from the mailed link; signed-in users go to `/`. */
export function ChangePasswordPage() {
  const titleId = useId();
  const [searchParams] = useSearchParams();
  const hash = searchParams.get('hash')?.trim() ?? '';
  const submit = useChangePasswordSubmit(hash);
  return (
    <GuestOnly redirectTo="/">
      <PageMeta {...content.meta} />
      <AuthPage title={content.title} titleId={titleId} intro={hash ? content.intro : undefined}>
        {hash ? <ChangePasswordForm titleId={titleId} onSubmit={submit} /> : <MissingHash />}
      </AuthPage>
    </GuestOnly>
  );
}
