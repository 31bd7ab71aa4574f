// Discord's message nonce (issue 32): what the bot shows of a saved action carries one, so a cluster killed mid-send and shown again posts nothing twice.
import { createHash } from 'node:crypto';

/** Discord takes a nonce of up to 25 characters. */
const NONCE_LENGTH = 25;

/**
 * The nonce of one message the bot shows for a saved thing (an action's
 * announcement, a hidden roll's DM): the same parts, the same nonce. Sent
 * with `enforce_nonce`, Discord returns the message it made with that nonce
 * in the last few minutes instead of making another, so showing again after
 * a crash (the outbox at start) does not say it twice. Hashed: the parts
 * (ids, a commitment code) are longer than 25 characters together, and a
 * hash says nothing of them.
 */
export function nonceOf(...parts: readonly (string | number)[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, NONCE_LENGTH);
}
