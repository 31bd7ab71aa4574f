import type { Rng } from '../dice/rng.js';
import { findCommitment, unrevealedAtTable, type CommitmentRecord } from '../db/commitments.js';
import type { Db } from '../db/connection.js';
import { ensureServer, serverSettings } from '../db/servers.js';
import { InsufficientFundsError, memberOf, postTransfer } from '../economy/ledger.js';
import type { AnyGame, Standing, UserId } from '../games/contract.js';
import { invalidOption } from '../invalid-option.js';
import { type RuleError, ruleError } from '../refusal.js';
import { fundStacks, recordEvents, refundTable, type HiddenDelivery, type PublicEvent } from './events.js';
import { planCommand, type Actor, type Plan, type TableCommand } from './plans.js';
import { latestTableIn, loadTable, openTableIn, type TableRecord } from './records.js';

export type { Actor, TableCommand } from './plans.js';

export interface LoggedAction {
  version: number;
  actorId: UserId | null;
  kind: string;
  events: PublicEvent[];
  at: number;
}

/** A table as anyone may see it: the game's public view instead of its state. */
export type PublicTable = Omit<TableRecord, 'state'> & { view: unknown };

export type ActResult =
  | { ok: true; table: PublicTable; events: PublicEvent[]; deliveries: HiddenDelivery[]; duplicate: boolean; actionId?: number }
  | { ok: false; error: RuleError };

export interface ActRequest {
  tableId: number;
  actor: Actor;
  command: TableCommand;
  /** The Discord interaction; the same one applied twice is applied once. */
  interactionId: string | null;
  /** From a button's custom id: the table version the player was looking at. */
  expectedVersion?: number | undefined;
  now: number;
}

export interface OpenRequest {
  serverId: string;
  channelId: string;
  parentChannelId?: string | null;
  game: string;
  host: UserId;
  /** The open command's options, as typed; the game's schema parses them. */
  options: Record<string, unknown>;
  interactionId: string | null;
  now: number;
}

/** Another writer changed the table between our read and our write. */
class VersionConflict extends Error {}

/**
 * The only writer of table state. Every action is one SQLite transaction:
 * the new state (`UPDATE … WHERE version = ?`), the action log entry, the
 * commitments and the ledger transfers — all or nothing.
 */
export class TableService {
  private readonly games: Map<string, AnyGame>;

  constructor(
    private readonly db: Db,
    games: readonly AnyGame[],
    private readonly rng: Rng,
  ) {
    this.games = new Map(games.map((game) => [game.id, game]));
  }

  game(id: string): AnyGame {
    const game = this.games.get(id);
    if (!game) throw new Error(`no game ${id} is registered`);
    return game;
  }

  gameIds(): string[] {
    return [...this.games.keys()];
  }

  tableIn(channelId: string): number | null {
    return openTableIn(this.db, channelId);
  }

  /** The open table here, or the last one that ended: status and scoresheet stay readable after the game. */
  latestTableIn(channelId: string): number | null {
    return latestTableIn(this.db, channelId);
  }

  publicTable(tableId: number): PublicTable | null {
    const table = loadTable(this.db, tableId);
    return table ? this.toPublic(table) : null;
  }

  /** One player's own view of the game (their hidden dice), never anyone else's. */
  seatView(tableId: number, player: UserId): unknown {
    const table = loadTable(this.db, tableId);
    if (!table || table.state === null) return null;
    return this.game(table.game).seatView(table.state, player);
  }

  /** The table's action log as anyone may read it: who did what, and the public events it caused. */
  publicLog(tableId: number): LoggedAction[] {
    const rows = this.db.prepare('SELECT version, actor_id, kind, events, created_at FROM actions WHERE table_id = ? ORDER BY version').all(tableId) as {
      version: number;
      actor_id: string | null;
      kind: string;
      events: string;
      created_at: number;
    }[];
    return rows.map((row) => ({
      version: row.version,
      actorId: row.actor_id,
      kind: row.kind,
      events: JSON.parse(row.events) as PublicEvent[],
      at: row.created_at,
    }));
  }

  /** Every player's public standing (out, score, lives, dice left), for summaries. */
  standings(tableId: number): Map<UserId, Standing> {
    const table = loadTable(this.db, tableId);
    const standings = new Map<UserId, Standing>();
    if (!table || table.state === null) return standings;
    const game = this.game(table.game);
    for (const seat of table.seats.filter((s) => s.role === 'player')) standings.set(seat.userId, game.standing(table.state, seat.userId));
    return standings;
  }

  /** The hidden rolls at a table this member may still look at (`/table dice`, "Show my dice"). */
  hiddenRollsFor(tableId: number, member: UserId): CommitmentRecord[] {
    return unrevealedAtTable(this.db, tableId, member);
  }

  /** The game's verdict on an open command's options: null when they are fine. */
  checkOptions(gameId: string, options: Record<string, unknown>): RuleError | null {
    const parsed = this.game(gameId).optionsSchema.safeParse(options);
    return parsed.success ? null : invalidOption(parsed.error);
  }

  open(request: OpenRequest): ActResult {
    const game = this.game(request.game);
    const parsed = game.optionsSchema.safeParse(request.options);
    if (!parsed.success) return { ok: false, error: this.checkOptions(request.game, request.options)! };
    return this.db
      .transaction((): ActResult => {
        const duplicate = this.duplicateOf(request.interactionId);
        if (duplicate) return duplicate;
        const existing = openTableIn(this.db, request.channelId);
        if (existing !== null) {
          const other = loadTable(this.db, existing)!;
          return { ok: false, error: ruleError('table-exists', 'error-table-exists', { game: { game: other.game } }) };
        }
        ensureServer(this.db, request.serverId, request.now);
        const tableId = Number(
          this.db
            .prepare(
              `INSERT INTO game_tables (server_id, channel_id, parent_channel_id, game, status, host_id, options, created_at, updated_at)
             VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?)`,
            )
            .run(
              request.serverId,
              request.channelId,
              request.parentChannelId ?? null,
              game.id,
              request.host,
              JSON.stringify(parsed.data),
              request.now,
              request.now,
            ).lastInsertRowid,
        );
        // The opener takes the first seat: most hosts play; one who only runs the table leaves it.
        const tag = serverSettings(this.db, request.serverId).playerTags[0]!;
        this.db
          .prepare(`INSERT INTO seats (table_id, user_id, role, position, tag, joined_at) VALUES (?, ?, 'player', 1, ?, ?)`)
          .run(tableId, request.host, tag, request.now);
        const events: PublicEvent[] = [{ type: 'table', what: 'opened', member: request.host }];
        this.logAction(tableId, 1, request.interactionId, request.host, 'open', parsed.data, events, request.now);
        return { ok: true, table: this.toPublic(loadTable(this.db, tableId)!), events, deliveries: [], duplicate: false };
      })
      .immediate();
  }

  act(request: ActRequest): ActResult {
    try {
      return this.db.transaction((): ActResult => this.actInTransaction(request)).immediate();
    } catch (error) {
      if (error instanceof VersionConflict) return { ok: false, error: ruleError('table-changed', 'error-table-changed') };
      if (error instanceof InsufficientFundsError) return { ok: false, error: this.cannotCover(error, request) };
      throw error;
    }
  }

  /** Who could not cover a stake, in the table's money: the actor is told "you", others are named. */
  private cannotCover(error: InsufficientFundsError, request: ActRequest): RuleError {
    const { account } = error;
    const player = memberOf(account);
    const money = (amount: number) => ({ money: amount, in: account.kind === 'wallet' ? ('wallet' as const) : ('stack' as const) });
    const params = { amount: money(error.needed), balance: money(error.balance), player: { member: player } };
    return player === request.actor.userId
      ? ruleError('insufficient-funds', 'error-insufficient-funds', params)
      : ruleError('insufficient-funds', 'error-player-insufficient-funds', params);
  }

  private actInTransaction(request: ActRequest): ActResult {
    const duplicate = this.duplicateOf(request.interactionId);
    if (duplicate) return duplicate;
    const table = loadTable(this.db, request.tableId);
    if (!table) return { ok: false, error: ruleError('table-not-found', 'error-table-not-found') };
    if (request.expectedVersion !== undefined && request.expectedVersion !== table.version) {
      return { ok: false, error: ruleError('stale-button', 'error-stale-button') };
    }
    const planned = planCommand({
      table,
      game: this.game(table.game),
      actor: request.actor,
      command: request.command,
      settings: serverSettings(this.db, table.serverId),
      rng: this.rng,
      now: request.now,
    });
    if (!planned.ok) return planned;
    return this.write(table, planned.plan, request);
  }

  private write(table: TableRecord, plan: Plan, request: ActRequest): ActResult {
    const { db } = this;
    const ended = plan.status === 'finished' || plan.status === 'cancelled';
    const written = db
      .prepare(
        `UPDATE game_tables SET status = ?, state = ?, placings = ?, version = version + 1, updated_at = ?, ended_at = ?
         WHERE id = ? AND version = ?`,
      )
      .run(
        plan.status,
        plan.state === null || plan.state === undefined ? null : JSON.stringify(plan.state),
        plan.placings ? JSON.stringify(plan.placings) : null,
        request.now,
        ended ? request.now : null,
        table.id,
        table.version,
      );
    if (written.changes !== 1) throw new VersionConflict();

    for (const change of plan.seatChanges) {
      if (change.op === 'add') {
        const seat = change.seat;
        // A player who left a running game may come back as a watcher: their row is reused.
        db.prepare(
          `INSERT INTO seats (table_id, user_id, role, position, tag, team, joined_at) VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (table_id, user_id) DO UPDATE SET role = excluded.role, position = excluded.position,
             tag = excluded.tag, team = excluded.team, status = 'seated', joined_at = excluded.joined_at`,
        ).run(table.id, seat.userId, seat.role, seat.position, seat.tag, seat.team, request.now);
      } else if (change.op === 'remove') {
        db.prepare('DELETE FROM seats WHERE table_id = ? AND user_id = ?').run(table.id, change.userId);
      } else {
        db.prepare('UPDATE seats SET status = ? WHERE table_id = ? AND user_id = ?').run(change.status, table.id, change.userId);
      }
    }

    const context = { db, table, interactionId: request.interactionId, now: request.now };
    const { publicEvents, deliveries, transfers } = recordEvents(context, plan.gameEvents);
    // Stacks are funded before the rules' own moves (antes, buy-ins) come out of them.
    const stacks = request.command.kind === 'start' ? fundStacks(table, plan.startingPlayers, context) : null;
    if (stacks) transfers.unshift(stacks);
    const refund = plan.refund ? refundTable(context) : null;
    // "The game is over" comes last, after the reveals that decided it.
    const finish = plan.tableEvents.filter((event) => event.what === 'finished');
    const events: PublicEvent[] = [...plan.tableEvents.filter((event) => event.what !== 'finished'), ...publicEvents, ...(refund?.events ?? []), ...finish];
    const actionId = this.logAction(
      table.id,
      table.version + 1,
      request.interactionId,
      request.actor.userId,
      request.command.kind,
      request.command,
      events,
      request.now,
    );
    for (const transfer of [...transfers, ...(refund ? [refund.transfer] : [])]) postTransfer(db, { ...transfer, actionId });
    // Shown once committed; kept until then, so a restart in between still shows it.
    db.prepare('INSERT INTO outbox (action_id, table_id, codes, created_at) VALUES (?, ?, ?, ?)').run(
      actionId,
      table.id,
      JSON.stringify(deliveries.map((delivery) => delivery.code)),
      request.now,
    );
    return { ok: true, table: this.toPublic(loadTable(db, table.id)!), events, deliveries, duplicate: false, actionId };
  }

  /** The action has been shown (announced, dice delivered): nothing left to redo after a restart. */
  shown(actionId: number): void {
    this.db.prepare('DELETE FROM outbox WHERE action_id = ?').run(actionId);
  }

  /** Actions saved but not yet shown when the bot stopped, oldest first, rebuilt for showing. */
  unshown(): Extract<ActResult, { ok: true }>[] {
    const rows = this.db
      .prepare('SELECT o.action_id, o.table_id, o.codes, a.events FROM outbox o JOIN actions a ON a.id = o.action_id ORDER BY o.action_id')
      .all() as { action_id: number; table_id: number; codes: string; events: string }[];
    return rows.map((row) => {
      const deliveries = (JSON.parse(row.codes) as string[])
        .map((code) => findCommitment(this.db, code))
        .filter((record) => record !== null && record.revealedAt === null)
        .map((record) => ({
          code: record!.code,
          owner: record!.ownerId,
          viewers: record!.viewerIds,
          label: record!.label,
          dice: record!.dice,
          salt: record!.salt,
          tableId: row.table_id,
          channelId: record!.channelId,
        }));
      return {
        ok: true as const,
        table: this.publicTable(row.table_id)!,
        events: JSON.parse(row.events) as PublicEvent[],
        deliveries,
        duplicate: false,
        actionId: row.action_id,
      };
    });
  }

  private logAction(
    tableId: number,
    version: number,
    interactionId: string | null,
    actorId: UserId | null,
    kind: string,
    payload: unknown,
    events: PublicEvent[],
    now: number,
  ): number {
    return Number(
      this.db
        .prepare('INSERT INTO actions (table_id, version, interaction_id, actor_id, kind, payload, events, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(tableId, version, interactionId, actorId, kind, JSON.stringify(payload), JSON.stringify(events), now).lastInsertRowid,
    );
  }

  /** An interaction seen before: answer with the table as it stands, change nothing. */
  private duplicateOf(interactionId: string | null): ActResult | null {
    if (interactionId === null) return null;
    const row = this.db.prepare('SELECT table_id FROM actions WHERE interaction_id = ?').get(interactionId) as { table_id: number } | undefined;
    if (!row) return null;
    return { ok: true, table: this.toPublic(loadTable(this.db, row.table_id)!), events: [], deliveries: [], duplicate: true };
  }

  private toPublic(table: TableRecord): PublicTable {
    const { state, ...rest } = table;
    return { ...rest, view: state === null ? null : this.game(table.game).publicView(state) };
  }
}
