import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import styled from 'styled-components';
import { navigationStarted } from '@wtm/shell-contract';
import { VisuallyHidden } from '@wtm/ui';
import { LoadFailureBoundary } from '../remotes/load-failure-boundary.tsx';
import { SectionLoading } from '../remotes/section-loading.tsx';
import { startPageView } from '../telemetry/telemetry.ts';
import { AlertBanner } from './alert-banner.tsx';
import { dropFirstPageHead } from './first-page-head.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useRouteFocus } from './use-route-focus.ts';

const Main = styled.main`
  flex: 1;
  /* Focus lands here (skip link), on the page's <h1> or a link's #fragment target (route
     change) only for screen readers and the keyboard's starting point: no control to ring. */
  &:focus,
  & h1[tabindex='-1']:focus,
  & section[tabindex='-1']:focus {
    outline: none;
  }
`;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  /* While a page loads (SectionLoading), the footer is left out rather than pushed
     around: it appears with the page, below it, instead of moving (layout shift). */
  &:has(> main [data-page-loading]) > footer {
    display: none;
  }
`;

// A shell page's files failed to load (app/router.tsx): loading the site afresh is the retry.
const reloadPage = () => window.location.reload();

/** Header, alert banner, content and footer around every page. */
export function RootLayout() {
  const dispatch = useDispatch();
  const location = useLocation();
  const navigationType = useNavigationType();
  const mainRef = useRef<HTMLElement>(null);
  const announcement = useRouteFocus(mainRef);
  // A layout effect runs before the new page's effects, so an alert a page shows on
  // arrival is not cleared by the navigation that brought it there.
  useLayoutEffect(() => {
    dispatch(navigationStarted());
  }, [dispatch, location.key]);
  const firstPath = useRef(location.pathname);
  // Each path visited is a page view of the telemetry (a query or fragment change is not).
  useEffect(() => {
    startPageView(location.pathname);
    if (location.pathname !== firstPath.current) dropFirstPageHead();
  }, [location.pathname]);
  // A link to another page opens it at its top, as a page load would (at once: the site's
  // smooth scrolling is for Back to top); Back and Forward (POP) leave the scroll to the
  // browser, and a link to a #fragment to its target.
  useLayoutEffect(() => {
    if (navigationType !== 'POP' && location.hash === '') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [navigationType, location.pathname, location.hash]);
  return (
    <Page>
      <SiteHeader />
      <AlertBanner fallbackFocus={() => mainRef.current?.querySelector('h1') ?? mainRef.current} />
      {/* Says which page opened; empty on the first page, so the prerender matches. */}
      <VisuallyHidden as="div" aria-live="polite" aria-atomic="true" id="route-announcer">
        {announcement}
      </VisuallyHidden>
      <Main id="main-content" tabIndex={-1} ref={mainRef}>
        {/* The shell's own pages other than Home load on demand (app/router.tsx). A
            navigation keeps the previous page on screen until the next one is ready. */}
        <LoadFailureBoundary heading="This page could not be loaded" owner="shell" resetKey={location.pathname} onRetry={reloadPage}>
          <Suspense fallback={<SectionLoading />}>
            <Outlet />
          </Suspense>
        </LoadFailureBoundary>
      </Main>
      <SiteFooter />
    </Page>
  );
}
