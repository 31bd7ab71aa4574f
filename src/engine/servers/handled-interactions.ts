// Claims each Discord interaction once in SQLite, so an interaction delivered again (gateway resume, restart) is not acted on twice.
import type { Tx } from '../../db/store.js';

/**
 * How long a claim is kept: Discord's token life. A delivery older than 3 s
 * is never acted on (interaction-deadline.ts), so a claim outlives every
 * delivery it could meet many times over.
 */
const CLAIM_KEPT_MS = 15 * 60_000;

/**
 * Issue 28: claims an interaction for the one handling it gets. True the
 * first time; false when it was claimed before (the same interaction
 * delivered again: by a gateway resume, or to a restarted bot), which must
 * then change nothing. Claims too old to meet a delivery are pruned here.
 */
export function claimInteraction(db: Tx, interactionId: string, what: string, now: number): Promise<boolean> {
  return db.store.transaction(async () => {
    await db.run('DELETE FROM handled_interactions WHERE handled_at < ?', now - CLAIM_KEPT_MS);
    const claimed = await db.run(
      'INSERT INTO handled_interactions (interaction_id, what, handled_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      interactionId,
      what.slice(0, 120),
      now,
    );
    return claimed.changes === 1;
  });
}
