import { t } from '../i18n/index.js';
import { markReminded, tablesPastDeadline, tablesToRemind } from '../tables/repository.js';
import type { ActResult, Actor } from '../tables/service.js';
import { post } from './channels.js';
import type { BotContext } from './context.js';
import { publish } from './publish.js';
import { mention, relativeTime } from './wording.js';

/**
 * Plays the game's default move for a table's awaited player, now: the first
 * of the game's moves for them that goes through (the next is tried when
 * money refuses one). `key` makes it once-only: a second tick, a second
 * process or a retried /table skip finds it done.
 */
export function expireTurn(context: BotContext, tableId: number, actor: Actor, force: boolean, key: string): ActResult {
  for (let fallback = 0; ; fallback += 1) {
    const result = context.tables.act({
      tableId,
      actor,
      command: { kind: 'expire', force, fallback },
      interactionId: fallback === 0 ? key : `${key}:${fallback}`,
      now: context.now(),
    });
    if (result.ok || result.error.code !== 'insufficient-funds') return result;
  }
}

/**
 * The tables' clocks, owned by the bot: at half time the awaited player is
 * reminded (one mention in the table's channel); at the deadline the game's
 * default move is played for them. Deadlines live in SQLite and follow the
 * bot's clock, so a restarted bot fires what fell due while it was down, once,
 * and the sandbox's `wait:` fires what it moved past.
 */
export class TurnTimers {
  private ticking: Promise<void> = Promise.resolve();
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

  /** Ticks every `periodMs` of real time (production); the sandbox ticks when its clock moves instead. */
  start(periodMs: number): void {
    this.stop();
    this.interval = setInterval(() => {
      this.tick().catch((error: unknown) => this.context.log.error({ err: error }, 'turn timers failed'));
    }, periodMs);
    this.interval.unref();
  }

  stop(): void {
    if (this.interval) clearInterval(this.interval);
    this.interval = null;
  }

  private async fire(): Promise<void> {
    const { context } = this;
    const now = context.now();
    for (const tableId of tablesToRemind(context.db, now)) await this.remind(tableId);
    for (const tableId of tablesPastDeadline(context.db, now)) await this.expire(tableId);
  }

  private async remind(tableId: number): Promise<void> {
    const { context } = this;
    const table = context.tables.publicTable(tableId);
    if (!table?.deadline) return;
    const { player, at } = table.deadline;
    // Marked first: a channel that refuses the message must not be asked again every second.
    markReminded(context.db, tableId, at);
    await post(context, table.channelId, {
      content: t('table-reminder', { player: mention(player), game: context.games.name(table.game), deadline: relativeTime(at) }),
      allowedMentions: { users: [player] },
    });
  }

  private async expire(tableId: number): Promise<void> {
    const { context } = this;
    const table = context.tables.publicTable(tableId);
    if (!table) return;
    const actor = { userId: context.client.user?.id ?? 'croupier', isModerator: true };
    const key = `expire:${tableId}:${table.version}`;
    const result = expireTurn(context, tableId, actor, false, key);
    if (!result.ok) {
      if (!this.stuck.has(key)) context.log.warn({ table: tableId, refused: result.error.code }, 'a deadline passed but nothing could be played');
      this.stuck.add(key);
      return;
    }
    await publish(context, result);
  }
}
