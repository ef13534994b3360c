import type { UserId } from './wire-types.ts';

/**
 * Every path of the API, relative to the API's base.
 * The legacy `GET` of changePassword and our `POST` share one path.
 */
export const apiPaths = {
  register: '/api/register/save',
  login: '/api/login/login',
  /** `POST`: revokes the session token on the server. */
  logout: '/api/login/logout',
  forgotPassword: '/api/login/forgotPassword',
  changePassword: '/api/login/changePassword',
  salesEnquiry: '/api/register/salesEnquiry',
  myProduct: '/api/account/myProduct',
  checkProductClient: '/api/account/checkProductClient',
  confirmAssignProduct: '/api/account/confirmAssignProduct',
  users: '/users',
  /** `/users/{id}`, with the id URL-encoded. */
  user: (id: UserId): string => `/users/${encodeURIComponent(String(id))}`,
  /** A plain link (not an API call): the Windows installer. */
  downloadExe: '/account/downloadExe',
  healthz: '/healthz',
  /** `GET`: a proof-of-work challenge for the ALTCHA widget. */
  challenge: '/api/challenge',
  /** `POST { code }`: confirms the address of the mailed link. */
  verifyEmail: '/api/register/verifyEmail',
  /** `POST`, signed in: mails a new confirmation link. */
  resendVerification: '/api/account/resendVerification',
  accountPassword: '/api/account/password',
  accountSessions: '/api/account/sessions',
  /** `POST { currentPassword }`: deletes the account after a 7-day grace. */
  accountDeletion: '/api/account/delete',
  /** `GET`: "Download my data", a JSON attachment. */
  accountExport: '/api/account/export',
  /** `GET`: the signed-in customer's security history, newest first. */
  securityEvents: '/api/account/securityEvents',
  /** `POST { email, currentPassword }`: mails a confirmation link to the new address. */
  accountEmail: '/api/account/email',
  /** `POST { code }` of the new address's link. */
  confirmEmailChange: '/api/account/email/confirm',
  /** `POST { code }` of the old address's link. */
  undoEmailChange: '/api/account/email/undo',
  accountSession: (id: string) => `/api/account/sessions/${encodeURIComponent(id)}`,
  otherAccountSessions: '/api/account/sessions/signOutOthers',
  /** `POST { token, code }`: the second step of a sign-in. */
  secondFactorSignIn: '/api/login/secondFactor',
  /** `POST`: options for a passkey sign-in; then `POST { challengeId, response }` to passkeySignIn. */
  passkeySignInOptions: '/api/login/passkey/options',
  passkeySignIn: '/api/login/passkey',
  /** `GET`: the signed-in customer's second factors. */
  secondFactors: '/api/account/secondFactors',
  /** `POST`: a new authenticator app secret; `POST { code }` to authenticatorApp confirms it, `DELETE` removes it. */
  authenticatorAppSetup: '/api/account/authenticatorApp/setup',
  authenticatorApp: '/api/account/authenticatorApp',
  /** `POST`: ten new recovery codes. */
  recoveryCodes: '/api/account/recoveryCodes',
  /** `POST`: options to register a passkey; then `POST { challengeId, response, name }` to passkeys. */
  passkeyRegistrationOptions: '/api/account/passkeys/options',
  passkeys: '/api/account/passkeys',
  passkey: (id: string) => `/api/account/passkeys/${encodeURIComponent(id)}`,
  /** `GET`: seats left of the upcoming webinars. */
  events: '/api/events',
  /** `POST`: signs up for the webinar `slug`. */
  eventRegistrations: (slug: string): string => `/api/events/${encodeURIComponent(slug)}/registrations`,
  /** `POST` (a beacon): a page view's Web Vitals and failures. */
  telemetry: '/api/telemetry',
  /** `GET`, administrators: live and canary releases, history and field data per remote. */
  releaseDashboard: '/api/admin/releases',
  /** `GET`, editors: a section's content entries, live and draft. */
  contentSection: (section: string): string => `/api/content/${encodeURIComponent(section)}`,
  /** `PUT { value, revision }`, editors: saves an entry's draft. */
  contentDraft: (section: string, entry: string): string => `/api/content/${encodeURIComponent(section)}/${encodeURIComponent(entry)}/draft`,
  /** `POST`, editors: releases a section's drafts. */
  contentPublish: (section: string): string => `/api/content/${encodeURIComponent(section)}/publish`,
  /** `POST`, editors: renders a section's drafts behind signed links. */
  contentPreview: (section: string): string => `/api/content/${encodeURIComponent(section)}/preview`,
  contentSchedules: (section: string): string => `/api/content/${encodeURIComponent(section)}/schedules`,
  contentSchedule: (section: string, id: string): string => `/api/content/${encodeURIComponent(section)}/schedules/${encodeURIComponent(id)}`,
  contentAudit: (section: string): string => `/api/content/${encodeURIComponent(section)}/audit`,
  contentPictures: (section: string): string => `/api/content/${encodeURIComponent(section)}/pictures`,
  /** `POST`, editors: publishes a section's drafts to a share of visitors first; `DELETE`: withdraws that canary. */
  contentCanary: (section: string): string => `/api/content/${encodeURIComponent(section)}/canary`,
  /** `POST`, editors: makes the section's canary content live for everyone. */
  contentCanaryPromote: (section: string): string => `/api/content/${encodeURIComponent(section)}/canary/promote`,
  /** `POST`, editors: puts a section's previous content back. */
  contentRollback: (section: string): string => `/api/content/${encodeURIComponent(section)}/rollback`,
  /** `GET` the editors, `POST { email }` to grant the role, administrators. */
  editors: '/api/admin/editors',
  /** `PUT { editor }`, administrators: grants or revokes the editor role of an account. */
  editorGrant: (id: string): string => `/api/admin/users/${encodeURIComponent(id)}/editor`,
} as const;

/** Pages of the site that the API links to from mail. */
export const pagePaths = {
  /** `?code=`: the new address's link; its Confirm button changes the address. */
  confirmEmailChange: '/account/confirmEmailChange',
  /** `?code=`: the old address's link; its button puts the address back and ends every session. */
  undoEmailChange: '/account/undoEmailChange',
  /** Sign-in and security: sessions, password. */
  security: '/account/security',
  /** `?code=`: the page with the Confirm button (a GET never confirms). */
  verifyEmail: '/account/verifyEmail',
  accountHome: '/account/home',
  /** A webinar's page with its registration form. */
  event: (slug: string): string => `/events/${encodeURIComponent(slug)}`,
} as const;
