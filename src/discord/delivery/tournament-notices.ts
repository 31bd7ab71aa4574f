// Says a tournament notice in its channel and records how far it got shown (placed, said, shown), so a restart repeats only what was not shown.
import { isDatabaseBusy } from '../../engine/write-lock.js';
import type { BotContext } from '../runtime/context.js';
import type { AnnouncementMessage } from './publish.js';

/**
 * Marks on a tournament's notice (tournaments/notices.ts) as it is shown.
 * A mark the database cannot take now (another program holds its lock,
 * issue 27) is logged and let go: what it marks was shown, and at worst a
 * restart shows that part again.
 */
function mark(context: Pick<BotContext, 'log'>, notice: number, what: string, write: () => void): void {
  try {
    write();
  } catch (error) {
    if (!isDatabaseBusy(error)) throw error;
    context.log.warn({ notice, what, err: error }, 'the database is busy; a tournament notice mark is left for a restart');
  }
}

/** The notice's tables are where they play now (their threads, or the channel): a restart does not place them again. */
export function noticePlaced(context: Pick<BotContext, 'tournamentBook' | 'log'>, notice: number | null): void {
  if (notice !== null) mark(context, notice, 'placed', () => context.tournamentBook.noticePlaced(notice));
}

/** The first `said` of the notice's messages are posted. */
export function noticeSaid(context: Pick<BotContext, 'tournamentBook' | 'log'>, notice: number | null, said: number): void {
  if (notice !== null) mark(context, notice, 'said', () => context.tournamentBook.noticeSaid(notice, said));
}

/** Everything the notice had to show is shown. */
export function noticeShown(context: Pick<BotContext, 'tournamentBook' | 'log'>, notice: number | null): void {
  if (notice !== null) mark(context, notice, 'shown', () => context.tournamentBook.noticeShown(notice));
}

/**
 * Says a notice's messages from `from` on, each marked once posted (a
 * message Discord refused counts: it is not tried for ever), then the
 * notice is done.
 */
export async function sayNotice(
  context: Pick<BotContext, 'tournamentBook' | 'log'>,
  notice: number | null,
  messages: readonly AnnouncementMessage[],
  from: number,
  say: (message: AnnouncementMessage) => Promise<unknown>,
): Promise<void> {
  for (let index = from; index < messages.length; index++) {
    await say(messages[index]!);
    noticeSaid(context, notice, index + 1);
  }
  noticeShown(context, notice);
}
