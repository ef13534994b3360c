// Business constants and the limits that keep free text bounded. The API refuses
// longer input with a 4xx rather than storing or hashing it.

/** Minimum password length. */
export const passwordMinLength = 6;
/** Maximum password length: generous for passphrases, bounded so hashing stays cheap. */
export const passwordMaxLength = 128;

/** Maximum lengths of free-text fields, in characters. */
export const maxLengths = {
  name: 100,
  city: 100,
  company: 200,
  comment: 2000,
  phone: 30,
  /** RFC 5321 limit of a forward path. */
  email: 254,
  /** Username or email on the sign-in and forgot-password forms. */
  username: 254,
  /** The reset code carried by the mailed link. */
  resetHash: 512,
  /** The code of an address confirmation link. */
  verificationCode: 512,
  /** The honeypot field; anything is accepted, but not unbounded. */
  honeypot: 500,
  /** A path or query parameter of the API (ids are UUIDs, codes a few letters). */
  param: 200,
  /** A solved challenge's payload (base64 JSON of a few hashes). */
  challengePayload: 2000,
} as const;

/** localStorage key holding the current user (the whole login response). */
export const currentUserStorageKey = 'currentUser';

/** Cookie the API sets with the anti-forgery token. */
export const xsrfCookieName = 'XSRF-TOKEN';
/** Header that must echo that cookie on state-changing requests. */
export const xsrfHeaderName = 'X-XSRF-TOKEN';

/** Where a signed-in user lands by default. */
export const defaultAfterLoginPath = '/account/home';
