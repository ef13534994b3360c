// Open-redirect guard for the returnUrl query parameter. Only paths of this
// site pass; anything a browser could read as another origin falls back.
import { defaultAfterLoginPath } from './limits.ts';

// Browsers silently drop tabs and newlines inside URLs ("/\t/evil.com" becomes
// "//evil.com"), so any whitespace or control character makes a path unsafe.
function hasWhitespaceOrControl(value: string): boolean {
  if (/\s/.test(value)) return true;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

const maxLength = 2048;
// A base that cannot be a real site: a path is safe only if it stays on this origin.
const probeBase = 'https://return-url.invalid';

function isSitePath(candidate: string): boolean {
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return false;
  if (candidate.includes('\\') || hasWhitespaceOrControl(candidate)) return false;
  try {
    return new URL(candidate, probeBase).origin === probeBase;
  } catch {
    return false;
  }
}

/**
 * Returns `raw` when it is a path of this site, else `fallback`.
 * Refuses protocol-relative (`//evil.com`), backslash (`/\evil.com`), absolute
 * (`https://…`, `javascript:…`) and control-character tricks, checking again after
 * one round of percent-decoding (`/%2F%2Fevil.com`).
 * @param raw usually `searchParams.get('returnUrl')`
 * @param fallback where to go instead; `/account/home` by default
 */
export function safeReturnUrl(raw: string | null | undefined, fallback: string = defaultAfterLoginPath): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > maxLength) return fallback;
  if (!isSitePath(raw)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return fallback;
  }
  return isSitePath(decoded) ? raw : fallback;
}

/** Pages that sign in, register or sign out: going back to one after a sign-in repeats or undoes it. */
const signInPages = ['/login', '/register', '/logout'];

/**
 * Where a sign-in sends the customer: `raw` when {@link safeReturnUrl} keeps it and it is
 * not Login, Register or Logout (or a page under them), else `fallback`. The router matches
 * paths decoded, case-insensitively and with `..` resolved, so the check does too.
 */
export function afterSignInPath(raw: string | null | undefined, fallback: string = defaultAfterLoginPath): string {
  const path = safeReturnUrl(raw, '');
  if (path === '') return fallback;
  const pathname = decodeURIComponent(new URL(path, probeBase).pathname).toLowerCase().replace(/\/+$/, '');
  return signInPages.some((page) => pathname === page || pathname.startsWith(`${page}/`)) ? fallback : path;
}
