// Field data of real visits (docs/decisions/0034): each page view, its Web
// Vitals and its failures, tagged with the releases the page ran, sent to the API with
// navigator.sendBeacon in small batches. Nothing is sent for visitors who ask not to be
// tracked (Do Not Track, Global Privacy Control), and nothing that says who they are.
// Loaded after the page by telemetry.ts, which the rest of the shell calls.
import { apiPaths } from '@wtm/contract/data';
import { telemetryLimits, type TelemetryEvent, type TelemetryFailureKind, type TelemetryKind, type TelemetryOwner } from '@wtm/contract/telemetry';
import { remoteForPath } from '../remotes/early-start.ts';
import { lastRegisteredManifest } from '../remotes/runtime-manifest.ts';
import { visitorOptedOut } from './opt-out.ts';

/** Quiet time after the last event before a batch goes (sooner when the page is hidden). */
const FLUSH_DELAY_MS = 2000;

interface Pending extends Omit<TelemetryEvent, 'ownerVersion' | 'contentVersion'> {
  ownerVersion: string | null | undefined;
  contentVersion: string | null | undefined;
}

let pending: Pending[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let currentView: { id: string; path: string; owner: TelemetryOwner } | undefined;
let landingView: typeof currentView;

/** A page view id: random, made here, unrelated to the visitor or anything stored. */
function newViewId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const ownerOf = (path: string): TelemetryOwner => remoteForPath(path) ?? 'shell';

function releaseOf(owner: TelemetryOwner): string | null | undefined {
  const manifest = lastRegisteredManifest();
  if (owner === 'shell') return null;
  return manifest === undefined ? undefined : (manifest.remotes[owner]?.version ?? null);
}

/** The section's content version the page runs: the manifest names the one this visitor gets (a content canary's, maybe). */
function contentOf(owner: TelemetryOwner): string | null | undefined {
  const manifest = lastRegisteredManifest();
  if (owner === 'shell') return null;
  return manifest === undefined ? undefined : (manifest.content?.[owner]?.version ?? null);
}

function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  // No beacon (an old browser, or jsdom in the unit tests): nothing can be sent.
  if (pending.length === 0 || typeof navigator.sendBeacon !== 'function') return;
  const shellVersion = lastRegisteredManifest()?.shell?.version ?? 'unknown';
  const events: TelemetryEvent[] = pending.map((event) => ({ ...event, ownerVersion: event.ownerVersion ?? releaseOf(event.owner) ?? null, contentVersion: event.contentVersion ?? contentOf(event.owner) ?? null }));
  pending = [];
  for (let start = 0; start < events.length; start += telemetryLimits.events) {
    const body = JSON.stringify({ shellVersion, events: events.slice(start, start + telemetryLimits.events) });
    navigator.sendBeacon(apiPaths.telemetry, new Blob([body], { type: 'application/json' }));
  }
}

function queue(kind: TelemetryKind, view: NonNullable<typeof currentView>, value = 0, message = ''): void {
  if (visitorOptedOut()) return;
  pending.push({ kind, view: view.id, path: view.path, owner: view.owner, ownerVersion: releaseOf(view.owner), contentVersion: contentOf(view.owner), value, message });
  clearTimeout(timer);
  timer = setTimeout(flush, FLUSH_DELAY_MS);
}

/** A page view starts: the first page of a visit, or a navigation to another path. */
export function startPageView(path: string): void {
  if (currentView?.path === path) return;
  currentView = { id: newViewId(), path, owner: ownerOf(path) };
  landingView ??= currentView;
  queue('view', currentView);
}

/** A Web Vital of this document: it belongs to the page view the document opened with. */
export function reportVital(name: TelemetryKind, value: number): void {
  if (landingView) queue(name, landingView, Math.max(0, value));
}

/** A failure in the area `owner` shows; `owner` defaults to the page's. */
export function reportFailure(kind: TelemetryFailureKind, error: unknown, owner?: TelemetryOwner): void {
  const view = currentView ?? { id: newViewId(), path: window.location.pathname, owner: ownerOf(window.location.pathname) };
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  // One line: the API refuses control characters, and stack-like messages have line breaks.
  const line = text.replace(/[\u0000-\u001F\u007F]+/g, ' ').trim();
  queue(kind, owner === undefined ? view : { ...view, owner }, 0, line.slice(0, telemetryLimits.message));
}

/**
 * Starts sending: when the page is hidden or left (what is queued goes), and, once the
 * browser is idle, the Web Vitals (web-vitals is loaded then, so the page does not wait for it).
 */
export function startTelemetry(): void {
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  window.addEventListener('pagehide', flush);
  const loadVitals = () => void import('./web-vitals.ts').then(({ watchWebVitals }) => watchWebVitals(reportVital)).catch(() => undefined);
  if ('requestIdleCallback' in window) requestIdleCallback(loadVitals, { timeout: 3000 });
  else setTimeout(loadVitals, 0);
}
