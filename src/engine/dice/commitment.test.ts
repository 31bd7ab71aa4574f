// Tests for dice commitments (RL-2): the SHA-256 hash and code format, and checking a revealed roll against its hash.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CODE_LENGTH, codeOf, commit, commitmentPreimage, hashDice, isCommitmentCode, matchesCommitment } from './commitment.js';

/** What a player would run by hand to check a revealed roll. */
function independentHash(dice: number[], salt: string): string {
  return createHash('sha256')
    .update(`${dice.join(',')}:${salt}`, 'utf8')
    .digest('hex');
}

describe('RL-2 commit', () => {
  it('RL-2 gives a 64-hex SHA-256 hash, a 12-character code that is its prefix, and a 32-hex salt', () => {
    const commitment = commit([3, 5, 1, 6, 2]);

    expect(commitment.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(commitment.code).toHaveLength(12);
    expect(CODE_LENGTH).toBe(12);
    expect(commitment.hash.startsWith(commitment.code)).toBe(true);
    expect(commitment.code).toBe(codeOf(commitment.hash));
    expect(commitment.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(commitment.dice).toEqual([3, 5, 1, 6, 2]);
  });

  it('RL-2 hash is sha256 of "<dice comma-joined>:<salt>", recomputable by anyone', () => {
    const commitment = commit([6, 6, 1]);
    expect(commitment.hash).toBe(independentHash([6, 6, 1], commitment.salt));
    expect(commitmentPreimage([6, 6, 1], commitment.salt)).toBe(`6,6,1:${commitment.salt}`);
  });

  it('RL-2 hashDice matches the documented preimage for known values', () => {
    expect(hashDice([1, 2, 3], 'deadbeef')).toBe(createHash('sha256').update('1,2,3:deadbeef').digest('hex'));
    expect(hashDice([20], '00')).toBe(independentHash([20], '00'));
    expect(hashDice([], 'ab')).toBe(createHash('sha256').update(':ab').digest('hex'));
  });

  it('RL-2 uses a fresh salt each time: the same dice committed twice give different hashes', () => {
    const first = commit([4, 4]);
    const second = commit([4, 4]);
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
    expect(first.code).not.toBe(second.code);
  });

  it('RL-2 copies the dice: changing the caller array later does not change the commitment', () => {
    const dice = [2, 3];
    const commitment = commit(dice);
    dice[0] = 6;
    expect(commitment.dice).toEqual([2, 3]);
    expect(matchesCommitment(commitment.hash, commitment.dice, commitment.salt)).toBe(true);
  });
});

describe('RL-2 matchesCommitment verifies a reveal', () => {
  const commitment = commit([3, 5, 1, 6, 2]);

  it('RL-2 is true for the committed dice and salt', () => {
    expect(matchesCommitment(commitment.hash, [3, 5, 1, 6, 2], commitment.salt)).toBe(true);
  });

  it('RL-2 is false when one die is changed', () => {
    expect(matchesCommitment(commitment.hash, [3, 5, 1, 6, 3], commitment.salt)).toBe(false);
    expect(matchesCommitment(commitment.hash, [4, 5, 1, 6, 2], commitment.salt)).toBe(false);
  });

  it('RL-2 is false when the dice are reordered, added or dropped', () => {
    expect(matchesCommitment(commitment.hash, [5, 3, 1, 6, 2], commitment.salt)).toBe(false);
    expect(matchesCommitment(commitment.hash, [3, 5, 1, 6, 2, 1], commitment.salt)).toBe(false);
    expect(matchesCommitment(commitment.hash, [3, 5, 1, 6], commitment.salt)).toBe(false);
  });

  it('RL-2 is false when the salt is changed', () => {
    const last = commitment.salt.at(-1) === '0' ? '1' : '0';
    const otherSalt = commitment.salt.slice(0, -1) + last;
    expect(matchesCommitment(commitment.hash, commitment.dice, otherSalt)).toBe(false);
  });

  it('RL-2 is false against a different or malformed published hash', () => {
    expect(matchesCommitment(commit([3, 5, 1, 6, 2]).hash, commitment.dice, commitment.salt)).toBe(false);
    expect(matchesCommitment(commitment.code, commitment.dice, commitment.salt)).toBe(false);
    expect(matchesCommitment('', commitment.dice, commitment.salt)).toBe(false);
  });
});

describe('RL-2 isCommitmentCode', () => {
  it('RL-2 accepts the code of a real commitment', () => {
    expect(isCommitmentCode(commit([1]).code)).toBe(true);
    expect(isCommitmentCode('0123456789ab')).toBe(true);
  });

  it('RL-2 refuses anything that is not 12 lowercase hex characters', () => {
    expect(isCommitmentCode('0123456789a')).toBe(false);
    expect(isCommitmentCode('0123456789abc')).toBe(false);
    expect(isCommitmentCode('0123456789AB')).toBe(false);
    expect(isCommitmentCode('0123456789ag')).toBe(false);
    expect(isCommitmentCode(' 0123456789ab')).toBe(false);
    expect(isCommitmentCode('')).toBe(false);
    expect(isCommitmentCode(commit([1]).hash)).toBe(false);
  });
});
