import { useDispatch } from 'react-redux';
import type { SubmissionErrors } from 'final-form';
import { isApiError, type ServiceResponse } from '@wtm/api-client';
import { showError, showSuccess } from '@wtm/shell-contract';
import { messageOr } from '../../../lib/error-messages.ts';

/** The field messages of a 400, when the answer names fields. */
function fieldErrorsOf(error: unknown): SubmissionErrors | undefined {
  if (!isApiError(error) || error.status !== 400 || typeof error.body !== 'object' || error.body === null) return undefined;
  const { errors } = error.body as { errors?: unknown };
  return typeof errors === 'object' && errors !== null ? (errors as SubmissionErrors) : undefined;
}

/**
 * A form of the security page that changes the account with the current password: the
 * answer's message on success (then `onDone`), the refused field marked under it (a wrong
 * current password), a refusal's or a 429's message, or the connection failure. What was
 * typed stays in the form on every failure.
 */
export function useAccountChange<Values>(
  send: (values: Values) => Promise<ServiceResponse>,
  copy: { done: string; failed: string },
  onDone: () => void,
  /** `keep`: the success message stays across the navigation `onDone` makes. */
  { keep = false }: { keep?: boolean } = {},
) {
  const dispatch = useDispatch();
  return async (values: Values): Promise<SubmissionErrors | undefined> => {
    try {
      const response = await send(values);
      if (response.success === false) {
        dispatch(showError(messageOr(response.systemMessage, copy.failed)));
        return undefined;
      }
      dispatch(showSuccess(messageOr(response.systemMessage, copy.done), keep));
      onDone();
      return undefined;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields !== undefined) return fields;
      // A 401 has signed the session out already (api-client), and the page goes to Login.
      dispatch(showError(isApiError(error) && error.status === 429 ? error.message : copy.failed));
      return undefined;
    }
  };
}
