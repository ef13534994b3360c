// What the server builds share as `react-router-dom` (shared.js `serverFacades`): the
// browser facade's names plus StaticRouter, the declarative router the shell's server
// entry renders a page's location with (no data router on either side). The browser
// never loads this file (docs/decisions/0029).
export * from '../react-router-dom.js';
export { StaticRouter } from 'wtm-react-router-production';
