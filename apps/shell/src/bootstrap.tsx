import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createStore } from './app/store.ts';
import { provideSectionContent } from '@wtm/shell-contract/section-content';
import { readRenderedPage } from './features/remotes/rendered-page.ts';
import { pinRelease, registerLiveRemotes } from './features/remotes/runtime-manifest.ts';
import { syncSession } from './features/session/session-sync.ts';
import { nextTask } from './features/start-up/next-task.ts';
import { startTelemetry } from './features/telemetry/telemetry.ts';

// Evaluating the start-up modules was this task; the store, then the first render, each
// get one of their own (docs/decisions/0039).
await nextTask();
const store = createStore();
startTelemetry();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const rendered = readRenderedPage();
await nextTask();

if (rendered && container.firstElementChild) {
  // A prerendered page (docs/decisions/0029): hydrate it with the section release it was
  // rendered with, as of the time it was rendered, and with no one signed in, as the
  // server saw it; the session and the visitor's clock apply once it has hydrated.
  const { owner } = rendered;
  const release = owner === 'shell' ? undefined : rendered.remotes[owner];
  // The content it was rendered with, carried in the page: hydration needs no request for it.
  if (rendered.content) provideSectionContent(rendered.content);
  if (owner !== 'shell' && release) pinRelease(owner, release);
  const serverState = store.getState();
  syncSession(store.dispatch);
  registerLiveRemotes().catch(() => undefined);
  // Hydrated in a transition, as the client render below: React then hydrates in slices
  // and lets the browser run in between, instead of one long task (outside a transition
  // hydration is a default update, which React does not slice).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App store={store} serverState={serverState} renderedAt={Date.parse(rendered.renderedAt)} />
      </StrictMode>,
    );
  });
} else {
  syncSession(store.dispatch);
  // Start reading /remotes.json now; a failure is reported by each section's boundary.
  registerLiveRemotes().catch(() => undefined);
  const root = createRoot(container);
  // In a transition React renders the first page in slices and lets the browser run in
  // between (the section's file requests, input) instead of one long task (total
  // blocking time). Suspense fallbacks show as they would otherwise.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
}
