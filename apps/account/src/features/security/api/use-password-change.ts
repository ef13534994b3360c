import { useDispatch } from 'react-redux';
import type { SubmissionErrors } from 'final-form';
import { api, isApiError } from '@wtm/api-client';
import type { AccountPasswordFormValues } from '@wtm/contract';
import { showError, showSuccess } from '@wtm/shell-contract';
import { messageOr } from '../../../lib/error-messages.ts';
import { securityContent } from '../content/security-content.ts';

/** The field messages of a 400, when the answer names fields. */
function fieldErrorsOf(error: unknown): SubmissionErrors | undefined {
  if (!isApiError(error) || error.status !== 400 || typeof error.body !== 'object' || error.body === null) return undefined;
  const { errors } = error.body as { errors?: unknown };
  return typeof errors === 'object' && errors !== null ? (errors as SubmissionErrors) : undefined;
}

/**
 * The signed-in password change: the answer's message on success (then `onChanged`), the
 * refused field marked under it (a wrong current password), a 429's message, or the
 * connection failure. What was typed stays in the form on every failure.
 */
export function usePasswordChange(onChanged: () => void) {
  const dispatch = useDispatch();
  const copy = securityContent.password;
  return async ({ currentPassword, password }: AccountPasswordFormValues): Promise<SubmissionErrors | undefined> => {
    try {
      const response = await api.changeAccountPassword({ currentPassword, password });
      dispatch(showSuccess(messageOr(response.systemMessage, copy.changed)));
      onChanged();
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
