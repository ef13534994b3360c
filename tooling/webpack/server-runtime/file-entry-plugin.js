// A Module Federation runtime plugin in the shell's server build: a remote registered
// with the absolute path of its server remoteEntry.cjs (a release folder on this machine)
// is loaded with Node's require, as the CommonJS module it is built as (the container
// under its name, library type commonjs-module); webpack's Node chunk loading then finds
// its chunks next to it. URLs are left to the runtime.
import path from 'node:path';

export default function fileEntryPlugin() {
  return {
    name: 'wtm-file-entry',
    loadEntry({ remoteInfo }) {
      if (!path.isAbsolute(remoteInfo.entry)) return undefined;
      const entryExports = __non_webpack_require__(remoteInfo.entry);
      return entryExports[remoteInfo.entryGlobalName] ?? entryExports;
    },
  };
}
