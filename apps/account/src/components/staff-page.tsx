import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { STAFF_SECOND_FACTOR_REQUIRED } from '@wtm/contract/data';
import { Button, Heading, PageMeta, StatusMessage, type PageMetaProps } from '@wtm/ui';
import { useCurrentUser } from '../hooks/use-current-user.ts';
import { PageBand } from './auth-page.tsx';
import type { ApiDataState } from '../hooks/use-api-data.ts';

/** What a staff page loads: its data, or the API's refusal of this account, or a failure. */
export type StaffPageState<T> = ApiDataState<T>;

export interface StaffPageCopy {
  meta: PageMetaProps;
  title: string;
  loginPath: string;
  loading: string;
  /** Said to a signed-in account the API refuses: which role the page needs. */
  forbidden: string;
  loadFailed: string;
  retry: string;
}

/** Signed out: to sign-in and back. Signed in: the page, keyed by the account (a sign-in as another starts afresh). */
export function SignedInOnly({ loginPath, children }: { loginPath: string; children: (userId: string) => ReactNode }) {
  const user = useCurrentUser();
  const location = useLocation();
  if (!user) return <Navigate to={`${loginPath}?returnUrl=${encodeURIComponent(location.pathname)}`} replace />;
  return children(String(user.id));
}

/**
 * The frame of a staff page (releases, content studio): its title, then the loading text,
 * the refusal, the failure with a retry, or the page's content once loaded. The role is
 * checked by the API; this only says what it answered.
 */
export function StaffPageFrame<T>({ copy, state, retry, children }: { copy: StaffPageCopy; state: StaffPageState<T>; retry: () => void; children: (data: T) => ReactNode }) {
  return (
    <>
      <PageMeta {...copy.meta} />
      <PageBand>
        <Heading level={1} size="xxl">
          {copy.title}
        </Heading>
        <StatusMessage busy={state.status === 'loading'}>{state.status === 'loading' ? copy.loading : ''}</StatusMessage>
        {state.status === 'forbidden' && state.secondFactorNeeded !== true ? <p>{copy.forbidden}</p> : null}
        {state.status === 'forbidden' && state.secondFactorNeeded === true ? (
          <p>
            {STAFF_SECOND_FACTOR_REQUIRED} <Link to="/account/security#two-factor">Set up two-factor sign-in</Link>
          </p>
        ) : null}
        {state.status === 'failed' ? (
          <>
            <p>{copy.loadFailed}</p>
            <Button onClick={retry}>{copy.retry}</Button>
          </>
        ) : null}
        {state.status === 'ready' ? children(state.data) : null}
      </PageBand>
    </>
  );
}
