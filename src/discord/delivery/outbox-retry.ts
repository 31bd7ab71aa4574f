// Marks an action as shown in the database, retrying later with growing waits while another program holds the database's write lock.
import { isDatabaseBusy } from '../../engine/write-lock.js';
import type { BotContext } from '../runtime/context.js';

/** Issue 32: notes an announcement message posted; a failure is only logged (shown again after a crash, that message would be said twice). */
export async function noteSaid(context: Pick<BotContext, 'tables' | 'log'>, actionId: number, said: number): Promise<void> {
  try {
    await context.tables.noteSaid(actionId, said);
  } catch (error) {
    context.log.warn({ action: actionId, said, err: error }, 'could not note an announcement said');
  }
}

/** The longest wait between two tries: a writer that holds the lock for minutes is retried twice a minute. */
const LONGEST_WAIT_MS = 30_000;

/**
 * Marks an action shown (its outbox entry removed). When another program
 * holds the database's write lock (issue 27) the action went through and was
 * shown, so the player is not told otherwise: the mark is tried again later,
 * a second, then longer. A restart meanwhile shows it again, as after a crash.
 */
export async function markShown(context: Pick<BotContext, 'tables' | 'log'>, actionId: number, attempt = 0): Promise<void> {
  try {
    await context.tables.shown(actionId);
  } catch (error) {
    if (!isDatabaseBusy(error)) throw error;
    const waitMs = Math.min(LONGEST_WAIT_MS, 1000 * 2 ** attempt);
    context.log.warn({ action: actionId, attempt, waitMs, err: error }, 'the database is busy; the action is marked shown later');
    // Later, nothing may throw: a timer has nobody to catch (the bot may have stopped and closed the database).
    setTimeout(async () => {
      try {
        await markShown(context, actionId, attempt + 1);
      } catch (later) {
        context.log.warn({ action: actionId, err: later }, 'an action could not be marked shown; a restart shows it again');
      }
    }, waitMs).unref();
  }
}
