// The implementation of ApiClient: paths and methods on top of the sender.
import {
  apiPaths,
  productCatalogue,
  type AccountSessions,
  type AccountSecondFactors,
  type AuthenticatorAppSetup,
  type PasskeyOptionsAnswer,
  type RecoveryCodesAnswer,
  type LoginResponse,
  type MyProductResponse,
  type ProductAssignmentResponse,
  type ReleaseDashboard,
  type EmailChangeAnswer,
  type SecurityEvents,
  type ServiceResponse,
  type UserRecord,
  type WebinarRegistrationResponse,
  type WebinarSeatsResponse,
  sessionEndedLoginUrl,
} from '@wtm/contract/data';
import type { AccountDataExport } from '@wtm/contract/api-schemas';
import type { ContentPictureUploaded, ContentDraft, ContentAuditLine, ContentCanaryPromoted, ContentCanaryStarted, ContentPreviewLinks, ContentPublished, ContentRolledBack, ContentScheduleView, EditorsList, EditorView, SectionContentView } from '@wtm/contract/content';
import type { ApiClient, ApiClientOptions, RequestOptions } from './api-client-types.ts';
import { isApiError } from './api-error.ts';
import { createSender, type FetchLike } from './http.ts';
import { bearerToken, composeInterceptors, jsonBody, sameOriginCredentials, xsrfToken, type HttpMethod } from './interceptors.ts';
import { session as sharedSession } from './session.ts';

function withQuery(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query).toString()}`;
}

/**
 * Creates an API client. Apps use the shared {@link api}; tests and other hosts create
 * their own. Successful `login` and `register` answers are stored in the session before
 * the promise resolves, so every subscriber (the header, other tabs) updates at once.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const session = options.session ?? sharedSession;
  // Looked up per call, and called as a plain function: browsers throw "Illegal
  // invocation" when fetch is called as a method of another object.
  const fetch: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const goTo = options.goTo ?? ((url: string) => globalThis.location.assign(url));
  const currentPage =
    options.currentPage ?? (() => `${globalThis.location.pathname}${globalThis.location.search}${globalThis.location.hash}`);
  // A session that really ended loads Login afresh, which resets every
  // screen's state as the spec's reload did, says why and keeps the page to come back
  // to. A visitor's 401 goes nowhere: it would loop on a screen that calls the API while
  // it opens.
  const onUnauthorized =
    options.onUnauthorized ??
    (() => {
      const hadUser = session.getCurrentUser() !== null;
      const loginUrl = sessionEndedLoginUrl(currentPage());
      session.signOut();
      if (hadUser) goTo(loginUrl);
    });

  const send = createSender({
    fetch,
    onUnauthorized,
    intercept: composeInterceptors(sameOriginCredentials, jsonBody, bearerToken(() => session.getToken()), xsrfToken()),
  });

  const call = <T>(method: HttpMethod, path: string, json?: unknown, { signal }: RequestOptions = {}) =>
    send<T>({ method, url: `${baseUrl}${path}`, headers: {}, json, signal });

  const signInOnSuccess = (response: LoginResponse): LoginResponse => {
    if (response.success) session.signIn(response);
    return response;
  };

  return {
    downloadExeUrl: `${baseUrl}${apiPaths.downloadExe}`,

    register: async (body, opts) => signInOnSuccess(await call<LoginResponse>('POST', apiPaths.register, body, opts)),

    login: async (body, opts) => signInOnSuccess(await call<LoginResponse>('POST', apiPaths.login, body, opts)),

    logout: async (opts = {}) => {
      try {
        if (session.getToken() === null) return;
        const request = { method: 'POST', url: `${baseUrl}${apiPaths.logout}`, headers: {}, signal: opts.signal } as const;
        // A 401 here must not go to Login with a message: the user is leaving anyway.
        await send<unknown>(request, { handleUnauthorized: false });
      } catch (error) {
        if (!(isApiError(error) && error.status === 401)) throw error;
      } finally {
        session.signOut();
      }
    },

    forgotPassword: (username, opts) =>
      call<ServiceResponse>('GET', withQuery(apiPaths.forgotPassword, { username }), undefined, opts),

    changePassword: (body, opts) => call<ServiceResponse>('POST', apiPaths.changePassword, body, opts),

    salesEnquiry: (body, opts) => call<ServiceResponse>('POST', apiPaths.salesEnquiry, body, opts),

    myProduct: (clientId, opts) =>
      call<MyProductResponse>('GET', withQuery(apiPaths.myProduct, { clientId }), undefined, opts),

    checkProductClient: (clientId, productCode, opts) =>
      call<ProductAssignmentResponse>(
        'GET',
        withQuery(apiPaths.checkProductClient, { clientId, productCode, parentProductCode: productCode }),
        undefined,
        opts,
      ),

    confirmAssignProduct: (clientId, productCode, planCode = productCatalogue[productCode].planCode, opts) =>
      call<ProductAssignmentResponse>(
        'GET',
        withQuery(apiPaths.confirmAssignProduct, { clientId, productCode, planCode }),
        undefined,
        opts,
      ),

    listUsers: (opts) => call<UserRecord[]>('GET', apiPaths.users, undefined, opts),

    getUser: (id, opts) => call<UserRecord>('GET', apiPaths.user(id), undefined, opts),

    updateUser: (id, update, opts) => call<UserRecord>('PUT', apiPaths.user(id), update, opts),

    deleteUser: async (id, opts) => {
      await call<unknown>('DELETE', apiPaths.user(id), undefined, opts);
    },

    verifyEmail: (code, opts) => call<ServiceResponse>('POST', apiPaths.verifyEmail, { code }, opts),

    resendVerification: (opts) => call<ServiceResponse>('POST', apiPaths.resendVerification, undefined, opts),
    changeAccountPassword: (request, opts) => call<ServiceResponse>('POST', apiPaths.accountPassword, request, opts),
    accountSessions: (opts) => call<AccountSessions>('GET', apiPaths.accountSessions, undefined, opts),
    endSession: (id, opts) => call<ServiceResponse>('DELETE', apiPaths.accountSession(id), undefined, opts),
    endOtherSessions: (opts) => call<ServiceResponse>('POST', apiPaths.otherAccountSessions, undefined, opts),
    deleteAccount: (request, opts) => call<ServiceResponse>('POST', apiPaths.accountDeletion, request, opts),
    exportAccountData: (opts) => call<AccountDataExport>('GET', apiPaths.accountExport, undefined, opts),
    securityEvents: (opts) => call<SecurityEvents>('GET', apiPaths.securityEvents, undefined, opts),
    requestEmailChange: (request, opts) => call<ServiceResponse>('POST', apiPaths.accountEmail, request, opts),
    confirmEmailChange: (code, opts) => call<EmailChangeAnswer>('POST', apiPaths.confirmEmailChange, { code }, opts),
    undoEmailChange: (code, opts) => call<EmailChangeAnswer>('POST', apiPaths.undoEmailChange, { code }, opts),

    completeSignIn: async (body, opts) => signInOnSuccess(await call<LoginResponse>('POST', apiPaths.secondFactorSignIn, body, opts)),
    passkeySignInOptions: (opts) => call<PasskeyOptionsAnswer>('POST', apiPaths.passkeySignInOptions, undefined, opts),
    passkeySignIn: async (body, opts) => signInOnSuccess(await call<LoginResponse>('POST', apiPaths.passkeySignIn, body, opts)),
    secondFactors: (opts) => call<AccountSecondFactors>('GET', apiPaths.secondFactors, undefined, opts),
    setUpAuthenticatorApp: (opts) => call<AuthenticatorAppSetup>('POST', apiPaths.authenticatorAppSetup, undefined, opts),
    confirmAuthenticatorApp: (code, opts) => call<RecoveryCodesAnswer>('POST', apiPaths.authenticatorApp, { code }, opts),
    removeAuthenticatorApp: (opts) => call<ServiceResponse>('DELETE', apiPaths.authenticatorApp, undefined, opts),
    remakeRecoveryCodes: (opts) => call<RecoveryCodesAnswer>('POST', apiPaths.recoveryCodes, undefined, opts),
    passkeyRegistrationOptions: (opts) => call<PasskeyOptionsAnswer>('POST', apiPaths.passkeyRegistrationOptions, undefined, opts),
    registerPasskey: (body, opts) => call<RecoveryCodesAnswer>('POST', apiPaths.passkeys, body, opts),
    removePasskey: (id, opts) => call<ServiceResponse>('DELETE', apiPaths.passkey(id), undefined, opts),
    webinarSeats: (opts) => call<WebinarSeatsResponse>('GET', apiPaths.events, undefined, opts),

    registerForWebinar: (slug, body, opts) => call<WebinarRegistrationResponse>('POST', apiPaths.eventRegistrations(slug), body, opts),

    releaseDashboard: (opts) => call<ReleaseDashboard>('GET', apiPaths.releaseDashboard, undefined, opts),

    uploadContentPicture: (section, file, { signal } = {}) =>
      send<ContentPictureUploaded>({ method: 'POST', url: `${baseUrl}${apiPaths.contentPictures(section)}`, headers: { 'Content-Type': file.type || 'application/octet-stream' }, body: file, signal }),
    contentSection: (section, opts) => call<SectionContentView>('GET', apiPaths.contentSection(section), undefined, opts),

    saveContentDraft: (section, entry, draft, opts) => call<ContentDraft>('PUT', apiPaths.contentDraft(section, entry), draft, opts),

    publishContent: (section, opts) => call<ContentPublished>('POST', apiPaths.contentPublish(section), undefined, opts),

    previewContent: (section, opts) => call<ContentPreviewLinks>('POST', apiPaths.contentPreview(section), undefined, opts),
    scheduleContent: (section, at, opts) => call<ContentScheduleView>('POST', apiPaths.contentSchedules(section), { at }, opts),
    contentSchedules: (section, opts) => call<ContentScheduleView[]>('GET', apiPaths.contentSchedules(section), undefined, opts),
    async cancelContentSchedule(section, id, opts) {
      await call<unknown>('DELETE', apiPaths.contentSchedule(section, id), undefined, opts);
    },
    contentAudit: (section, opts) => call<ContentAuditLine[]>('GET', apiPaths.contentAudit(section), undefined, opts),
    startContentCanary: (section, percent, opts) => call<ContentCanaryStarted>('POST', apiPaths.contentCanary(section), { percent }, opts),
    promoteContentCanary: (section, opts) => call<ContentCanaryPromoted>('POST', apiPaths.contentCanaryPromote(section), undefined, opts),
    async withdrawContentCanary(section, opts) {
      await call<unknown>('DELETE', apiPaths.contentCanary(section), undefined, opts);
    },
    rollbackContent: (section, opts) => call<ContentRolledBack>('POST', apiPaths.contentRollback(section), undefined, opts),
    editors: (opts) => call<EditorsList>('GET', apiPaths.editors, undefined, opts),
    grantEditor: (email, opts) => call<EditorView>('POST', apiPaths.editors, { email }, opts),
    async revokeEditor(id, opts) {
      await call<unknown>('PUT', apiPaths.editorGrant(id), { editor: false }, opts);
    },
  };
}

/** The shared client: relative URLs, the shared session, the page's fetch. */
export const api: ApiClient = createApiClient();
