import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createStore } from './app/store.ts';
import { registerLiveRemotes } from './features/remotes/runtime-manifest.ts';
import { syncSession } from './features/session/session-sync.ts';

const store = createStore();
syncSession(store.dispatch);
// Start reading /remotes.json now; a failure is reported by each section's boundary.
registerLiveRemotes().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);
// In a transition React renders the first page in slices and lets the browser run in
// between (the section's file requests, input) instead of one long task (issue 7: total
// blocking time). Suspense fallbacks show as they would otherwise.
startTransition(() => {
  root.render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
});
