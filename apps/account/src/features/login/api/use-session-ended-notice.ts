import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { sessionEndedMessage, sessionEndedParam } from '@wtm/contract/data';
import { showError } from '@wtm/shell-contract';
import { useHydrated } from '@wtm/ui/sections';

/**
 * Says "Your session has ended. Please log in again." on a Login that api-client opened
 * after a 401. It waits for hydration: the prerendered Login saw no query.
 */
export function useSessionEndedNotice(): void {
  const dispatch = useDispatch();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const ended = hydrated && searchParams.get(sessionEndedParam.name) === sessionEndedParam.value;
  useEffect(() => {
    if (ended) dispatch(showError(sessionEndedMessage));
  }, [dispatch, ended]);
}
