/** The second factors an account can have beside its password. */
export const secondFactorMethods = ['authenticator-app', 'passkey'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/**
 * In a sign-in refusal: the password was right and a second factor is awaited. `token`
 * names this sign-in in `POST /api/login/secondFactor` (5 minutes, 5 wrong codes);
 * `methods`: the account's factors (a recovery code is always accepted).
 */
export interface SecondFactorStep {
  token: string;
  methods: SecondFactorMethod[];
}

/** `POST /api/login/secondFactor` body: a code from the authenticator app, or a recovery code. */
export interface SecondFactorRequest {
  token: string;
  code: string;
  rememberMe?: boolean;
  altcha?: string;
}

/** A passkey as its owner sees it on the security page. */
export interface AccountPasskey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/**
 * `GET /api/account/secondFactors`. Factors change only until `changesAllowedUntil`, ten
 * minutes after this session's sign-in (step-up); later the owner signs in again first.
 */
export interface AccountSecondFactors {
  authenticatorApp: { enabledAt: string } | null;
  passkeys: AccountPasskey[];
  recoveryCodesLeft: number;
  changesAllowedUntil: string;
}

/** `POST /api/account/authenticatorApp/setup`: what the app is given, as a QR code or typed. */
export interface AuthenticatorAppSetup {
  /** base32, for typing into the app. */
  secret: string;
  /** The `otpauth://` address the QR code carries. */
  uri: string;
  /** The QR code, an SVG image as a `data:` URL. */
  qrCode: string;
}

/** `POST /api/account/authenticatorApp` body: the app's first code confirms the setup. */
export interface AuthenticatorAppConfirmRequest {
  code: string;
}

/** A change that made new recovery codes: shown once, never again. */
export interface RecoveryCodesAnswer {
  success: true;
  systemMessage: string;
  recoveryCodes: string[];
}

/** `POST /api/account/passkeys/options` and `/api/login/passkey/options`: WebAuthn options and the id of their challenge. */
export interface PasskeyOptionsAnswer {
  challengeId: string;
  /** PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON. */
  options: Record<string, unknown>;
}

/** `POST /api/account/passkeys` body: the browser's registration answer and the owner's name for it. */
export interface PasskeyRegistrationRequest {
  challengeId: string;
  /** RegistrationResponseJSON. */
  response: Record<string, unknown>;
  name: string;
}

/** `PATCH /api/account/passkeys/{id}` body. */
export interface PasskeyNameRequest {
  name: string;
}

/** `POST /api/login/passkey` body: the browser's authentication answer. */
export interface PasskeySignInRequest {
  challengeId: string;
  /** AuthenticationResponseJSON. */
  response: Record<string, unknown>;
  rememberMe?: boolean;
}
