import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { postJson } from './accounts-fixture.ts';

let sequence = 0;
/** A different address per challenge, so the per-address limit on challenges stays out of the way. */
const nextAddress = () => `192.0.2.${(sequence += 1) % 250}`;

/** Fetches a challenge as the widget does (`GET /api/challenge`). */
export async function fetchChallenge(app: FastifyInstance, remoteAddress = nextAddress()): Promise<Challenge> {
  const response = await app.inject({ method: 'GET', url: '/api/challenge', remoteAddress });
  if (response.statusCode !== 200) throw new Error(`GET /api/challenge answered ${response.statusCode}: ${response.body}`);
  return response.json() as Challenge;
}

/** Solves a challenge with altcha-lib's solver and encodes the payload as the widget sends it. */
export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) throw new Error('the challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

/** A fresh challenge from the app, solved: the `altcha` field of a request. */
export async function solveFrom(app: FastifyInstance, remoteAddress?: string): Promise<string> {
  return solvedPayload(await fetchChallenge(app, remoteAddress));
}

/** The payload's JSON, so a test can tamper with it. */
export function decodePayload(payload: string): { challenge: Challenge; solution: { counter: number; derivedKey: string } } {
  return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
}

export function encodePayload(decoded: unknown): string {
  return Buffer.from(JSON.stringify(decoded)).toString('base64');
}

/**
 * Posts as a visitor's form does: when the answer asks for a challenge, solves one and
 * sends the same payload again with it. Returns the last answer.
 */
export async function postSolvingIfAsked(app: FastifyInstance, url: string, payload: object, remoteAddress: string): Promise<LightMyRequestResponse> {
  const first = await postJson(app, url, payload, { remoteAddress });
  if ((first.json() as { challengeRequired?: boolean }).challengeRequired !== true) return first;
  return postJson(app, url, { ...payload, altcha: await solveFrom(app) }, { remoteAddress });
}
