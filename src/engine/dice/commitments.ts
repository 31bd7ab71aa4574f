// The dice commitments as a service bound to the database: hidden rolls committed, found by code, and verified.
import type { Db } from '../../db/connection.js';
import { txOf } from '../../db/sqlite-store.js';
import { type CommitmentRecord, findCommitment } from './commitment-store.js';
import { commitHiddenRoll, type HiddenRoll } from './hidden-rolls.js';
import { type VerifyOutcome, type VerifyRequest, verifyCommitment } from './verify.js';

export class Commitments {
  constructor(private readonly db: Db) {}

  /** The commitment with this code, or null. */
  async find(code: string): Promise<CommitmentRecord | null> {
    return findCommitment(txOf(this.db), code);
  }

  /** Rolls hidden dice and saves their commitment (`/roll hidden`). */
  async commitHiddenRoll(roll: HiddenRoll): Promise<CommitmentRecord> {
    return commitHiddenRoll(txOf(this.db), roll);
  }

  async verify(request: VerifyRequest): Promise<VerifyOutcome> {
    return verifyCommitment(txOf(this.db), request);
  }
}
