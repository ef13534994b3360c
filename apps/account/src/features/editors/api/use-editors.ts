import { useCallback, useEffect, useState } from 'react';
import { api, isApiError, type RequestOptions } from '@wtm/api-client';
import type { EditorView } from '@wtm/contract/content';
import type { StaffPageState } from '../../../components/staff-page.tsx';

export type EditorsState = StaffPageState<EditorView[]>;

/** The editors; a customer's 403 is its own state (the page says it is for administrators). */
export function useEditors() {
  const [state, setState] = useState<EditorsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const options: RequestOptions = { signal: controller.signal };
    api.editors(options).then(
      (list) => !controller.signal.aborted && setState({ status: 'ready', data: list.editors }),
      (error: unknown) => !controller.signal.aborted && setState({ status: isApiError(error) && error.status === 403 ? 'forbidden' : 'failed' }),
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    reload();
  }, [reload]);

  return { state, retry, reload };
}
