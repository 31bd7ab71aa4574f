// The dice commitments as a service bound to the database: hidden rolls committed, found by code, and verified.
import type { Db } from '../../db/connection.js';
import { type CommitmentRecord, findCommitment } from './commitment-store.js';
import { commitHiddenRoll, type HiddenRoll } from './hidden-rolls.js';
import { type VerifyOutcome, type VerifyRequest, verifyCommitment } from './verify.js';

export class Commitments {
  constructor(private readonly db: Db) {}

  /** The commitment with this code, or null. */
  find(code: string): CommitmentRecord | null {
    return findCommitment(this.db, code);
  }

  /** Rolls hidden dice and saves their commitment (`/roll hidden`). */
  commitHiddenRoll(roll: HiddenRoll): CommitmentRecord {
    return commitHiddenRoll(this.db, roll);
  }

  verify(request: VerifyRequest): VerifyOutcome {
    return verifyCommitment(this.db, request);
  }
}
