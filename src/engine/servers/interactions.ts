// The interactions handled, as a service bound to the database: each is claimed once, however often Discord delivers it.
import type { Db } from '../../db/connection.js';
import { txOf } from '../../db/sqlite-store.js';
import { claimInteraction } from './handled-interactions.js';

export class Interactions {
  constructor(private readonly db: Db) {}

  /** True the first time an interaction is claimed; false when it was claimed before (issue 28). */
  async claim(interactionId: string, what: string, now: number): Promise<boolean> {
    return await claimInteraction(txOf(this.db), interactionId, what, now);
  }
}
