import { useCallback } from 'react';
import { api, type RequestOptions, type ServiceResponse } from '@wtm/api-client';
import type { AccountSession } from '@wtm/contract';
import { useApiData, type ApiDataState } from '../../../hooks/use-api-data.ts';

export type SessionsState = ApiDataState<AccountSession[]>;

const loadSessions = async (options: RequestOptions) => (await api.accountSessions(options)).sessions;

/** The signed-in customer's sessions, and signing one or every other out (then the list is read again). */
export function useSessions() {
  const { state, retry, reload } = useApiData(loadSessions);

  /** The answer's message, or undefined when the call failed; the list is read again either way. */
  const act = useCallback(
    async (call: () => Promise<ServiceResponse>): Promise<string | undefined> => {
      try {
        return (await call()).systemMessage;
      } catch {
        return undefined;
      } finally {
        reload();
      }
    },
    [reload],
  );
  const endSession = useCallback((id: string) => act(() => api.endSession(id)), [act]);
  const endOthers = useCallback(() => act(() => api.endOtherSessions()), [act]);

  return { state, retry, endSession, endOthers };
}
