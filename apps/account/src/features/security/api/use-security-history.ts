import { api, type RequestOptions } from '@wtm/api-client';
import { useApiData } from '../../../hooks/use-api-data.ts';

const loadHistory = async (options: RequestOptions) => (await api.securityEvents(options)).events;

/** The signed-in customer's security history, newest first. */
export function useSecurityHistory() {
  return useApiData(loadHistory);
}
