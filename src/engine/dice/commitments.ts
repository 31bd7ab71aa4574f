// The dice commitments as a service bound to the database: hidden rolls committed, found by code, and verified.
import type { Store, Tx } from '../../db/store.js';
import { type CommitmentRecord, findCommitment } from './commitment-store.js';
import { commitHiddenRoll, type HiddenRoll } from './hidden-rolls.js';
import { type VerifyOutcome, type VerifyRequest, verifyCommitment } from './verify.js';

export class Commitments {
  /** The connection's statements: inside an action they join its transaction, outside every one each takes its own turn. */
  private readonly tx: Tx;

  constructor(store: Store) {
    this.tx = store.tx;
  }

  /** The commitment with this code, or null. */
  async find(code: string): Promise<CommitmentRecord | null> {
    return findCommitment(this.tx, code);
  }

  /** Rolls hidden dice and saves their commitment (`/roll hidden`). */
  async commitHiddenRoll(roll: HiddenRoll): Promise<CommitmentRecord> {
    return commitHiddenRoll(this.tx, roll);
  }

  async verify(request: VerifyRequest): Promise<VerifyOutcome> {
    return verifyCommitment(this.tx, request);
  }
}
