// Says a tournament notice in its channel and records how far it got shown (placed, said, shown), so a restart repeats only what was not shown.
import { isDatabaseBusy } from '../../engine/write-lock.js';
import type { BotContext } from '../runtime/context.js';
import { nonceOf } from './nonces.js';
import type { AnnouncementMessage } from './publish.js';

/**
 * Marks on a tournament's notice (tournaments/notices.ts) as it is shown.
 * A mark the database cannot take now (another program holds its lock,
 * issue 27) is logged and let go: what it marks was shown, and at worst a
 * restart shows that part again.
 */
async function mark(context: Pick<BotContext, 'log'>, notice: number, what: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isDatabaseBusy(error)) throw error;
    context.log.warn({ notice, what, err: error }, 'the database is busy; a tournament notice mark is left for a restart');
  }
}

/** The notice's tables are where they play now (their threads, or the channel): a restart does not place them again. */
export async function noticePlaced(context: Pick<BotContext, 'tournamentBook' | 'log'>, notice: number | null): Promise<void> {
  if (notice !== null) await mark(context, notice, 'placed', () => context.tournamentBook.noticePlaced(notice));
}

/** The first `said` of the notice's messages are posted. */
export async function noticeSaid(context: Pick<BotContext, 'tournamentBook' | 'log'>, notice: number | null, said: number): Promise<void> {
  if (notice !== null) await mark(context, notice, 'said', () => context.tournamentBook.noticeSaid(notice, said));
}

/** Everything the notice had to show is shown. */
export async function noticeShown(context: Pick<BotContext, 'tournamentBook' | 'log'>, notice: number | null): Promise<void> {
  if (notice !== null) await mark(context, notice, 'shown', () => context.tournamentBook.noticeShown(notice));
}

/**
 * Says a notice's messages from `from` on, each marked once posted (a
 * message Discord refused counts: it is not tried for ever), then the
 * notice is done.
 */
export async function sayNotice(
  context: Pick<BotContext, 'tournamentBook' | 'log'>,
  notice: number | null,
  nonce: string,
  messages: readonly AnnouncementMessage[],
  from: number,
  say: (message: AnnouncementMessage) => Promise<unknown>,
): Promise<void> {
  // Issue 32: each message carries its nonce, so news said again after a crash is not posted twice (nonces.ts).
  for (let index = from; index < messages.length; index++) {
    const message = messages[index]!;
    await say(nonce ? { ...message, nonce: nonceOf(nonce, index), enforceNonce: true } : message);
    await noticeSaid(context, notice, index + 1);
  }
  await noticeShown(context, notice);
}
