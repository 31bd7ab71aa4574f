// The tables' turn clocks: reminds the awaited player at half time and plays the game's default move at the deadline, even after a restart.
import type { Reminder } from '../../engine/tables/timer-queries.js';
import { isDatabaseBusy } from '../../engine/write-lock.js';
import { t } from '../../i18n/index.js';
import { ANNOUNCED_LIST, listWithin } from '../kit/budget.js';
import { mention, relativeTime } from '../kit/wording.js';
import { inServerLanguage } from '../language/readers.js';
import type { BotContext } from '../runtime/context.js';
import { publish } from './publish.js';

/** How long the timers sit out after meeting a busy database. */
const BUSY_PAUSE_MS = 5000;

/**
 * The tables' clocks, owned by the bot: at half time the awaited player is
 * reminded (one mention in the table's channel); at the deadline the game's
 * default move is played for them. Deadlines live in SQLite and follow the
 * bot's clock, so a restarted bot fires what fell due while it was down, once,
 * and the sandbox's `wait:` fires what it moved past.
 */
export class TurnTimers {
  private ticking: Promise<void> = Promise.resolve();
  private busy = false;
  /** Real time before which the timers do not tick: the database was busy (another writer). */
  private pausedUntil = 0;
  private interval: NodeJS.Timeout | null = null;
  /** Deadlines that passed with nothing to play, by table and version: logged once, not every tick. */
  private readonly stuck = new Set<string>();

  constructor(private readonly context: BotContext) {}

  /** Fires everything due now; ticks run one after another. */
  tick(): Promise<void> {
    this.ticking = this.ticking.then(
      () => this.fire(),
      () => this.fire(),
    );
    return this.ticking;
  }

  /** Ticks every `periodMs` of real time (production), skipping a beat while Discord is slow; the sandbox ticks when its clock moves instead. */
  start(periodMs: number): void {
    this.stop();
    this.interval = setInterval(() => {
      if (this.busy || Date.now() < this.pausedUntil) return;
      this.busy = true;
      this.tick()
        .catch((error: unknown) => {
          // Another program holds the write lock (issue 27): each try stands the bot still for the busy timeout,
          // so the timers sit out a few seconds, leaving the event loop to interactions, and fire what is due after.
          if (!isDatabaseBusy(error)) return this.context.log.error({ err: error }, 'turn timers failed');
          this.pausedUntil = Date.now() + BUSY_PAUSE_MS;
          this.context.log.warn({ err: error, pauseMs: BUSY_PAUSE_MS }, 'the database is busy; turn timers try again later');
        })
        .finally(() => {
          this.busy = false;
        });
    }, periodMs);
    this.interval.unref();
  }

  stop(): void {
    if (this.interval) clearInterval(this.interval);
    this.interval = null;
  }

  private async fire(): Promise<void> {
    const { tables } = this.context;
    const now = this.context.now();
    // Issue 31: only the tables of the servers this process serves; another process serving the other shards fires theirs.
    const { served } = this.context;
    for (const reminder of await tables.remindersDue(now, served)) await this.remind(reminder);
    // A choice made at once (issue 30) leaves the next chooser on the same passed deadline: fired in the same tick.
    let due = await tables.pastDeadline(now, served);
    while (due.length > 0) {
      const played: number[] = [];
      for (const tableId of due) if (await this.expire(tableId)) played.push(tableId);
      due = (await tables.pastDeadline(now, served)).filter((tableId) => played.includes(tableId));
    }
  }

  private async remind({ tableId, channelId, game, players, at }: Reminder): Promise<void> {
    const serverId = (await this.context.tables.publicTable(tableId))?.serverId ?? null;
    const [player] = players;
    const content = await inServerLanguage(this.context, serverId, () =>
      players.length === 1 && player
        ? t('table-reminder', { player: mention(player), game: this.context.games.name(game), deadline: relativeTime(at) })
        : t('table-reminder-together', {
            players: listWithin(players.map(mention), ANNOUNCED_LIST),
            game: this.context.games.name(game),
            deadline: relativeTime(at),
          }),
    );
    await this.context.announcer.say(channelId, { content, allowedMentions: { users: [...players] } });
  }

  /** Whether something was played. */
  private async expire(tableId: number): Promise<boolean> {
    const { context } = this;
    const table = await context.tables.publicTable(tableId);
    if (!table) return false;
    // Once per table version: a second tick, a second process or a retry finds it done.
    const key = `expire:${tableId}:${table.version}`;
    const result = await context.tables.act({
      tableId,
      actor: { userId: context.client.user?.id ?? 'croupier', isModerator: true },
      command: { kind: 'expire', force: false },
      interactionId: key,
      now: context.now(),
    });
    if (!result.ok) {
      if (!this.stuck.has(key)) context.log.warn({ table: tableId, refused: result.error.code }, 'a deadline passed but nothing could be played');
      this.stuck.add(key);
      return false;
    }
    await publish(context, result);
    return !result.duplicate;
  }
}
