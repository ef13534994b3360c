import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { api, session } from '@wtm/api-client';
import { defaultAfterLoginPath } from '@wtm/contract/data';
import { showError, showSuccess } from '@wtm/shell-contract';
import { messageOr, transportErrorMessage } from '../../../lib/error-messages.ts';
import { verifyEmailContent as content } from '../content/verify-email-content.ts';

/**
 * The Confirm button: posts the link's code. Confirmed and signed in in this
 * browser, the customer goes to My Account (which starts the product chosen before
 * registering); signed out, the page says so and offers Login. A refusal shows why, and
 * the button is usable again.
 */
export function useVerifyEmail(code: string) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'sending' | 'confirmed'>('idle');

  const confirm = async () => {
    if (state !== 'idle') return;
    setState('sending');
    try {
      const answer = await api.verifyEmail(code);
      const message = messageOr(answer.systemMessage, content.confirmed);
      if (!answer.success) {
        dispatch(showError(message));
        setState('idle');
        return;
      }
      if (session.isSignedIn()) {
        dispatch(showSuccess(message, true));
        navigate(defaultAfterLoginPath, { replace: true });
        return;
      }
      dispatch(showSuccess(message));
      setState('confirmed');
    } catch (error) {
      dispatch(showError(transportErrorMessage(error)));
      setState('idle');
    }
  };

  return { state, confirm };
}
