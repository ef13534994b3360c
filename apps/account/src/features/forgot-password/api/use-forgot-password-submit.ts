import { useDispatch } from 'react-redux';
import { api } from '@wtm/api-client';
import type { ForgotPasswordQuery } from '@wtm/contract';
import { showError, showSuccess } from '@wtm/shell-contract';
import { transportErrorMessage } from '../../../lib/error-messages.ts';

/**
 * The Forgot password submit. Success shows the server's message and
 * stays on the screen with an empty form (`onSent`); a refusal shows its message and a
 * transport error "Something went wrong!", keeping what was typed.
 */
export function useForgotPasswordSubmit() {
  const dispatch = useDispatch();

  return async (values: ForgotPasswordQuery, onSent: () => void) => {
    try {
      const response = await api.forgotPassword(values.username);
      if (response.success) {
        dispatch(showSuccess(response.systemMessage));
        onSent();
      } else {
        dispatch(showError(response.systemMessage));
      }
    } catch (error) {
      dispatch(showError(transportErrorMessage(error)));
    }
  };
}
