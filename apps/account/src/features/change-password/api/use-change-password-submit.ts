import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { api } from '@wtm/api-client';
import type { ChangePasswordFormValues } from '@wtm/contract';
import { showError, showSuccess } from '@wtm/shell-contract';
import { messageOr, transportErrorMessage } from '../../../lib/error-messages.ts';
import { changePasswordContent } from '../content/change-password-content.ts';

/**
 * The Change password submit: POSTs the new password with the link's
 * hash. Success keeps the server's message across the one navigation to /login; a
 * refusal shows its message, a transport error "Something went wrong!".
 */
export function useChangePasswordSubmit(hash: string) {
  const dispatch = useDispatch();
  const navigate = useNavigate();

  return async (values: ChangePasswordFormValues) => {
    try {
      const response = await api.changePassword({ password: values.password, hash });
      if (response.success) {
        dispatch(showSuccess(messageOr(response.systemMessage, changePasswordContent.changed), true));
        // Replace: going back must not reopen a form whose link is now used up.
        navigate(changePasswordContent.next, { replace: true });
        return;
      }
      dispatch(showError(response.systemMessage));
    } catch (error) {
      dispatch(showError(transportErrorMessage(error)));
    }
  };
}
