import type { Page } from '@playwright/test';

/**
 * Installs a stand-in for the React DevTools hook before any script runs: every copy
 * of react-dom registers its renderer there, so the count of renderers is the count
 * of React DOM copies the page loaded.
 */
export async function installReactProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers = new Map<number, { version?: string }>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: { version?: string }) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
      },
    });
  });
}

/** Versions of the React DOM renderers that registered on the page. */
export function reactRenderers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version?: string }> } })
      .__REACT_DEVTOOLS_GLOBAL_HOOK__;
    return [...hook.renderers.values()].map((renderer) => renderer.version ?? 'unknown');
  });
}

/** Each styled-components copy keeps its own <style data-styled> sheet. */
export function styledSheets(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelectorAll('style[data-styled]').length);
}
