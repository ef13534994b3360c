// The public shape of the client, kept apart from its implementation so it reads as a
// contract: every function.
import type { AccountDataExport } from '@wtm/contract/api-schemas';
import type { ContentPictureUploaded, ContentDraft, ContentAuditLine, ContentCanaryPromoted, ContentCanaryStarted, EditorsList, EditorView, ContentPreviewLinks, ContentPublished, ContentRolledBack, ContentScheduleView, ContentSection, SectionContentView } from '@wtm/contract/content';
import type {
  AccountDeletionRequest,
  AccountPasswordRequest,
  AccountSecondFactors,
  AuthenticatorAppSetup,
  PasskeyOptionsAnswer,
  PasskeyRegistrationRequest,
  PasskeySignInRequest,
  RecoveryCodesAnswer,
  SecondFactorRequest,
  SecurityEvents,
  EmailChangeAnswer,
  EmailChangeRequest,
  AccountSessions,
  ChangePasswordRequest,
  LoginRequest,
  LoginResponse,
  MyProductResponse,
  PlanCode,
  ProductAssignmentResponse,
  ProductCode,
  RegisterRequest,
  RegisterResponse,
  ReleaseDashboard,
  SalesEnquiryRequest,
  ServiceResponse,
  UserId,
  UserRecord,
  UserUpdate,
  WebinarRegistrationRequest,
  WebinarRegistrationResponse,
  WebinarSeatsResponse,
} from '@wtm/contract/data';
import type { FetchLike } from './http.ts';
import type { SessionStore } from './session.ts';

/** Options of `createApiClient`; every one has a browser default. */
export interface ApiClientOptions {
  /** Prefix of every path; '' (default) keeps requests relative to this site. */
  baseUrl?: string;
  /** Default: the global fetch, looked up at call time. */
  fetch?: FetchLike;
  /** Default: the shared `session`. */
  session?: SessionStore;
  /** Loads another page of the site. Default: `window.location.assign(url)`. */
  goTo?: (url: string) => void;
  /** The page shown now (path, query, hash). Default: read from `window.location`. */
  currentPage?: () => string;
  /**
   * What a 401 does. Default: sign out, then, if someone was signed in, load Login with
   * the session-ended message and this page as the returnUrl.
   */
  onUnauthorized?: () => void;
}

/** Per-call options. */
export interface RequestOptions {
  /** Cancels the call (it then rejects with the AbortError, not an ApiError). */
  signal?: AbortSignal;
}

/**
 * The API as the browser sees it. Every function rejects with an ApiError on a non-2xx
 * answer or a network failure; a 401 also signs out and loads Login first (see `onUnauthorized`).
 */
export interface ApiClient {
  /** Link to the Windows installer on the API's host (a plain link, not a call). */
  readonly downloadExeUrl: string;
  /** `POST /api/register/save`; on success the new user is already signed in. */
  register(body: RegisterRequest, options?: RequestOptions): Promise<RegisterResponse>;
  /** `POST /api/login/login`; on success the user is already signed in. A refusal resolves with success false. */
  login(body: LoginRequest, options?: RequestOptions): Promise<LoginResponse>;
  /**
   * `POST /api/login/logout` (revokes the token), then signs out locally whatever happens.
   * A 401 counts as done (the token was dead already); other failures reject after the sign-out.
   */
  logout(options?: RequestOptions): Promise<void>;
  /** `GET /api/login/forgotPassword?username=`. */
  forgotPassword(username: string, options?: RequestOptions): Promise<ServiceResponse>;
  /** `POST /api/login/changePassword`: password and hash travel in the body, never in the URL. */
  changePassword(body: ChangePasswordRequest, options?: RequestOptions): Promise<ServiceResponse>;
  /** `POST /api/register/salesEnquiry`. */
  salesEnquiry(body: SalesEnquiryRequest, options?: RequestOptions): Promise<ServiceResponse>;
  /** `GET /api/account/myProduct?clientId=`. */
  myProduct(clientId: UserId, options?: RequestOptions): Promise<MyProductResponse>;
  /** `GET /api/account/checkProductClient`: sends the code as productCode and parentProductCode. */
  checkProductClient(clientId: UserId, productCode: ProductCode, options?: RequestOptions): Promise<ProductAssignmentResponse>;
  /** `GET /api/account/confirmAssignProduct`; `planCode` defaults to the product's plan in the catalogue. */
  confirmAssignProduct(
    clientId: UserId,
    productCode: ProductCode,
    planCode?: PlanCode,
    options?: RequestOptions,
  ): Promise<ProductAssignmentResponse>;
  /** `GET /users` (administrators only). */
  listUsers(options?: RequestOptions): Promise<UserRecord[]>;
  /** `GET /users/{id}`. */
  getUser(id: UserId, options?: RequestOptions): Promise<UserRecord>;
  /** `PUT /users/{id}` with allow-listed fields; resolves with the updated record. */
  updateUser(id: UserId, update: UserUpdate, options?: RequestOptions): Promise<UserRecord>;
  /** `DELETE /users/{id}`. */
  deleteUser(id: UserId, options?: RequestOptions): Promise<void>;
  /** `POST /api/register/verifyEmail`: confirms the address with the code of the mailed link. */
  verifyEmail(code: string, options?: RequestOptions): Promise<ServiceResponse>;
  /** `POST /api/account/resendVerification`: mails the signed-in customer a new confirmation link. */
  resendVerification(options?: RequestOptions): Promise<ServiceResponse>;
  /** `POST /api/account/password`: the signed-in customer's new password, with the current one; other sessions end. */
  changeAccountPassword(request: AccountPasswordRequest, options?: RequestOptions): Promise<ServiceResponse>;
  /** `GET /api/account/sessions`: the signed-in customer's live sessions. */
  accountSessions(options?: RequestOptions): Promise<AccountSessions>;
  /** `DELETE /api/account/sessions/{id}`: signs one of them out. */
  endSession(id: string, options?: RequestOptions): Promise<ServiceResponse>;
  /** `POST /api/account/sessions/signOutOthers`: signs out every one but this. */
  endOtherSessions(options?: RequestOptions): Promise<ServiceResponse>;
  /** `POST /api/account/delete`: with the password, deletes the account after 7 days unless its owner signs in. */
  deleteAccount(request: AccountDeletionRequest, options?: RequestOptions): Promise<ServiceResponse>;
  /** `GET /api/account/export`: "Download my data", everything held on the signed-in customer. */
  exportAccountData(options?: RequestOptions): Promise<AccountDataExport>;
  /** `GET /api/account/securityEvents`: the signed-in customer's security history, newest first. */
  securityEvents(options?: RequestOptions): Promise<SecurityEvents>;
  /** `POST /api/account/email`: mails a link to the new address; nothing changes until it is used. */
  requestEmailChange(request: EmailChangeRequest, options?: RequestOptions): Promise<ServiceResponse>;
  /** `POST /api/account/email/confirm`: the new address's link changes the address. */
  confirmEmailChange(code: string, options?: RequestOptions): Promise<EmailChangeAnswer>;
  /** `POST /api/account/email/undo`: the old address's link puts it back and signs every session out. */
  undoEmailChange(code: string, options?: RequestOptions): Promise<EmailChangeAnswer>;
  /** `POST /api/login/secondFactor`: the second step of a sign-in; on success the user is signed in. */
  completeSignIn(body: SecondFactorRequest, options?: RequestOptions): Promise<LoginResponse>;
  /** `POST /api/login/passkey/options`: a challenge for a passkey sign-in. */
  passkeySignInOptions(options?: RequestOptions): Promise<PasskeyOptionsAnswer>;
  /** `POST /api/login/passkey`: signs in with the browser's passkey answer. */
  passkeySignIn(body: PasskeySignInRequest, options?: RequestOptions): Promise<LoginResponse>;
  /** `GET /api/account/secondFactors`. */
  secondFactors(options?: RequestOptions): Promise<AccountSecondFactors>;
  /** `POST /api/account/authenticatorApp/setup`: a new secret and its QR code. */
  setUpAuthenticatorApp(options?: RequestOptions): Promise<AuthenticatorAppSetup>;
  /** `POST /api/account/authenticatorApp`: the app's first code turns it on. */
  confirmAuthenticatorApp(code: string, options?: RequestOptions): Promise<RecoveryCodesAnswer>;
  removeAuthenticatorApp(options?: RequestOptions): Promise<ServiceResponse>;
  remakeRecoveryCodes(options?: RequestOptions): Promise<RecoveryCodesAnswer>;
  passkeyRegistrationOptions(options?: RequestOptions): Promise<PasskeyOptionsAnswer>;
  registerPasskey(body: PasskeyRegistrationRequest, options?: RequestOptions): Promise<RecoveryCodesAnswer>;
  removePasskey(id: string, options?: RequestOptions): Promise<ServiceResponse>;
  /** `GET /api/events`: seats left of the upcoming webinars. */
  webinarSeats(options?: RequestOptions): Promise<WebinarSeatsResponse>;
  /** `POST /api/events/{slug}/registrations`: signs up for a webinar. */
  registerForWebinar(slug: string, body: WebinarRegistrationRequest, options?: RequestOptions): Promise<WebinarRegistrationResponse>;
  /** `GET /api/admin/releases`, administrators: releases and real-visit figures per remote. */
  releaseDashboard(options?: RequestOptions): Promise<ReleaseDashboard>;
  /** `POST /api/content/{section}/pictures`, editors: a picture file stored for content (400 damaged or out of size, 413 too large, 415 not a picture). */
  uploadContentPicture(section: ContentSection, file: Blob, options?: RequestOptions): Promise<ContentPictureUploaded>;
  /** `GET /api/content/{section}`, editors: the section's entries, live and draft. */
  contentSection(section: ContentSection, options?: RequestOptions): Promise<SectionContentView>;
  /** `PUT /api/content/{section}/{entry}/draft`, editors: 400 names the field, 409 is a newer draft. */
  saveContentDraft(section: ContentSection, entry: string, draft: { value: Record<string, unknown>; revision: number }, options?: RequestOptions): Promise<ContentDraft>;
  /** `POST /api/content/{section}/publish`, editors: the drafts released (422: a page failed its checks). */
  publishContent(section: ContentSection, options?: RequestOptions): Promise<ContentPublished>;
  /** `POST /api/content/{section}/preview`, editors: the drafts rendered and checked behind signed links (422: a page failed its checks). */
  previewContent(section: ContentSection, options?: RequestOptions): Promise<ContentPreviewLinks>;
  /** `at`: an ISO time with its offset. */
  scheduleContent(section: ContentSection, at: string, options?: RequestOptions): Promise<ContentScheduleView>;
  contentSchedules(section: ContentSection, options?: RequestOptions): Promise<ContentScheduleView[]>;
  cancelContentSchedule(section: ContentSection, id: string, options?: RequestOptions): Promise<void>;
  /** Who changed what in the section, newest first. */
  contentAudit(section: ContentSection, options?: RequestOptions): Promise<ContentAuditLine[]>;
  /** `POST /api/content/{section}/canary`, editors: the drafts to `percent` % of visitors first (422: a page failed its checks, or the section cannot have one now). */
  startContentCanary(section: ContentSection, percent: number, options?: RequestOptions): Promise<ContentCanaryStarted>;
  /** `POST /api/content/{section}/canary/promote`, editors: the canary's content live for everyone (404: none runs). */
  promoteContentCanary(section: ContentSection, options?: RequestOptions): Promise<ContentCanaryPromoted>;
  /** `DELETE /api/content/{section}/canary`, editors: everyone gets the live content again (404: none runs). */
  withdrawContentCanary(section: ContentSection, options?: RequestOptions): Promise<void>;
  /** `POST /api/content/{section}/rollback`, editors: the previous content live again (409: none earlier). */
  rollbackContent(section: ContentSection, options?: RequestOptions): Promise<ContentRolledBack>;
  /** `GET /api/admin/editors`, administrators: every account with the editor role. */
  editors(options?: RequestOptions): Promise<EditorsList>;
  /** `POST /api/admin/editors`, administrators: grants the role by address (404: no such account). */
  grantEditor(email: string, options?: RequestOptions): Promise<EditorView>;
  /** `PUT /api/admin/users/{id}/editor { editor: false }`, administrators. */
  revokeEditor(id: string, options?: RequestOptions): Promise<void>;
}
