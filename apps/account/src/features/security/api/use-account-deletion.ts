import { flushSync } from 'react-dom';
import { api, session } from '@wtm/api-client';
import type { AccountDeletionRequest } from '@wtm/contract';
import { securityContent } from '../content/security-content.ts';
import { useAccountChange } from './use-account-change.ts';

const copy = { done: securityContent.deletion.scheduled, failed: securityContent.deletion.failed };
const send = (values: AccountDeletionRequest) => api.deleteAccount(values);

/**
 * "Delete my account": once scheduled, the API has ended every session. `leave` renders the
 * page's way home first (flushed), so the sign-out that follows finds no signed-in-only page
 * to send the visitor to Login from.
 */
export function useAccountDeletion(leave: () => void) {
  return useAccountChange(
    send,
    copy,
    () => {
      flushSync(leave);
      session.signOut();
    },
    { keep: true },
  );
}
