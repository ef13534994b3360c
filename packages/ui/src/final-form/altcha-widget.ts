// Loaded on first use only (ChallengeField imports it dynamically), so no page pays for
// the widget until a form asks for a challenge. Decision 0026: `altcha/external` has
// neither the blob: workers nor the injected styles of the default build, so it runs
// under the site's CSP (scripts and workers from 'self' only): the worker and the style
// sheet are files of the app's own build.
import 'altcha/external';

let registered = false;

/** Registers the SHA-256 worker (the server's algorithm) and the widget's styles, once. */
export function registerAltcha(): void {
  if (registered) return;
  registered = true;
  globalThis.$altcha.algorithms.set('SHA-256', () => new Worker(new URL('./altcha-sha-worker.ts', import.meta.url)));
  const styles = document.createElement('link');
  styles.rel = 'stylesheet';
  // By path: the package exports its style sheet for `import` only, which no loader here handles.
  styles.href = new URL('../../node_modules/altcha/dist/external/altcha.css', import.meta.url).href;
  document.head.append(styles);
}
