// What the federated builds share as `styled-components` (tooling/webpack/shared.js).
// Apps still import from 'styled-components' and get its types; in a federated build
// that request resolves here. Shared whole, the module could not be tree-shaken, and
// every first visit downloaded what a browser-only site never calls: server-side
// rendering (ServerStyleSheet), StyleSheetManager, withTheme, the RSC stylis plugin.
// The apps write components with `styled`, `css` and `keyframes`; the shell alone
// renders the ThemeProvider and the GlobalStyle (packages/shell-contract/README.md §2).
// 25.4 → 21.4 KB minified (docs/decisions/0015-first-visit-weight.md).
// The list only grows within the package's major (a remote may use a name once the live
// shell ships it). A federated build fails on an import of a name not listed
// (facade-imports-plugin.js); so does the release platform's contract test (packages/releases).
export { default, css, keyframes, createGlobalStyle, ThemeProvider, useTheme } from 'wtm-styled-components';
