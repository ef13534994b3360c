import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, ButtonLink, PageMeta, Stack, StatusMessage } from '@wtm/ui';
import { AuthPage } from '../../../components/auth-page.tsx';
import { useEmailLink, type EmailLinkKind } from '../api/use-email-link.ts';
import { confirmEmailChangeContent, undoEmailChangeContent, type EmailLinkCopy } from '../content/email-link-content.ts';

// A chunk of its own (routes.tsx): only someone who opened an address change's mail needs it.

function NextSteps({ copy }: { copy: EmailLinkCopy }) {
  return (
    <Stack gap="sm">
      {copy.next.map((step) => (
        <ButtonLink key={step.to} to={step.to} variant="secondary" fullWidth>
          {step.label}
        </ButtonLink>
      ))}
    </Stack>
  );
}

function LinkAction({ kind, code, copy }: { kind: EmailLinkKind; code: string; copy: EmailLinkCopy }) {
  const { state, send } = useEmailLink(kind, code, copy);
  if (state === 'done') return <NextSteps copy={copy} />;
  return (
    <Stack gap="md">
      <Button onClick={send} loading={state === 'sending'} fullWidth>
        {copy.action}
      </Button>
      <StatusMessage busy={state === 'sending'}>{state === 'sending' ? copy.working : ''}</StatusMessage>
    </Stack>
  );
}

/**
 * A page an address change's mail opens (`?code=…`). Opening it changes nothing (a mail
 * scanner that follows links only loads it); its button does, with a POST. Works signed in
 * or not, in any browser.
 */
function EmailLinkPage({ kind, copy }: { kind: EmailLinkKind; copy: EmailLinkCopy }) {
  const titleId = useId();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  return (
    <>
      <PageMeta {...copy.meta} />
      <AuthPage title={copy.title} titleId={titleId} intro={code ? copy.intro : undefined}>
        {code ? (
          <LinkAction kind={kind} code={code} copy={copy} />
        ) : (
          <Stack gap="md">
            <Alert kind="error">{copy.missingCode}</Alert>
            <NextSteps copy={copy} />
          </Stack>
        )}
      </AuthPage>
    </>
  );
}

/** `/account/confirmEmailChange?code=…`: the new address's link. */
export function ConfirmEmailChangePage() {
  return <EmailLinkPage kind="confirm" copy={confirmEmailChangeContent} />;
}

/** `/account/undoEmailChange?code=…`: the old address's link. */
export function UndoEmailChangePage() {
  return <EmailLinkPage kind="undo" copy={undoEmailChangeContent} />;
}
