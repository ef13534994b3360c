// Request and answer shapes of every call. The API serialises
// exactly these; api-client and the screens read exactly these.
import type { EnquiryProduct, PlanCode, ProductCode } from './products.ts';
import type { TrialChoice } from './trial.ts';
import type { SecurityEventKind } from './security-event-kinds.ts';
import type { SecondFactorStep } from './second-factor-types.ts';

/** A user's identifier: opaque on the wire (the API sends it as a string). */
export type UserId = string;

/** `POST /api/register/save` body. */
export interface RegisterRequest {
  firstName: string;
  lastName: string;
  password: string;
  email: string;
  phoneNo: string;
  city: string;
  company: string;
  /** One of {@link jobTitles}' ids (1..11). */
  jobTitleId: number;
  /**
   * The product chosen on a product page (`/register?product=CRM`): Account
   * Home starts it by itself once the address is confirmed. Not part of the original registration; optional.
   */
  product?: ProductCode;
  /** The pricing plan chosen with it (`&plan=standard`), one of the product's `pricingPlans`. */
  plan?: string;
}

/** `POST /api/login/login` body. `email` is filled from the form's username field. */
export interface LoginRequest {
  email: string;
  password: string;
  /** "Remember me": asks for a longer-lived session. */
  rememberMe?: boolean;
  /** A solved proof-of-work challenge (ALTCHA payload), sent when an answer asked for one. */
  altcha?: string;
}

/** A successful sign-in or registration: this whole object is the stored current user. */
export interface LoginSuccess {
  success: true;
  token: string;
  systemMessage: string;
  /** Used as `clientId` by the account calls. */
  id: UserId;
  email: string;
  /** The names the header shows; the profile page keeps them current after a change. */
  firstName: string;
  lastName: string;
}

/** A refused sign-in or registration (never an HTTP 401, so a wrong password cannot be told from a signed-out call). */
export interface LoginFailure {
  success: false;
  systemMessage: string;
  /**
   * True when the request is refused until it comes with a solved proof-of-work challenge
   * (`altcha`): the form then shows the challenge and the visitor submits again.
   */
  challengeRequired?: boolean;
  /** The password was right; the sign-in ends with a second factor (`POST /api/login/secondFactor`). */
  secondFactor?: SecondFactorStep;
}

/** Answer of `POST /api/login/login`. Narrow on `success` before reading the token. */
export type LoginResponse = LoginSuccess | LoginFailure;
/** Answer of `POST /api/register/save`: same shape as a sign-in. */
export type RegisterResponse = LoginResponse;

/** The usual answer of a command: forgot/change password, sales enquiry, logout. */
export interface ServiceResponse {
  success: boolean;
  systemMessage: string;
  /** As {@link LoginFailure.challengeRequired}: submit again with a solved challenge. */
  challengeRequired?: boolean;
}

/** `GET /api/login/forgotPassword?username=` query. */
export interface ForgotPasswordQuery {
  /** Email address or username. */
  username: string;
}

/** Legacy `GET /api/login/changePassword` query and body of our `POST` of the same path. */
export interface ChangePasswordRequest {
  password: string;
  /** The reset code from the mailed link's `hash` query parameter. */
  hash: string;
}

/** `POST /api/account/password` body: a signed-in customer's new password, with the current one. */
export interface AccountPasswordRequest {
  currentPassword: string;
  password: string;
}

/** `POST /api/account/delete` body: the current password confirms it. */
export interface AccountDeletionRequest {
  currentPassword: string;
}

/** `POST /api/account/email` body: the address to change to, with the current password. */
export interface EmailChangeRequest {
  email: string;
  currentPassword: string;
}

/** The answer to a confirmed or undone address change: on success, the account and its address now. */
export interface EmailChangeAnswer extends ServiceResponse {
  userId?: string;
  email?: string;
}

/** One line of the signed-in customer's security history. */
export interface SecurityEvent {
  kind: SecurityEventKind;
  at: string;
  /** The browser and system of the request; null when it said nothing readable. */
  device: string | null;
  /** Its network: an IPv4 /24 or IPv6 /48. */
  network: string | null;
  /** The address an address change named; null for the other kinds. */
  detail: string | null;
}

/** `GET /api/account/securityEvents`: the newest first. */
export interface SecurityEvents {
  events: SecurityEvent[];
}

/** One live session of the signed-in customer, as the security page lists it. */
export interface AccountSession {
  id: string;
  /** "Chrome 131 on Windows", from the user agent at sign-in; null when it said nothing readable. */
  device: string | null;
  /** The network signed in from: an IPv4 /24 or IPv6 /48, never a precise address. */
  network: string | null;
  /** ISO times. */
  signedInAt: string;
  lastSeenAt: string;
  /** The session of this request. */
  current: boolean;
}

/** `GET /api/account/sessions`: the live sessions, the most recently used first. */
export interface AccountSessions {
  sessions: AccountSession[];
}

/** `POST /api/register/salesEnquiry` body. */
export interface SalesEnquiryRequest {
  firstName: string;
  company?: string;
  email: string;
  phoneNo: string;
  comment?: string;
  enquiryFor: EnquiryProduct;
  /** Honeypot: hidden from people, so only bots fill it. Real users send it empty or not at all. */
  website?: string;
  /** A solved proof-of-work challenge (ALTCHA payload), sent when an answer asked for one. */
  altcha?: string;
}

/** One product in the account lists. */
export interface Product {
  productCode: ProductCode;
  productName: string;
  /** In `productList`: the pricing plan it runs on (one of the product's `pricingPlans`). */
  plan?: string;
  /** In `productList`: when its free trial ends (ISO 8601); absent on a free plan. */
  trialEndsAt?: string;
}

/** Answer of `GET /api/account/myProduct?clientId=`. */
export interface MyProductResponse {
  /** Products the customer already uses. */
  productList: Product[];
  /** Products the customer can still start. */
  notUsedProductList: Product[];
  /** Whether the customer has confirmed their address: products open only once they have. */
  emailVerified: boolean;
  /** The product chosen at registration and not started yet: Account Home starts it once the address is confirmed. */
  trialChoice?: TrialChoice;
}

/** Answer of `checkProductClient` and `confirmAssignProduct`. */
export interface ProductAssignmentResponse extends ServiceResponse, MyProductResponse {
  /** Where to send the browser; present when `success` is true. */
  projectUrl?: string;
}

/** Query of `GET /api/account/myProduct`. */
export interface MyProductQuery {
  clientId: UserId;
}

/** Query of `GET /api/account/checkProductClient` (the screen sends the same code twice). */
export interface CheckProductClientQuery {
  clientId: UserId;
  productCode: ProductCode;
  parentProductCode: ProductCode;
}

/** Query of `GET /api/account/confirmAssignProduct`. */
export interface ConfirmAssignProductQuery {
  clientId: UserId;
  productCode: ProductCode;
  planCode: PlanCode;
}

/** A user as `/users` returns it: never the password hash, never the role. */
export interface UserRecord {
  id: UserId;
  email: string;
  firstName: string;
  lastName: string;
  phoneNo: string;
  city: string;
  company: string;
  jobTitleId: number;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

/** `PUT /users/{id}` body: only these fields can be changed; anything else is dropped. */
export type UserUpdate = Partial<Pick<UserRecord, 'firstName' | 'lastName' | 'phoneNo' | 'city' | 'company' | 'jobTitleId'>>;

/** `POST /api/handoff/verify` body: what a product calls with its `handoff` URL parameter. */
export interface HandoffVerifyRequest {
  token: string;
}

/** A hand-off token accepted (once): who reached which product and workspace. */
export interface HandoffAccepted {
  success: true;
  systemMessage: string;
  userId: UserId;
  email: string;
  productCode: ProductCode;
  productName: string;
  workspace: string;
  /** Whether the person handed over has confirmed their address (OpenID Connect's claim name). */
  email_verified: boolean;
}

/** A hand-off token refused, and why. */
export interface HandoffRefused {
  success: false;
  reason: 'invalid' | 'expired' | 'used';
  systemMessage: string;
}

/** Answer of `POST /api/handoff/verify`. */
export type HandoffVerifyResponse = HandoffAccepted | HandoffRefused;

/** Answer of `GET /healthz`: 200 `ok` once the database answers, 503 `unavailable` while it does not. */
export interface HealthStatus {
  status: 'ok' | 'unavailable';
}

/** Answer of `GET /readyz`: 200 `ready` while the instance takes traffic, 503 `draining` once it stops. */
export interface ReadinessStatus {
  /** `unavailable`: the database does not answer; `migrations-pending`: its schema is older than this instance's code. */
  status: 'ready' | 'draining' | 'unavailable' | 'migrations-pending';
  /** Why not ready, for the operator (no secrets). */
  reason?: string;
}

/**
 * Answer of `GET /api/challenge`: a signed proof-of-work challenge in ALTCHA's format
 * (altcha-lib v2): the widget searches for the counter whose derived key starts with
 * `keyPrefix`, and sends the solution back with the signed parameters.
 */
export interface ProofOfWorkChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    expiresAt?: number;
  };
  signature?: string;
}

/** Body of every non-2xx answer of the API. */
export interface ErrorBody {
  message: string;
  statusCode?: number;
  /** Field name → message, when a request failed validation. */
  errors?: Record<string, string>;
}

/**
 * The 503 answer while the database is away: an error body that also has the command
 * shape, so a screen shows `systemMessage` like any refused command.
 */
export interface UnavailableBody {
  success: false;
  systemMessage: string;
  message: string;
  statusCode: number;
}

/** `POST /api/register/verifyEmail` body: the code of the confirmation link. */
export interface VerifyEmailRequest {
  code: string;
}

/** `POST /api/events/{slug}/registrations` body: a sign-up for a webinar. */
export interface WebinarRegistrationRequest {
  name: string;
  email: string;
  company: string;
  /** Honeypot, as on the enquiry form: people leave it empty. */
  website?: string;
  /** A solved proof-of-work challenge, sent when an answer asked for one. */
  altcha?: string;
}

/** Answer of a webinar sign-up. */
export interface WebinarRegistrationResponse extends ServiceResponse {
  /** True when this address had already signed up for this webinar (nothing new is sent). */
  alreadyRegistered?: boolean;
  /** True when the webinar has no seat left (nothing is recorded). */
  full?: boolean;
  /** Seats still free after this answer, where the webinar has a limit. */
  seatsLeft?: number;
}

/** One webinar's seats: `seatsLeft` only where the schedule sets a limit. */
export interface WebinarSeats {
  slug: string;
  seatsLeft?: number;
}

/** Answer of `GET /api/events`: the seats of every webinar that has not ended. */
export interface WebinarSeatsResponse {
  events: WebinarSeats[];
}
