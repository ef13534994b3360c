import { api } from '@wtm/api-client';
import type { EmailChangeRequest } from '@wtm/contract';
import { securityContent } from '../content/security-content.ts';
import { useAccountChange } from './use-account-change.ts';

const copy = { done: securityContent.email.sent, failed: securityContent.email.failed };
const send = (values: EmailChangeRequest) => api.requestEmailChange(values);

/** Asks for a change of address: a link goes to the new one, nothing changes yet; `onSent` after it. */
export function useEmailChange(onSent: () => void) {
  return useAccountChange(send, copy, onSent);
}
