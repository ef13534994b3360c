import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { api, type LoginSuccess } from '@wtm/api-client';
import { Button, ExternalButtonLink, Heading, PageMeta, StatusMessage } from '@wtm/ui';
import { TruncatedText } from '@wtm/ui/sections';
import { Card, PageBand } from '../../../components/auth-page.tsx';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { useProductActions } from '../api/use-product-actions.ts';
import { useProductLists } from '../api/use-product-lists.ts';
import { useTrialStart } from '../api/use-trial-start.ts';
import { accountHomeContent as content } from '../content/account-home-content.ts';
import { ProductGroup, productButtonId } from './product-group.tsx';
import { SetupProgress } from './setup-progress.tsx';
import { VerificationBanner } from './verification-banner.tsx';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

// Document order is the spec's (your products, download, other products); from laptop
// width the two lists sit side by side with the download under them.
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'owned' 'download' 'other';
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-areas: 'owned other' 'download download';
    align-items: start;
  }
`;

const Owned = styled(ProductGroup)`
  grid-area: owned;
`;
const Other = styled(ProductGroup)`
  grid-area: other;
`;

const Download = styled.div`
  grid-area: download;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Failed = styled(Card)`
  margin-top: ${({ theme }) => theme.space.md};
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

/** Account Home: signed-in customers only; others go to /login and come back. */
export function AccountHomePage() {
  const user = useCurrentUser();
  const location = useLocation();
  if (!user) {
    const returnUrl = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${content.loginPath}?returnUrl=${returnUrl}`} replace />;
  }
  // Keyed by user: another account signing in (another tab) starts the screen afresh.
  return <AccountHome key={user.id} user={user} />;
}

function AccountHome({ user }: { user: LoginSuccess }) {
  const lists = useProductLists(user.id);
  const { action, open, start } = useProductActions(user.id, lists.replace);
  const busy = action.kind !== 'idle';
  const ready = lists.state.status === 'ready' ? lists.state.lists : undefined;
  useTrialStart(ready, !busy, start);

  // After a failed call the buttons come back: the focus goes back to the one chosen.
  const lastChosen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (action.kind !== 'idle') lastChosen.current = action.product.productCode;
    else if (lastChosen.current !== undefined) document.getElementById(productButtonId(lastChosen.current))?.focus();
  }, [action]);

  const status =
    action.kind === 'opening' ? content.redirecting : action.kind === 'starting' ? content.creating : lists.state.status === 'loading' ? content.loading : '';

  return (
    <>
      <PageMeta {...content.meta} />
      <PageBand>
        <Heading level={1} size="xxl">
          {content.title}
        </Heading>
        <Intro>
          <TruncatedText>{content.welcome(user.email)}</TruncatedText> <Link to={content.profile.to}>{content.profile.label}</Link> · <Link to={content.security.to}>{content.security.label}</Link>
        </Intro>
        {/* Always mounted, so screen readers announce each new text. */}
        <StatusMessage busy={status !== ''}>{status}</StatusMessage>
        {ready !== undefined && !ready.emailVerified && action.kind === 'idle' ? <VerificationBanner email={user.email} trialChoice={ready.trialChoice} /> : null}
        {action.kind === 'starting' ? (
          <SetupProgress productName={action.product.productName} />
        ) : lists.state.status === 'failed' ? (
          <Failed>
            <p>{content.loadFailed}</p>
            <Button onClick={lists.retry}>{content.retry}</Button>
          </Failed>
        ) : lists.state.status === 'ready' ? (
          <Layout>
            <Owned
              {...content.owned}
              products={lists.state.lists.productList}
              variant="primary"
              disabled={busy}
              busyCode={action.kind === 'opening' ? action.product.productCode : undefined}
              onChoose={open}
            />
            <Download>
              <ExternalButtonLink href={api.downloadExeUrl} variant="secondary">
                {content.download.label}
              </ExternalButtonLink>
              <p>{content.download.hint}</p>
            </Download>
            <Other {...content.notUsed} products={lists.state.lists.notUsedProductList} variant="secondary" disabled={busy} onChoose={start} />
          </Layout>
        ) : null}
      </PageBand>
    </>
  );
}
