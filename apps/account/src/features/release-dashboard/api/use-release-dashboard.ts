import { api, type ReleaseDashboard, type RequestOptions } from '@wtm/api-client';
import type { StaffPageState } from '../../../components/staff-page.tsx';
import { useApiData } from '../../../hooks/use-api-data.ts';

export type ReleaseDashboardState = StaffPageState<ReleaseDashboard>;

const loadDashboard = (options: RequestOptions) => api.releaseDashboard(options);

/** The release page's data; a customer's 403 is its own state (the page says it is for administrators). */
export function useReleaseDashboard() {
  const { state, retry } = useApiData(loadDashboard);
  return { state, retry };
}
