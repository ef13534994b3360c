import { useState } from 'react';
import styled from 'styled-components';
import type { AccountSession } from '@wtm/contract';
import { Button, Heading, StatusMessage } from '@wtm/ui';
import { Card } from '../../../components/auth-page.tsx';
import { useSessions } from '../api/use-sessions.ts';
import { securityContent } from '../content/security-content.ts';

const copy = securityContent.sessions;

const SectionCard = styled(Card)`
  max-width: 48rem;
  margin-top: ${({ theme }) => theme.space.lg};
  > p {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Sessions = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

/** A time as the customer reads it, in their own zone. */
const when = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function SessionLine({ session, onSignOut }: { session: AccountSession; onSignOut: (session: AccountSession) => void }) {
  const device = session.device ?? copy.unknownDevice;
  const details = [session.network === null ? undefined : copy.network(session.network), copy.signedIn(when(session.signedInAt)), copy.lastUsed(when(session.lastSeenAt))].filter(Boolean).join(', ');
  return (
    <li>
      <div>
        <strong>{session.current ? `${device} · ${copy.current}` : device}</strong>
        <span>{details}</span>
      </div>
      {session.current ? null : (
        <Button type="button" variant="secondary" size="sm" aria-label={copy.signOutLabel(device, when(session.signedInAt))} onClick={() => onSignOut(session)}>
          {copy.signOut}
        </Button>
      )}
    </li>
  );
}

/** The account's live sessions: each but this one can be signed out, or all of them at once. */
export function SessionsSection() {
  const { state, retry, endSession, endOthers } = useSessions();
  const [notice, setNotice] = useState('');
  const report = async (outcome: Promise<string | undefined>) => setNotice((await outcome) ?? copy.failed);
  const others = state.status === 'ready' ? state.data.filter((session) => !session.current) : [];
  return (
    <SectionCard as="section" aria-labelledby="sessions-heading">
      <Heading level={2} size="lg" id="sessions-heading">
        {copy.heading}
      </Heading>
      <p>{copy.intro}</p>
      <StatusMessage busy={state.status === 'loading'}>{state.status === 'loading' ? copy.loading : notice}</StatusMessage>
      {state.status === 'failed' || state.status === 'forbidden' ? (
        <>
          <p>{copy.loadFailed}</p>
          <Button onClick={retry}>{copy.retry}</Button>
        </>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <Sessions aria-label={copy.listLabel}>
            {state.data.map((session) => (
              <SessionLine key={session.id} session={session} onSignOut={(chosen) => void report(endSession(chosen.id))} />
            ))}
          </Sessions>
          {others.length > 0 ? (
            <Button type="button" variant="secondary" onClick={() => void report(endOthers())}>
              {copy.signOutOthers}
            </Button>
          ) : null}
        </>
      ) : null}
    </SectionCard>
  );
}
