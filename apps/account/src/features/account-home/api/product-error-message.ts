import { isApiError } from '@wtm/api-client';
import { statusMessages } from '@wtm/contract/data';
import { accountHomeContent } from '../content/account-home-content.ts';

/**
 * The alert text for a failed product call (the product specification leaves it open): no answer at all
 * says so; a refusal the API explains (403, 404, 429, 400) keeps its message; anything
 * else is "Something went wrong!".
 */
export function productErrorMessage(error: unknown): string {
  if (!isApiError(error)) return statusMessages.somethingWentWrong;
  if (error.status === 0) return accountHomeContent.unreachable;
  if (error.status >= 400 && error.status < 500 && error.message.trim() !== '') return error.message;
  return statusMessages.somethingWentWrong;
}
