import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { api, isSignedInUser, session, type EmailChangeAnswer } from '@wtm/api-client';
import { showError, showSuccess } from '@wtm/shell-contract';
import { messageOr, transportErrorMessage } from '../../../lib/error-messages.ts';
import type { EmailLinkCopy } from '../content/email-link-content.ts';

export type EmailLinkKind = 'confirm' | 'undo';

/**
 * What this browser's stored session becomes: a confirmed address is written into it (every
 * tab's header shows it); an undo signed every session out, this one too.
 */
function followAnswer(kind: EmailLinkKind, answer: EmailChangeAnswer): void {
  const current = session.getCurrentUser();
  if (!isSignedInUser(current) || String(current.id) !== answer.userId) return;
  if (kind === 'undo') session.signOut();
  else if (answer.email !== undefined) session.signIn({ ...current, email: answer.email });
}

/** The page's one button: posts the link's code; a refusal shows why and the button works again. */
export function useEmailLink(kind: EmailLinkKind, code: string, copy: EmailLinkCopy) {
  const dispatch = useDispatch();
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');

  const send = async () => {
    if (state !== 'idle') return;
    setState('sending');
    try {
      const answer = kind === 'confirm' ? await api.confirmEmailChange(code) : await api.undoEmailChange(code);
      const message = messageOr(answer.systemMessage, copy.done);
      if (!answer.success) {
        dispatch(showError(message));
        setState('idle');
        return;
      }
      followAnswer(kind, answer);
      dispatch(showSuccess(message));
      setState('done');
    } catch (error) {
      dispatch(showError(transportErrorMessage(error)));
      setState('idle');
    }
  };

  return { state, send };
}
