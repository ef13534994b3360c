// What the federated builds share as `react-redux` (tooling/webpack/shared.js). Apps
// still import from 'react-redux' and get its types; in a federated build that request
// resolves here. Shared whole, the module could not be tree-shaken, and `connect` (with
// its own selector factories and memoisation) rode along in every first visit; the hooks
// API is all the apps and the contract use (packages/shell-contract/README.md §2: a
// Provider from the shell, `useDispatch`, `useSelector`). 9.3 → 3.1 KB minified
// (docs/decisions/0015-first-visit-weight.md).
// The list only grows within the package's major (a remote may use a name once the live
// shell ships it). A federated build fails on an import of a name not listed
// (facade-imports-plugin.js); so does the release platform's contract test (packages/releases).
export { Provider, useDispatch, useSelector } from 'wtm-react-redux';
