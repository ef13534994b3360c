import { useState } from 'react';
import type { AccountSession } from '@wtm/contract';
import { Button, Heading, StatusMessage } from '@wtm/ui';
import { useSessions } from '../api/use-sessions.ts';
import { securityContent } from '../content/security-content.ts';
import { LineList, ListCard, LoadFailed, when } from './security-list.tsx';

const copy = securityContent.sessions;

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
    <ListCard as="section" aria-labelledby="sessions-heading">
      <Heading level={2} size="lg" id="sessions-heading">
        {copy.heading}
      </Heading>
      <p>{copy.intro}</p>
      <StatusMessage busy={state.status === 'loading'}>{state.status === 'loading' ? copy.loading : notice}</StatusMessage>
      {state.status === 'failed' || state.status === 'forbidden' ? <LoadFailed message={copy.loadFailed} retryLabel={copy.retry} retry={retry} /> : null}
      {state.status === 'ready' ? (
        <>
          <LineList aria-label={copy.listLabel}>
            {state.data.map((session) => (
              <SessionLine key={session.id} session={session} onSignOut={(chosen) => void report(endSession(chosen.id))} />
            ))}
          </LineList>
          {others.length > 0 ? (
            <Button type="button" variant="secondary" onClick={() => void report(endOthers())}>
              {copy.signOutOthers}
            </Button>
          ) : null}
        </>
      ) : null}
    </ListCard>
  );
}
