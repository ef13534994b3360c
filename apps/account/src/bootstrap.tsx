import { apiPaths } from '@wtm/contract/data';
import { renderStandalone } from '@wtm/shell-contract/standalone';
import { StandaloneApp } from './app/standalone-app.tsx';

// Standalone only: the page comes from the dev server, not the API, so no XSRF-TOKEN
// cookie exists yet; any proxied API answer sets it, and the first sign-in then passes.
void fetch(apiPaths.healthz).catch(() => undefined);

renderStandalone(StandaloneApp);
