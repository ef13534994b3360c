/**
 * Reads one cookie from `document.cookie` (or the given cookie string).
 * @returns the decoded value, or null when the cookie is absent or there is no document.
 */
export function readCookie(name: string, cookies: string | undefined = globalThis.document?.cookie): string | null {
  if (!cookies) return null;
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      // A value that is not valid percent-encoding is still the value the server set.
      return value;
    }
  }
  return null;
}
