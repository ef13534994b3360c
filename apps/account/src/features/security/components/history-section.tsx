import type { SecurityEvent } from '@wtm/contract';
import { Heading, StatusMessage } from '@wtm/ui';
import { useSecurityHistory } from '../api/use-security-history.ts';
import { securityContent } from '../content/security-content.ts';
import { LineList, ListCard, LoadFailed, when } from './security-list.tsx';

const copy = securityContent.history;

function HistoryLine({ event }: { event: SecurityEvent }) {
  const details = [event.device ?? copy.unknownDevice, event.network === null ? undefined : copy.network(event.network), when(event.at)].filter(Boolean).join(' · ');
  return (
    <li>
      <div>
        <strong>{copy.kinds[event.kind](event.detail ?? '')}</strong>
        <span>{details}</span>
      </div>
    </li>
  );
}

/** What happened to the account's security in the last 180 days, newest first. */
export function HistorySection() {
  const { state, retry } = useSecurityHistory();
  return (
    <ListCard as="section" aria-labelledby="history-heading">
      <Heading level={2} size="lg" id="history-heading">
        {copy.heading}
      </Heading>
      <p>{copy.intro}</p>
      <StatusMessage busy={state.status === 'loading'}>{state.status === 'loading' ? copy.loading : ''}</StatusMessage>
      {state.status === 'failed' || state.status === 'forbidden' ? <LoadFailed message={copy.loadFailed} retryLabel={copy.retry} retry={retry} /> : null}
      {state.status === 'ready' ? (
        state.data.length === 0 ? (
          <p>{copy.empty}</p>
        ) : (
          <LineList aria-label={copy.listLabel}>
            {state.data.map((event, index) => (
              <HistoryLine key={`${event.at}-${index}`} event={event} />
            ))}
          </LineList>
        )
      ) : null}
    </ListCard>
  );
}
