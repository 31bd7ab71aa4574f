// Makes each interaction count once however often Discord delivers it: remembers seen ids, and claims changing ones in the database.
import type { Interactions } from '../../engine/servers/interactions.js';

/** How long this process remembers an interaction it has seen: far past the 3 s in which it could still be acted on. */
const REMEMBERED_MS = 60_000;

/**
 * Issue 28: each interaction is handled once, however often Discord
 * delivers it (a gateway resume replays events; a test delivers one again,
 * at once or after its answer). This process remembers the ids it has seen,
 * so a copy of any interaction, even one that only reads, is left alone
 * without touching the database; one that changes anything is also claimed
 * in the database, in the same synchronous step, so a copy reaching a
 * restarted bot changes nothing either. Reads claim nothing: they stay
 * answered while another program holds the database's write lock.
 */
export class Deliveries {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly interactions: Interactions,
    private readonly now: () => number,
  ) {}

  /** Whether this delivery is the interaction's first; `what` names it in the claim, for reading a log by. */
  async first(interactionId: string, what: string, changes: boolean): Promise<boolean> {
    const now = this.now();
    // Ids in the order seen: the oldest go first, until one is recent.
    for (const [id, at] of this.seen) {
      if (at >= now - REMEMBERED_MS) break;
      this.seen.delete(id);
    }
    if (this.seen.has(interactionId)) return false;
    this.seen.set(interactionId, now);
    return !changes || (await this.interactions.claim(interactionId, what, now));
  }
}
