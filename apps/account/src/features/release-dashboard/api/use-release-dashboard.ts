import { useCallback, useEffect, useState } from 'react';
import { api, isApiError, type ReleaseDashboard } from '@wtm/api-client';
import type { StaffPageState } from '../../../components/staff-page.tsx';

export type ReleaseDashboardState = StaffPageState<ReleaseDashboard>;

/** The release page's data; a customer's 403 is its own state (the page says it is for administrators). */
export function useReleaseDashboard() {
  const [state, setState] = useState<ReleaseDashboardState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api.releaseDashboard({ signal: controller.signal }).then(
      (dashboard) => !controller.signal.aborted && setState({ status: 'ready', data: dashboard }),
      (error: unknown) => !controller.signal.aborted && setState({ status: isApiError(error) && error.status === 403 ? 'forbidden' : 'failed' }),
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { state, retry };
}
