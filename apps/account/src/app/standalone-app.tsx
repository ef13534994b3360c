import { useLayoutEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { Alert, Container } from '@wtm/ui';
import { alertDismissed, navigationStarted, type AlertState } from '@wtm/shell-contract';
import AccountRoutes from '../routes.tsx';

/**
 * Standalone development only (`pnpm --filter @wtm/account dev`): the shell is absent, so
 * this stands in for its alert banner and its clearing of alerts on navigation.
 */
export function StandaloneApp() {
  const dispatch = useDispatch();
  const location = useLocation();
  const alert = useSelector((state: { alert: AlertState }) => state.alert.current);
  useLayoutEffect(() => {
    dispatch(navigationStarted());
  }, [dispatch, location.key]);
  return (
    <>
      {alert ? (
        <Container>
          <Alert kind={alert.kind} onClose={() => dispatch(alertDismissed())}>
            {alert.text}
          </Alert>
        </Container>
      ) : null}
      <main>
        <AccountRoutes />
      </main>
    </>
  );
}
