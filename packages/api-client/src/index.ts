// @wtm/api-client: the only way a browser talks to the API (decision 0022).
export { api, createApiClient } from './api-client.ts';
export type { ApiClient, ApiClientOptions, RequestOptions } from './api-client-types.ts';
export { ApiError, errorMessageFor, isApiError } from './api-error.ts';
export { readCookie } from './cookies.ts';
export type { FetchLike, ResponseLike, SendOptions } from './http.ts';
export {
  bearerToken,
  composeInterceptors,
  isRelativeUrl,
  jsonBody,
  sameOriginCredentials,
  xsrfToken,
  type ApiRequest,
  type HttpMethod,
  type RequestInterceptor,
} from './interceptors.ts';
export { createSession, isSignedInUser, session, type CurrentUser, type SessionOptions, type SessionStore } from './session.ts';

// Shared with the API through the contract; re-exported so screens need one import.
export { afterSignInPath } from '@wtm/contract/data';
export type {
  ChangePasswordRequest,
  EmailChangeAnswer,
  ErrorBody,
  ForgotPasswordQuery,
  LoginFailure,
  LoginRequest,
  LoginResponse,
  LoginSuccess,
  MyProductResponse,
  PlanCode,
  Product,
  ProductAssignmentResponse,
  ProductCode,
  RegisterRequest,
  RegisterResponse,
  ReleaseDashboard,
  ReleaseSeriesPoint,
  RemoteReleaseOverview,
  SalesEnquiryRequest,
  ServiceResponse,
  UserId,
  UserRecord,
  UserUpdate,
  TrialChoice,
  WebinarRegistrationRequest,
  WebinarRegistrationResponse,
  WebinarSeats,
  WebinarSeatsResponse,
} from '@wtm/contract/data';
