import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { UiProvider } from '@wtm/ui';
import type { PublicPage } from './public-pages.ts';

/** Heading of the stand-in site home, where a remote sends unknown paths. */
export const siteHomeHeading = 'Site home';

/**
 * For a remote's tests: renders its exposed `./routes` component at `path`, mounted the
 * way the shell mounts it (under `mount`, e.g. `books/*`, see remoteMounts) inside the
 * router and UiProvider it relies on.
 */
export function renderRemoteRoutes(SectionRoutesComponent: ComponentType, mount: string, path: string) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <UiProvider>
        <Routes>
          <Route path="/" element={<h1>{siteHomeHeading}</h1>} />
          <Route path={mount} element={<SectionRoutesComponent />} />
        </Routes>
      </UiProvider>
    </MemoryRouter>,
  );
  return { user, ...result };
}

/**
 * For a remote's tests of its `publicPages`: the rendered page (already on screen) sets
 * the document title and description its entry declares, within the lengths search
 * engines show (the prerender writes this head and refuses a page that differs).
 */
export function expectHeadOf(page: PublicPage): void {
  expect(document.title).toBe(page.title);
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(page.description);
  expect(page.title.length).toBeLessThanOrEqual(60);
  expect(page.description.length).toBeLessThanOrEqual(160);
  expect(page.imageAlt).toMatch(/\w/);
}
