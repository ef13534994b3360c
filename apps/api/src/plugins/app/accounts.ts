import fp from 'fastify-plugin';
import { createAccountsService, type AccountsService } from '../../services/accounts/accounts.service.ts';
import { dummyPasswordHash } from '../../services/accounts/password-hasher.ts';
import { createPasswordResetService, type PasswordResetService } from '../../services/accounts/password-reset.service.ts';
import { createUsersService, type UsersService } from '../../services/accounts/users.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Register, sign in, sign out. */
    accounts: AccountsService;
    /** Forgot-password links and password changes. */
    passwordReset: PasswordResetService;
    /** The /users records. */
    users: UsersService;
  }
}

export const accountsPlugin = fp(
  async (app) => {
    // Made now, so the first sign-in with an unknown address is not slower than the rest.
    await dummyPasswordHash();
    const { db, sessions, rateLimiter, challenges, outbox, mailWorker, background } = app;
    app.decorate('accounts', createAccountsService({ db, sessions, rateLimiter, challenges }));
    app.decorate(
      'passwordReset',
      createPasswordResetService({
        db,
        outbox,
        sessions,
        rateLimiter,
        background,
        wakeMailWorker: () => mailWorker.wake(),
        publicUrl: app.config.publicUrl,
      }),
    );
    app.decorate('users', createUsersService({ db }));
  },
  { name: 'accounts', dependencies: ['database', 'auth', 'rate-limiter', 'challenges', 'mail', 'background'] },
);
