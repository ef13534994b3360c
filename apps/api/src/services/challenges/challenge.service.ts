import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Executor } from '../../db/schema.ts';
import { recordUsedChallenge } from '../../repositories/used-challenges.repository.ts';
import type { ChallengeKeys } from './keys.ts';
import type { RateLimiter } from '../rate-limiter.service.ts';
import { challengeRateRules } from '../accounts/rate-rules.ts';
import type { Throttled } from '../throttled.ts';

/** SHA-256 proof of work: one hash to issue, one HMAC to verify, so the server's cost stays flat. */
export const CHALLENGE_ALGORITHM = 'SHA-256';
/**
 * The most hashes a solution may take (CHALLENGE_MAX_NUMBER overrides it): the secret
 * counter is drawn from 1 to this, so a browser hashes half of it on average. 50,000
 * takes a phone about a second at most (decision 0026 has the measurements).
 */
export const DEFAULT_CHALLENGE_MAX_NUMBER = 50_000;
/** A challenge must be solved and used within this. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/** What a redemption found: only `accepted` lets the request through. */
export type ChallengeCheck = 'accepted' | 'missing' | 'malformed' | 'expired' | 'forged' | 'used';

export type ChallengeIssue = { kind: 'issued'; challenge: Challenge } | Throttled;

export interface ChallengeService {
  /** A new signed challenge for the widget to solve, within the per-address limit. */
  issue(clientAddress: string): Promise<ChallengeIssue>;
  /**
   * Checks a solved challenge's payload (the widget's base64 JSON) and, if it holds, marks
   * it used in the database: a solution works once, on any instance.
   */
  redeem(payload: string | undefined): Promise<ChallengeCheck>;
}

export interface ChallengeDeps {
  db: Executor;
  rateLimiter: RateLimiter;
  keys: ChallengeKeys;
  maxNumber?: number;
  now?: () => number;
}

export function createChallengeService({ db, rateLimiter, keys, maxNumber = DEFAULT_CHALLENGE_MAX_NUMBER, now = Date.now }: ChallengeDeps): ChallengeService {
  return {
    async issue(clientAddress) {
      const decision = await rateLimiter.hit(challengeRateRules.issuePerAddress, clientAddress);
      if (!decision.allowed) return { kind: 'throttled', decision };
      const challenge = await createChallenge({
        algorithm: CHALLENGE_ALGORITHM,
        cost: 1,
        counter: randomInt(maxNumber),
        deriveKey,
        expiresAt: new Date(now() + CHALLENGE_LIFETIME_MS),
        hmacSignatureSecret: keys.signature,
        hmacKeySignatureSecret: keys.keySignature,
      });
      return { kind: 'issued', challenge };
    },

    async redeem(payload) {
      if (payload === undefined || payload === '') return 'missing';
      const solved = parsePayload(payload);
      if (solved === undefined) return 'malformed';
      const verdict = await verifySolution({
        challenge: solved.challenge,
        solution: solved.solution,
        deriveKey,
        hmacSignatureSecret: keys.signature,
        hmacKeySignatureSecret: keys.keySignature,
      }).catch(() => undefined);
      if (verdict === undefined) return 'malformed';
      if (verdict.expired) return 'expired';
      if (!verdict.verified) return 'forged';
      // Signed by us, so both are ours: a random nonce and the expiry (in seconds).
      const { nonce, expiresAt = 0 } = solved.challenge.parameters;
      return (await recordUsedChallenge(db, nonce, expiresAt * 1000)) ? 'accepted' : 'used';
    },
  };
}

/** The widget's payload: base64 of JSON `{ challenge: { parameters, signature }, solution }`. */
function parsePayload(payload: string): Payload | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || !isRecord(parsed.challenge) || !isRecord(parsed.solution)) return undefined;
  const { parameters, signature } = parsed.challenge;
  if (!isRecord(parameters) || typeof signature !== 'string' || typeof parameters.nonce !== 'string') return undefined;
  return parsed as unknown as Payload;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
