import { hkdfSync } from 'node:crypto';
import fp from 'fastify-plugin';
import { loadHandoffSecret } from '../../services/products/handoff-secret.ts';
import { createAccountsService, type AccountsService } from '../../services/accounts/accounts.service.ts';
import { createAccountDeletion, type AccountDeletion } from '../../services/accounts/account-deletion.service.ts';
import { createSecurityHistory, type SecurityHistory } from '../../services/accounts/security-history.service.ts';
import { createNewBrowserNotice } from '../../services/accounts/new-browser-notice.service.ts';
import { createEmailChangeService, type EmailChangeService } from '../../services/accounts/email-change.service.ts';
import { createEmailVerificationService, type EmailVerificationService } from '../../services/accounts/email-verification.service.ts';
import { dummyPasswordHash } from '../../services/accounts/password-hasher.ts';
import { createPasswordChangeService, type PasswordChangeService } from '../../services/accounts/password-change.service.ts';
import { createPasswordResetService, type PasswordResetService } from '../../services/accounts/password-reset.service.ts';
import { createUsersService, type UsersService } from '../../services/accounts/users.service.ts';
import { createSecondFactors, type SecondFactors } from '../../services/accounts/second-factors.service.ts';
import { createPasskeys, type Passkeys } from '../../services/accounts/passkeys.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Register, sign in, sign out. */
    accounts: AccountsService;
    /** Forgot-password links and password changes. */
    passwordReset: PasswordResetService;
    /** A signed-in customer's change of address, confirmed and undone from mailed links. */
    emailChange: EmailChangeService;
    /** Deleting an account after its 7-day grace. */
    accountDeletion: AccountDeletion;
    /** Each account's security history: what happened, from which browser and network. */
    securityHistory: SecurityHistory;
    /** A signed-in customer's password change. */
    passwordChange: PasswordChangeService;
    /** The /users records. */
    users: UsersService;
    /** Address confirmation links: issue, resend, verify. */
    emailVerification: EmailVerificationService;
    /** Each account's authenticator app and recovery codes, and the step-up rule for changing them. */
    secondFactors: SecondFactors;
    /** Passkeys: registration, naming, removal and the passkey sign-in. */
    passkeys: Passkeys;
  }
}

export const accountsPlugin = fp(
  async (app) => {
    // Made now, so the first sign-in with an unknown address is not slower than the rest.
    await dummyPasswordHash();
    const { db, sessions, rateLimiter, challenges, outbox, mailWorker, background } = app;
    const wakeMailWorker = () => mailWorker.wake();
    const verification = createEmailVerificationService({ db, outbox, rateLimiter, wakeMailWorker, publicUrl: app.config.publicUrl });
    app.decorate('emailVerification', verification);
    const browsers = createNewBrowserNotice({ db, outbox, rateLimiter, background, wakeMailWorker, publicUrl: app.config.publicUrl });
    const history = createSecurityHistory({ db });
    app.decorate('securityHistory', history);
    const deletion = createAccountDeletion({ db, outbox, rateLimiter, history, wakeMailWorker, publicUrl: app.config.publicUrl });
    app.decorate('accountDeletion', deletion);
    const factors = createSecondFactors({ db, history });
    app.decorate('secondFactors', factors);
    const handoffSecret = await loadHandoffSecret(app.config.products?.handoffSecret, app.config.dataDir);
    const signInKey = Buffer.from(hkdfSync('sha256', handoffSecret.value, '', 'wtm-passkey-sign-in.v1', 32));
    const passkeys = createPasskeys({ db, history, factors, publicUrl: app.config.publicUrl, signInKey });
    app.decorate('passkeys', passkeys);
    app.decorate('accounts', createAccountsService({ db, sessions, rateLimiter, challenges, verification, browsers, history, deletion, factors, passkeys, background, wakeMailWorker }));
    app.decorate(
      'passwordReset',
      createPasswordResetService({
        db,
        outbox,
        sessions,
        rateLimiter,
        background,
        wakeMailWorker,
        publicUrl: app.config.publicUrl,
      }),
    );
    app.decorate('passwordChange', createPasswordChangeService({ db, outbox, sessions, rateLimiter, wakeMailWorker, publicUrl: app.config.publicUrl }));
    app.decorate('emailChange', createEmailChangeService({ db, outbox, rateLimiter, wakeMailWorker, publicUrl: app.config.publicUrl }));
    app.decorate('users', createUsersService({ db }));
  },
  { name: 'accounts', dependencies: ['database', 'auth', 'rate-limiter', 'challenges', 'mail', 'background'] },
);
