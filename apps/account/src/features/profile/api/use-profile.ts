import { useCallback, useEffect, useState } from 'react';
import { api, isApiError, isSignedInUser, session } from '@wtm/api-client';
import type { ProfileValues, UserRecord } from '@wtm/contract';
import { profileContent as content } from '../content/profile-content.ts';

export type ProfileState = { status: 'loading' } | { status: 'ready'; record: UserRecord } | { status: 'failed' };

/** What a save answered: the saved record, or the message to show (nothing typed is lost: the form keeps it). */
export type SaveOutcome = { ok: true; record: UserRecord } | { ok: false; message: string };

/**
 * The header and every other tab read the names from the stored session (api-client's
 * storage event), so a saved name is written there too, for this account only.
 */
function storeNames(record: UserRecord): void {
  const current = session.getCurrentUser();
  if (isSignedInUser(current) && String(current.id) === record.id) session.signIn({ ...current, firstName: record.firstName, lastName: record.lastName });
}

/** The signed-in customer's record (`GET /users/{id}`) and its save (`PUT /users/{id}`). */
export function useProfile(userId: string) {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api.getUser(userId, { signal: controller.signal }).then(
      (record) => !controller.signal.aborted && setState({ status: 'ready', record }),
      () => !controller.signal.aborted && setState({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [userId, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const save = useCallback(
    async (values: ProfileValues): Promise<SaveOutcome> => {
      try {
        const record = await api.updateUser(userId, values);
        storeNames(record);
        setState({ status: 'ready', record });
        return { ok: true, record };
      } catch (error) {
        // A 400 names the field in its message; a 401 signs the session out (api-client).
        return { ok: false, message: isApiError(error) && error.status >= 400 && error.status < 500 && error.message.trim() !== '' ? error.message : content.saveFailed };
      }
    },
    [userId],
  );

  return { state, retry, save };
}
