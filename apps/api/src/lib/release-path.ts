const NAME = /^[a-z0-9][a-z0-9_-]*$/i;
const VERSION = /^[0-9a-z][0-9a-z._+-]*$/i;

/**
 * The path of a file inside a release folder, `<name>/<version>/<file>`, or undefined
 * when any part could leave that folder (`..`, `.`, empty segments, backslashes, NUL).
 * Params arrive decoded, so `%2e%2e` and `%2f` are already plain here.
 */
export function releaseFilePath(name: string, version: string, file: string): string | undefined {
  if (!NAME.test(name) || !VERSION.test(version) || version.includes('..')) return undefined;
  const segments = file.split('/');
  const unsafe = segments.some((segment) => segment === '' || segment === '.' || segment === '..' || /[\\\0]/.test(segment));
  return unsafe ? undefined : `/${name}/${version}/${segments.join('/')}`;
}
