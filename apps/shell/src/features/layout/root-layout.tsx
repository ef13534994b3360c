import { useLayoutEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { navigationStarted } from '@wtm/shell-contract';
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
`;

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
        <Outlet />
      </Main>
      <SiteFooter />
    </Page>
  );
}
