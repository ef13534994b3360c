// A Module Federation runtime plugin in each remote's server build. In the browser a
// remote's files resolve next to its remoteEntry.js (publicPath 'auto'); on Node there
// is no script URL, so the remote takes the URL the browser will load it from, given by
// the prerender under the global that @wtm/shell-contract/server-public-paths names. Its
// asset URLs (PDF links, the preview image) are then the browser's, in the prerendered
// HTML and after hydration alike.
import { publicPathsKey } from '@wtm/shell-contract/server-public-paths';

export default function publicPathPlugin() {
  return {
    name: 'wtm-server-public-path',
    beforeInit(args) {
      const publicPath = globalThis[publicPathsKey]?.[args.options.name];
      if (publicPath) __webpack_require__.p = publicPath;
      return args;
    },
  };
}
