// The /verify check (RL-2): looks up a commitment by code and recomputes its hash from the revealed dice and salt.

import type { Tx } from '../../db/store.js';
import { commitmentPreimage, isCommitmentCode, matchesCommitment } from './commitment.js';
import { type CommitmentRecord, findCommitment, neverShown, revealCommitment } from './commitment-store.js';

export type VerifyOutcome =
  | { verdict: 'bad-code' }
  | { verdict: 'unknown' }
  /** `roller`: a plain `/roll`'s, which only its roller reveals (by verifying it); absent: a game's, shown when the game shows it. */
  | { verdict: 'not-revealed'; roller?: string }
  /** Issue 28: never to be revealed: thrown away unseen by the rules, or left unshown by a game now over. */
  | { verdict: 'never-shown'; why: 'discarded' | 'game-over' }
  | { verdict: 'match'; record: CommitmentRecord; preimage: string }
  | { verdict: 'mismatch'; record: CommitmentRecord };

export interface VerifyRequest {
  code: string;
  serverId: string;
  requester: string;
  now: number;
}

/**
 * RL-2 `/verify`: recomputes the hash from the revealed dice and salt; the
 * stored hash is the one published when the roll was made. A game reveals
 * its own dice; a plain `/roll` hidden roll is revealed when its roller asks
 * to verify it — the roller choosing to show it is the reveal.
 */
export async function verifyCommitment(db: Tx, request: VerifyRequest): Promise<VerifyOutcome> {
  const code = request.code.trim().toLowerCase();
  if (!isCommitmentCode(code)) return { verdict: 'bad-code' };
  let record = await findCommitment(db, code);
  if (!record || record.serverId !== request.serverId) return { verdict: 'unknown' };
  if (record.revealedAt === null) {
    const ownPlainRoll = record.tableId === null && record.ownerId === request.requester;
    if (!ownPlainRoll) {
      const why = await neverShown(db, record);
      if (why !== null) return { verdict: 'never-shown', why };
      return record.tableId === null ? { verdict: 'not-revealed', roller: record.ownerId } : { verdict: 'not-revealed' };
    }
    record = await revealCommitment(db, code, request.now);
  }
  if (!matchesCommitment(record.hash, record.dice, record.salt)) return { verdict: 'mismatch', record };
  return { verdict: 'match', record, preimage: commitmentPreimage(record.dice, record.salt) };
}
