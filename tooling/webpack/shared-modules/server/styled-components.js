// What the server builds share as `styled-components` (shared.js `serverFacades`): the
// browser facade's names, from styled-components' Node build, plus ServerStyleSheet, with
// which the shell's server entry collects the styles of a prerendered page. The browser
// never loads this file (docs/decisions/0029).
export * from '../styled-components.js';
export { default } from '../styled-components.js';
export { ServerStyleSheet } from 'wtm-styled-components';
