import type { FastifyReply } from 'fastify';

/**
 * The 400 answer for input that failed the contract's schema: every field's message in
 * `errors` (spec §5 wording), and the first of them as `message`, which is what a client
 * that reads only `message` shows (spec §8).
 */
export function sendInvalidInput(reply: FastifyReply, errors: Record<string, string | undefined>): FastifyReply {
  const fieldErrors = Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const message = Object.values(fieldErrors)[0] ?? 'Invalid input';
  return reply.code(400).send({ message, statusCode: 400, errors: fieldErrors });
}
