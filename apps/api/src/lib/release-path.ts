const NAME = /^[a-z0-9][a-z0-9_-]*$/i;
const VERSION = /^[0-9a-z][0-9a-z._+-]*$/i;

/**
 * True when a path (starting with `/`) names a file by plain segments only: none empty,
 * `.` or `..`, none starting with a dot (no dotfiles), no backslash or NUL. The path
 * arrives decoded, so `%2e%2e` is already `..`.
 */
export function isPlainFilePath(path: string): boolean {
  const [empty, ...segments] = path.split('/');
  return empty === '' && segments.length > 0 && segments.every((segment) => segment !== '' && !segment.startsWith('.') && !/[\\\0]/.test(segment));
}

/**
 * True when a path below `/remotes/` names a file inside a release folder,
 * `/<name>/<version>/<file>`, with no part that could leave it.
 */
export function isReleaseFilePath(path: string): boolean {
  const [, name = '', version = '', ...file] = path.split('/');
  if (!NAME.test(name) || !VERSION.test(version) || version.includes('..') || file.length === 0) return false;
  return isPlainFilePath(path);
}
