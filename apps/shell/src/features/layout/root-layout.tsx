import { Suspense, useLayoutEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { navigationStarted } from '@wtm/shell-contract';
import { LoadFailureBoundary } from '../remotes/load-failure-boundary.tsx';
import { SectionLoading } from '../remotes/section-loading.tsx';
import { AlertBanner } from './alert-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

const Main = styled.main`
  flex: 1;
  &:focus {
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

/** Header, alert banner, content and footer around every page (spec §2). */
export function RootLayout() {
  const dispatch = useDispatch();
  const location = useLocation();
  // A layout effect runs before the new page's effects, so an alert a page shows on
  // arrival is not cleared by the navigation that brought it there (spec §4).
  useLayoutEffect(() => {
    dispatch(navigationStarted());
  }, [dispatch, location.key]);
  return (
    <Page>
      <SiteHeader />
      <AlertBanner />
      <Main id="main-content" tabIndex={-1}>
        {/* The shell's own pages other than Home load on demand (app/router.tsx). A
            navigation keeps the previous page on screen until the next one is ready. */}
        <LoadFailureBoundary heading="This page could not be loaded" resetKey={location.pathname} onRetry={reloadPage}>
          <Suspense fallback={<SectionLoading />}>
            <Outlet />
          </Suspense>
        </LoadFailureBoundary>
      </Main>
      <SiteFooter />
    </Page>
  );
}
