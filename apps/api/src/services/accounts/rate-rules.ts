import type { RateRule } from '../rate-limiter.service.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The limits of the accounts endpoints (README, "Throttling"). Sign-in and reset
 * attempts count failures only (a success is forgiven); per-account keys are the
 * normalised address whether or not an account exists, so neither a 429 nor a
 * challenge reveals whether it does.
 */
export const accountRateRules = {
  /**
   * Not a lockout: past `limit` failures in the window a sign-in needs a solved
   * proof-of-work challenge, and is then checked as usual, so the owner always gets in.
   * Never answered with a 429; `message` is what the challenge answer says.
   */
  signInPerAccount: {
    name: 'sign-in-per-account',
    limit: 5,
    windowMs: 15 * MINUTE,
    message: 'To protect this account from password guessing, please complete the verification below, then sign in again.',
  },
  signInPerAddress: {
    name: 'sign-in-per-address',
    limit: 20,
    windowMs: 15 * MINUTE,
    message: 'Too many sign-in attempts. Please wait 15 minutes or reset your password.',
  },
  resetRequestPerAccount: {
    name: 'reset-request-per-account',
    limit: 3,
    windowMs: HOUR,
    message: 'Too many password reset requests. Please wait an hour and try again.',
  },
  resetRequestPerAddress: {
    name: 'reset-request-per-address',
    limit: 10,
    windowMs: HOUR,
    message: 'Too many password reset requests. Please wait an hour and try again.',
  },
  resetAttemptPerAddress: {
    name: 'reset-attempt-per-address',
    limit: 10,
    windowMs: 15 * MINUTE,
    message: 'Too many password change attempts. Please wait 15 minutes and try again.',
  },
  /** Wrong current passwords on My Account, per account; Forgot password stays open to the owner. */
  passwordChangePerAccount: {
    name: 'password-change-per-account',
    limit: 5,
    windowMs: 15 * MINUTE,
    message: 'Too many wrong current passwords. Please wait 15 minutes, or sign out and use Forgot password.',
  },
  registerPerAddress: {
    name: 'register-per-address',
    limit: 10,
    windowMs: HOUR,
    message: 'Too many registrations from your network. Please wait an hour and try again.',
  },
  /** "Download my data", per account: each reads every table. */
  dataExportPerAccount: {
    name: 'data-export-per-account',
    limit: 10,
    windowMs: HOUR,
    message: 'You have downloaded your data several times in a short time. Please wait an hour and try again.',
  },
  /** Second-factor changes per account (setups, their codes, new recovery codes, passkey ceremonies). */
  secondFactorChangePerAccount: {
    name: 'second-factor-change-per-account',
    limit: 20,
    windowMs: HOUR,
    message: 'Too many two-factor changes in a short time. Please wait an hour and try again.',
  },
  /** Address changes asked for, per account: each mails the address typed. */
  emailChangePerAccount: {
    name: 'email-change-per-account',
    limit: 5,
    windowMs: HOUR,
    message: 'You have asked to change your address several times in a short time. Please wait an hour, and check the new address’s spam folder for the links already sent.',
  },
  /**
   * Mails about a sign-in from a new browser, per account (only the password's holder
   * causes them): past it the sign-in goes on and only the mail is left out (the security
   * page still lists the session). Never answered.
   */
  newBrowserMailPerAccount: {
    name: 'new-browser-mail-per-account',
    limit: 5,
    windowMs: 24 * HOUR,
    message: 'Enough new-browser notices were sent today.',
  },
} as const satisfies Record<string, RateRule>;

/** `GET /api/challenge`: enough for every form of an office behind one address. */
export const challengeRateRules = {
  issuePerAddress: {
    name: 'challenge-per-address',
    limit: 60,
    windowMs: 10 * MINUTE,
    message: 'Too many verification requests from your network. Please wait 10 minutes and try again.',
  },
} as const satisfies Record<string, RateRule>;

/** Address confirmation: new links asked for, and links tried. */
export const verificationRateRules = {
  /** A new link per account: enough for a mail that went to spam, never a mail bomb. */
  resendPerAccount: {
    name: 'verification-resend-per-account',
    limit: 5,
    windowMs: HOUR,
    message: 'You have asked for several new links in a short time. Please wait an hour, and check your spam folder for the links already sent.',
  },
  /** Links tried per client address; a success is forgiven, so only failures count. */
  attemptPerAddress: {
    name: 'verification-attempt-per-address',
    limit: 10,
    windowMs: 15 * MINUTE,
    message: 'Too many confirmation attempts. Please wait 15 minutes and try again.',
  },
} as const satisfies Record<string, RateRule>;
