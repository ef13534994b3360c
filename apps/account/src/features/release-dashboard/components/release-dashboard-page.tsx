import { SignedInOnly, StaffPageFrame } from '../../../components/staff-page.tsx';
import { useReleaseDashboard } from '../api/use-release-dashboard.ts';
import { releaseDashboardContent as content } from '../content/release-dashboard-content.ts';
import { RemoteReleases } from './remote-releases.tsx';

/** The administrators' release page: signed-in only; the API refuses customers. */
export function ReleaseDashboardPage() {
  return <SignedInOnly loginPath={content.loginPath}>{(userId) => <ReleaseDashboardView key={userId} />}</SignedInOnly>;
}

function ReleaseDashboardView() {
  const { state, retry } = useReleaseDashboard();
  return (
    <StaffPageFrame copy={content} state={state} retry={retry}>
      {(dashboard) => (
        <>
          <p>{content.intro(dashboard.windowHours)}</p>
          {dashboard.remotes.map((remote) => (
            <RemoteReleases key={remote.name} remote={remote} />
          ))}
        </>
      )}
    </StaffPageFrame>
  );
}
