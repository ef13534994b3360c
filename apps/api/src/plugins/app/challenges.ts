import fp from 'fastify-plugin';
import { deriveChallengeKeys } from '../../services/challenges/keys.ts';
import { createChallengeService, type ChallengeService } from '../../services/challenges/challenge.service.ts';
import { loadHandoffSecret } from '../../services/products/handoff-secret.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Proof-of-work challenges: issued to the widget, redeemed once by sign-in and enquiries (decision 0026). */
    challenges: ChallengeService;
  }
}

export interface ChallengesPluginOptions {
  /** The clock of issued challenges; tests move it back to issue expired ones. */
  now?: () => number;
}

/**
 * The challenge service, keyed by the hand-off secret that every instance shares
 * (HANDOFF_SECRET, or the file in DATA_DIR), so any instance verifies any other's.
 */
export const challengesPlugin = fp(
  async (app, options: ChallengesPluginOptions) => {
    const { db, config, rateLimiter } = app;
    const secret = await loadHandoffSecret(config.products?.handoffSecret, config.dataDir);
    const challenges = createChallengeService({
      db,
      rateLimiter,
      keys: deriveChallengeKeys(secret.value),
      ...(config.challengeMaxNumber === undefined ? {} : { maxNumber: config.challengeMaxNumber }),
      ...(options.now === undefined ? {} : { now: options.now }),
    });
    app.decorate('challenges', {
      async issue(clientAddress) {
        const issued = await challenges.issue(clientAddress);
        app.metrics.challenges.inc({ decision: issued.kind });
        return issued;
      },
      async redeem(payload) {
        const check = await challenges.redeem(payload);
        app.metrics.challenges.inc({ decision: check });
        return check;
      },
    } satisfies ChallengeService);
  },
  { name: 'challenges', dependencies: ['config', 'database', 'rate-limiter', 'metrics'] },
);
