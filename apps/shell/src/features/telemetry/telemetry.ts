// What the rest of the shell calls to report page views and failures
// (docs/decisions/0034). The client that batches and sends them (telemetry-client.ts) is
// loaded once the page has loaded, so the first visit does not download it up front;
// what happens before is kept and handed to it.
import type { TelemetryFailureKind, TelemetryOwner } from '@wtm/contract/telemetry';
import { visitorOptedOut } from './opt-out.ts';

type TelemetryClient = typeof import('./telemetry-client.ts');
type EarlyCall = (client: TelemetryClient) => void;

let client: TelemetryClient | undefined;
let early: EarlyCall[] = [];
let optedOut = false;

function call(report: EarlyCall): void {
  if (client !== undefined) report(client);
  else if (!optedOut) early.push(report);
}

/** A page view starts: the first page of a visit, or a navigation to another path. */
export function startPageView(path: string): void {
  call((loaded) => loaded.startPageView(path));
}

/** A failure in the area `owner` shows; `owner` defaults to the page's. */
export function reportFailure(kind: TelemetryFailureKind, error: unknown, owner?: TelemetryOwner): void {
  call((loaded) => loaded.reportFailure(kind, error, owner));
}

/** Watches for uncaught errors from the start, and loads the client once the page has loaded. */
export function startTelemetry(): void {
  if (visitorOptedOut()) {
    optedOut = true;
    early = [];
    return;
  }
  window.addEventListener('error', (event) => reportFailure('uncaught-error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportFailure('uncaught-error', event.reason));
  const load = () =>
    void import('./telemetry-client.ts')
      .then((loaded) => {
        client = loaded;
        loaded.startTelemetry();
        for (const report of early.splice(0)) report(loaded);
      })
      .catch(() => undefined);
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}
