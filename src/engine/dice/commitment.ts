// Dice commitments (RL-2): hash a hidden roll with a random salt so anyone can later check the revealed dice were not changed.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * RL-2: a hidden roll is committed publicly when made — SHA-256 over the dice
 * and a random salt — and revealed with the salt later. Anyone can recompute
 * `sha256("<dice comma-separated>:<salt>")` and compare it to the hash whose
 * first 12 characters were shown as the code.
 */
export interface Commitment {
  dice: number[];
  salt: string;
  hash: string;
  code: string;
}

export const CODE_LENGTH = 12;

export function commitmentPreimage(dice: readonly number[], salt: string): string {
  return `${dice.join(',')}:${salt}`;
}

export function hashDice(dice: readonly number[], salt: string): string {
  return createHash('sha256').update(commitmentPreimage(dice, salt)).digest('hex');
}

export function codeOf(hash: string): string {
  return hash.slice(0, CODE_LENGTH);
}

/** The salt is always fresh from the CSPRNG: forced or seeded dice never make guessable salts. */
export function commit(dice: readonly number[]): Commitment {
  const salt = randomBytes(16).toString('hex');
  const hash = hashDice(dice, salt);
  return { dice: [...dice], salt, hash, code: codeOf(hash) };
}

/** Recomputes the hash from what was revealed; the stored dice are not trusted. */
export function matchesCommitment(hash: string, dice: readonly number[], salt: string): boolean {
  const recomputed = Buffer.from(hashDice(dice, salt), 'hex');
  const published = Buffer.from(hash, 'hex');
  return recomputed.length === published.length && timingSafeEqual(recomputed, published);
}

export function isCommitmentCode(text: string): boolean {
  return new RegExp(`^[0-9a-f]{${CODE_LENGTH}}$`).test(text);
}
