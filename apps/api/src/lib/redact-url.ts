/** Query parameters whose values must never reach a log line (the legacy GET calls send some in the query). */
// `handoff`: the single-use product hand-off token of a projectUrl (decision 0012);
// `preview`: a signed link to a draft's pages (decision 0047).
const SENSITIVE = new Set(['password', 'confirmpassword', 'newpassword', 'oldpassword', 'hash', 'token', 'code', 'handoff', 'preview']);

export const REDACTED = '[redacted]';

/**
 * The request URL with the values of sensitive query parameters replaced by
 * `[redacted]`. Names are compared decoded and case-insensitively, so `Pass%77ord=` is
 * caught too; everything else is kept exactly as received.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const pairs = url.slice(queryStart + 1).split('&').map(redactPair);
  return `${url.slice(0, queryStart)}?${pairs.join('&')}`;
}

function redactPair(pair: string): string {
  const equals = pair.indexOf('=');
  const rawName = equals === -1 ? pair : pair.slice(0, equals);
  return isSensitive(rawName) ? `${rawName}=${REDACTED}` : pair;
}

function isSensitive(rawName: string): boolean {
  let name = rawName.replace(/\+/g, ' ');
  try {
    name = decodeURIComponent(name);
  } catch {
    // A name that does not decode is compared as written.
  }
  const normalized = name.trim().toLowerCase();
  return SENSITIVE.has(normalized) || normalized.includes('password') || normalized.endsWith('token');
}
