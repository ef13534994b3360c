import { isApiError } from '@wtm/api-client';
import { statusMessages } from '@wtm/contract/data';

/** A server answer's message, or `fallback` when the server sent none. */
export function messageOr(message: string | undefined, fallback: string): string {
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

/** Login transport error: the error is shown as is. */
export function loginErrorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : statusMessages.somethingWentWrong;
}

/**
 * Register, forgot and change password transport error: "Something went
 * wrong!". One exception: a throttled answer (429) keeps the server's message, which
 * tells the customer when to try again.
 */
export function transportErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 429 && error.message.trim() !== '') return error.message;
  return statusMessages.somethingWentWrong;
}

/**
 * A form's rules (lib/contract-rules.ts) could not be downloaded. Module Federation keeps
 * a failed load of a shared module, so only a reload tries again.
 */
export const formNotLoadedMessage = 'This form could not be loaded. Check your connection and reload the page.';
