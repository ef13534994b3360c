import { api, isApiError } from '@wtm/api-client';
import { statusMessages, type SalesEnquiryRequest } from '@wtm/contract';

/**
 * What the form shows after a submit: the server's message as a success or an error;
 * `challengeRequired`: the server asks for a solved challenge with the next send.
 */
export interface EnquiryOutcome {
  kind: 'success' | 'error';
  text: string;
  challengeRequired?: boolean;
}

const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Sends the enquiry: success shows the server's message; `success: false`
 * shows its systemMessage as an error; a transport error shows "Something went wrong!",
 * except a rate limit (429), whose message says when to try again. Never rejects.
 */
export async function submitSalesEnquiry(values: SalesEnquiryRequest): Promise<EnquiryOutcome> {
  try {
    const response = await api.salesEnquiry(values);
    if (response.success) return { kind: 'success', text: hasText(response.systemMessage) ? response.systemMessage : statusMessages.enquirySent };
    const text = hasText(response.systemMessage) ? response.systemMessage : statusMessages.somethingWentWrong;
    return response.challengeRequired === true ? { kind: 'error', text, challengeRequired: true } : { kind: 'error', text };
  } catch (error) {
    if (isApiError(error) && error.status === 429 && hasText(error.message)) return { kind: 'error', text: error.message };
    return { kind: 'error', text: statusMessages.somethingWentWrong };
  }
}
