// The interactions handled, as a service bound to the database: each is claimed once, however often Discord delivers it.
import type { Store, Tx } from '../../db/store.js';
import { claimInteraction } from './handled-interactions.js';

export class Interactions {
  /** The connection's statements: inside an action they join its transaction, outside every one each takes its own turn. */
  private readonly tx: Tx;

  constructor(store: Store) {
    this.tx = store.tx;
  }

  /** True the first time an interaction is claimed; false when it was claimed before (issue 28). */
  async claim(interactionId: string, what: string, now: number): Promise<boolean> {
    return await claimInteraction(this.tx, interactionId, what, now);
  }
}
