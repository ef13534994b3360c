import { api, isApiError, type WebinarRegistrationRequest } from '@wtm/api-client';
import { statusMessages } from '@wtm/contract/data';
import { eventPageContent as content } from '../content/event-page-content.ts';

/** What the form shows after a submit; `seatsLeft` updates the page's count. */
export interface WebinarOutcome {
  kind: 'success' | 'error';
  text: string;
  challengeRequired?: boolean;
  seatsLeft?: number;
}

const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Sends the sign-up: the server's message as a success (registered, or already
 * registered) or an error (full, over, a challenge needed); a transport error shows
 * "Something went wrong!", except a 429 or 404, whose message says what to do. Never rejects.
 */
export async function registerForWebinar(slug: string, values: WebinarRegistrationRequest): Promise<WebinarOutcome> {
  try {
    const answer = await api.registerForWebinar(slug, values);
    const seats = answer.seatsLeft === undefined ? {} : { seatsLeft: answer.seatsLeft };
    if (answer.success) return { kind: 'success', text: hasText(answer.systemMessage) ? answer.systemMessage : content.registered, ...seats };
    const text = hasText(answer.systemMessage) ? answer.systemMessage : statusMessages.somethingWentWrong;
    return { kind: 'error', text, ...seats, ...(answer.challengeRequired === true ? { challengeRequired: true } : {}) };
  } catch (error) {
    if (isApiError(error) && (error.status === 429 || error.status === 404) && hasText(error.message)) return { kind: 'error', text: error.message };
    return { kind: 'error', text: statusMessages.somethingWentWrong };
  }
}
