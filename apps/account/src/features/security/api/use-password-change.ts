import { api } from '@wtm/api-client';
import type { AccountPasswordFormValues } from '@wtm/contract';
import { securityContent } from '../content/security-content.ts';
import { useAccountChange } from './use-account-change.ts';

const copy = { done: securityContent.password.changed, failed: securityContent.password.failed };
const send = ({ currentPassword, password }: AccountPasswordFormValues) => api.changeAccountPassword({ currentPassword, password });

/** The signed-in password change (this session stays, the others end); `onChanged` after it. */
export function usePasswordChange(onChanged: () => void) {
  return useAccountChange(send, copy, onChanged);
}
