// What the federated builds share as `@reduxjs/toolkit` (tooling/webpack/shared.js).
// Apps still import from '@reduxjs/toolkit' and get its types; in a federated build that
// request resolves here. Shared whole, the module could not be tree-shaken: every first
// visit downloaded all of Redux Toolkit (async thunks, listener middleware, entity
// adapters, reselect: 41 KB minified with redux and immer) to run one configureStore and
// two createSlice calls. With this list webpack keeps 19 KB of it
// (docs/decisions/0015-first-visit-weight.md). Remotes add no reducer
// (packages/shell-contract/README.md §2): the shell's store and the shared alert slice
// are all they use.
// The list only grows within the package's major (a remote may use a name once the live
// shell ships it). A federated build fails on an import of a name not listed
// (facade-imports-plugin.js); so does the release platform's contract test (packages/releases).
export { configureStore, createSlice } from 'wtm-redux-toolkit';
