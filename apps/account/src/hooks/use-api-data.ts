import { useCallback, useEffect, useState } from 'react';
import { isApiError, type RequestOptions } from '@wtm/api-client';
import { STAFF_SECOND_FACTOR_REQUIRED } from '@wtm/contract/data';

/**
 * Data a page reads from the API; a 403 is its own state (the page says who it is for), and
 * `secondFactorNeeded` when the refusal is the staff rule (a second factor first).
 */
export type ApiDataState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'forbidden'; secondFactorNeeded?: boolean } | { status: 'failed' };

function refusedState(error: unknown): { status: 'forbidden'; secondFactorNeeded: boolean } | { status: 'failed' } {
  if (!isApiError(error) || error.status !== 403) return { status: 'failed' };
  const body = error.body as { message?: unknown } | undefined;
  return { status: 'forbidden', secondFactorNeeded: body?.message === STAFF_SECOND_FACTOR_REQUIRED };
}

/**
 * Reads `load` when the page mounts. `retry` shows loading again (after a failure);
 * `reload` reads again keeping what is shown (after a change). `load` must be stable:
 * a module-level function, or one memoised by the caller.
 */
export function useApiData<T>(load: (options: RequestOptions) => Promise<T>) {
  const [state, setState] = useState<ApiDataState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load({ signal: controller.signal }).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setState(refusedState(error)),
    );
    return () => controller.abort();
  }, [load, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    reload();
  }, [reload]);

  return { state, retry, reload };
}
