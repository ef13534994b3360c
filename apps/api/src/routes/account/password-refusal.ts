import { ruleMessages } from '@wtm/contract';
import type { FastifyReply } from 'fastify';
import { sendSessionEnded } from '../../plugins/app/auth.ts';
import { sendTooManyRequests } from '../../plugins/app/rate-limiter.ts';
import type { PasswordRefusal } from '../../services/accounts/current-password.ts';

/** A My Account change refused at its password check: the 429, the 400 naming `currentPassword`, or an ended session. */
export function sendPasswordRefusal(reply: FastifyReply, refusal: PasswordRefusal): FastifyReply {
  switch (refusal.kind) {
    case 'throttled':
      return sendTooManyRequests(reply, refusal.decision);
    case 'wrong-password':
      return reply.code(400).send({ message: ruleMessages.currentPasswordWrong, statusCode: 400, errors: { currentPassword: ruleMessages.currentPasswordWrong } });
    case 'no-account':
      // Deleted between the session check and now: as any ended session.
      return sendSessionEnded(reply);
  }
}
