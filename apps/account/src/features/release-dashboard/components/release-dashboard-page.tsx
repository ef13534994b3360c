import { Navigate, useLocation } from 'react-router-dom';
import { Button, Heading, PageMeta, StatusMessage } from '@wtm/ui';
import { PageBand } from '../../../components/auth-page.tsx';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { useReleaseDashboard } from '../api/use-release-dashboard.ts';
import { releaseDashboardContent as content } from '../content/release-dashboard-content.ts';
import { RemoteReleases } from './remote-releases.tsx';

/** The administrators' release page: signed-in only; the API refuses customers. */
export function ReleaseDashboardPage() {
  const user = useCurrentUser();
  const location = useLocation();
  if (!user) return <Navigate to={`${content.loginPath}?returnUrl=${encodeURIComponent(location.pathname)}`} replace />;
  return <ReleaseDashboardView key={user.id} />;
}

function ReleaseDashboardView() {
  const { state, retry } = useReleaseDashboard();
  return (
    <>
      <PageMeta {...content.meta} />
      <PageBand>
        <Heading level={1} size="xxl">
          {content.title}
        </Heading>
        <StatusMessage busy={state.status === 'loading'}>{state.status === 'loading' ? content.loading : ''}</StatusMessage>
        {state.status === 'forbidden' ? <p>{content.forbidden}</p> : null}
        {state.status === 'failed' ? (
          <>
            <p>{content.loadFailed}</p>
            <Button onClick={retry}>{content.retry}</Button>
          </>
        ) : null}
        {state.status === 'ready' ? (
          <>
            <p>{content.intro(state.dashboard.windowHours)}</p>
            {state.dashboard.remotes.map((remote) => (
              <RemoteReleases key={remote.name} remote={remote} />
            ))}
          </>
        ) : null}
      </PageBand>
    </>
  );
}
