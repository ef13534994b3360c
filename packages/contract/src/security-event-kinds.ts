/** What an account's security history records (kept 180 days). */
export const securityEventKinds = [
  'signed-in',
  'sign-in-refused',
  'password-changed',
  'password-reset',
  'email-change-requested',
  'email-changed',
  'email-change-undone',
  'session-ended',
  'other-sessions-ended',
  'data-exported',
  'deletion-requested',
  'deletion-cancelled',
  'second-step-refused',
  'authenticator-app-added',
  'authenticator-app-removed',
  'recovery-codes-made',
  'recovery-code-used',
  'passkey-added',
  'passkey-removed',
  'second-factors-removed',
] as const;
export type SecurityEventKind = (typeof securityEventKinds)[number];
