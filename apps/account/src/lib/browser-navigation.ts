/**
 * Full page loads to addresses outside the single-page app: a product's projectUrl
 * (another site, or a page the server renders). One object, so tests can replace
 * `assign` with a spy instead of navigating jsdom.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
