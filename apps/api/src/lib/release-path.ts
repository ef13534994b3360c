const NAME = /^[a-z0-9][a-z0-9_-]*$/i;
const VERSION = /^[0-9a-z][0-9a-z._+-]*$/i;

/**
 * True when a path below `/remotes/` names a file inside a release folder,
 * `/<name>/<version>/<file>`, with no part that could leave it (`..`, `.`, empty
 * segments, backslashes, NUL). The runtime manifest and the release lock beside the
 * folders are not such files. The path arrives decoded, so `%2e%2e` is already `..`.
 */
export function isReleaseFilePath(path: string): boolean {
  const [empty, name = '', version = '', ...file] = path.split('/');
  if (empty !== '' || !NAME.test(name) || !VERSION.test(version) || version.includes('..') || file.length === 0) return false;
  return !file.some((segment) => segment === '' || segment === '.' || segment === '..' || /[\\\0]/.test(segment));
}
