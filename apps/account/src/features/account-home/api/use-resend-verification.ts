import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '@wtm/api-client';
import { showError, showSuccess } from '@wtm/shell-contract';
import { messageOr } from '../../../lib/error-messages.ts';
import { accountHomeContent as content } from '../content/account-home-content.ts';
import { productErrorMessage } from './product-error-message.ts';

/** "Send a new link" of the verification banner: the answer, or why not (a 429 says when to try again). */
export function useResendVerification() {
  const dispatch = useDispatch();
  const [sending, setSending] = useState(false);
  const resend = async () => {
    if (sending) return;
    setSending(true);
    try {
      const answer = await api.resendVerification();
      dispatch(answer.success ? showSuccess(messageOr(answer.systemMessage, content.verification.sent)) : showError(answer.systemMessage));
    } catch (error) {
      dispatch(showError(productErrorMessage(error)));
    }
    setSending(false);
  };
  return { sending, resend };
}
