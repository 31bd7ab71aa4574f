// The one writer of table state: every action planned, then committed in one transaction with a version check.
import type { Store } from '../../db/store.js';
import type { AnyGame, UserId } from '../contract.js';
import { cryptoRng, type DiceSource } from '../dice/rng.js';
import { InsufficientFundsError, postTransfer } from '../economy/ledger.js';
import { type RuleError, ruleError } from '../refusal.js';
import type { ServedShards } from '../servers/served-shards.js';
import { serverSettings } from '../servers/settings.js';
import { anyPlayAt, logAction, tableActedOnBy } from './action-log.js';
import { deadlineAfter, pausedAfter } from './clock-plans.js';
import { type Plan, planCommand } from './command-plans.js';
import { cannotCover, RefusedAlongside, VersionConflict } from './errors.js';
import { groupSizes, splits } from './groups.js';
import { settleEnd } from './leftover.js';
import { openingOptions, openTable } from './opening.js';
import { TableOutbox } from './outbox.js';
import type { PlanInput } from './plan-terms.js';
import type { TableServiceOptions } from './reads.js';
import type { RecordedEvent } from './recorded.js';
import { recordEvents } from './recording.js';
import { insertTable, loadTable, markSeat, openTableIn, seatsAt, setTeam, setTimeouts, type TableRecord, takeSeat, unseat, writeTable } from './repository.js';
import { SplitTables } from './split-tables.js';
import { fundStacks, purseOf } from './stakes.js';
import { type Reminder, tablesPastDeadline, takeReminders } from './timer-queries.js';

export type { Actor, TableCommand } from './command-plans.js';

import type { ActRequest, ActResult, Applied, FeatureAction, NewTableSpec, OpenRequest, TableHooks, TableStep } from './contract.js';

export type { ActRequest, ActResult, Applied, NewTableSpec, OpenRequest, PublicTable, TableHooks } from './contract.js';

/** A dry run's answer, carried out of the transaction it rolls back. */
/** A rule read what its command was not given: a bug here, never a player's doing. */
function unread(what: string, kind: string): never {
  throw new Error(`planCommand read ${what} for a ${kind}, which is not read before it`);
}

class Tried extends Error {
  constructor(readonly result: ActResult) {
    super('tried');
  }
}

/** What one action's transaction ends with: the answer, and the table as it then stands (to remember once committed). */
interface Acted {
  result: ActResult;
  table: TableRecord | null;
}

/**
 * The only writer of table state. Every action is one SQLite transaction:
 * the new state (`UPDATE … WHERE version = ?`), the action log entry, the
 * commitments and the ledger transfers — all or nothing. The rules decide
 * (`planCommand`), the repository and the ledger write. What anyone may
 * read of the tables is its base, TableReads (tables/reads.ts); what it
 * owes to show after a crash, TableOutbox (tables/outbox.ts).
 */
export class TableService extends TableOutbox {
  /** EL-1: tables played as groups. */
  private readonly split: SplitTables;
  /** A trial (refusal) is running: whatever it rolls is thrown away with it. */
  private trying = false;

  constructor(
    store: Store,
    games: readonly AnyGame[],
    private readonly dice: DiceSource,
    options: TableServiceOptions = {},
  ) {
    super(store, games, options);
    this.split = new SplitTables({
      store,
      current: (tableId) => this.current(tableId),
      alongside: (request, part) => this.alongside(request, part),
      makeTable: (spec, request, part) => this.makeTable(spec, request, part),
      toPublic: (table) => this.toPublic(table),
      owe: (entry) => this.owe(entry),
    });
  }

  /** The features that sit on the tables (records, side bets, tournaments): attached once, by the engine's composition. */
  attach(...hooks: readonly TableHooks[]): void {
    this.features.attach(...hooks);
  }

  /** Runs `work` as one transaction of the table service (a tournament's commands change tables and their own rows at once). */
  transaction<T>(work: () => T | Promise<T>): Promise<T> {
    return this.store.transaction(async () => work());
  }

  async open(request: OpenRequest): Promise<ActResult> {
    const game = this.game(request.game);
    const parsed = openingOptions(game, request.options);
    if (!parsed.ok) return parsed;
    return this.store.transaction(async (): Promise<ActResult> => {
      const duplicate = await this.duplicateOf(request.interactionId);
      if (duplicate) return duplicate;
      const existing = await openTableIn(this.tx, request.channelId);
      if (existing !== null) {
        const other = (await loadTable(this.tx, existing))!;
        return { ok: false, error: ruleError('table-exists', 'error-table-exists', { game: { game: other.game } }) };
      }
      const { tableId, events } = await openTable(this.tx, game, request, parsed.options);
      return { ok: true, table: await this.toPublic((await loadTable(this.tx, tableId))!), events, deliveries: [], duplicate: false };
    });
  }

  async act(request: ActRequest): Promise<ActResult> {
    const { command } = request;
    if (command.kind !== 'expire') return await this.actOnce(request);
    // A turn run out: the first of the game's default moves that goes through (money refusing a meet makes it a drop).
    // Each try has its own interaction id, so an expiry retried later finds what it did.
    for (let fallback = 0; ; fallback += 1) {
      const interactionId = fallback === 0 || request.interactionId === null ? request.interactionId : `${request.interactionId}:${fallback}`;
      const result = await this.actOnce({ ...request, command: { ...command, fallback }, interactionId });
      if (result.ok || result.error.code !== 'insufficient-funds') return result;
    }
  }

  /**
   * An action a feature takes on a table itself (VJ-11's `/table bet`), in
   * one transaction: `work` writes the feature's rows and says what
   * happened; the table then moves a version (its message redraws) and the
   * action is logged. A refusal thrown as `RefusedAlongside`, even after
   * `work` wrote, rolls it all back, so it leaves nothing behind.
   */
  async featureAction(request: FeatureAction, work: (table: TableRecord) => Promise<{ events: RecordedEvent[]; payload: unknown }>): Promise<ActResult> {
    try {
      return await this.store.transaction(async (): Promise<ActResult> => this.featureActionInTransaction(request, work));
    } catch (error) {
      if (error instanceof RefusedAlongside) return { ok: false, error: error.error };
      throw error;
    }
  }

  private async featureActionInTransaction(
    request: FeatureAction,
    work: (table: TableRecord) => Promise<{ events: RecordedEvent[]; payload: unknown }>,
  ): Promise<ActResult> {
    const duplicate = await this.duplicateOf(request.interactionId);
    if (duplicate) return duplicate;
    const table = await this.current(request.tableId);
    if (!table) return { ok: false, error: ruleError('table-not-found', 'error-table-not-found') };
    const { events, payload } = await work(table);
    const { status, state, placings, deadline, paused } = table;
    if (!(await writeTable(this.tx, table, { status, state, placings, deadline, paused, now: request.now, ended: false }))) {
      throw new RefusedAlongside(ruleError('table-changed', 'error-table-changed'));
    }
    const { tableId, interactionId, actorId, kind, now } = request;
    const actionId = await logAction(this.tx, { tableId, version: table.version + 1, interactionId, actorId, kind, payload, events, now });
    const written: TableRecord = { ...table, version: table.version + 1, updatedAt: request.now };
    return { ok: true, table: await this.toPublic(written), events, deliveries: [], duplicate: false, actionId };
  }

  /** EL-1: how many groups a start of this table would make now (0: it plays as one game). */
  async groupsAtStart(tableId: number): Promise<number> {
    const table = await this.read(tableId);
    if (table?.status !== 'lobby') return 0;
    const game = this.game(table.game);
    const players = table.seats.filter((seat) => seat.role === 'player' && seat.status === 'seated').length;
    return game.groups && splits(game, players) ? groupSizes(players, game.groups).length : 0;
  }

  /**
   * What an action would answer now, without keeping anything: done whole
   * and rolled back. For what must be judged before Discord makes things
   * for it (a start's group threads).
   */
  async refusal(request: ActRequest): Promise<RuleError | null> {
    // The trial's dice are thrown away with it (its groups' too): none is taken from the tables' source,
    // so a scripted one (the sandbox's forced dice) keeps them for the action that counts.
    this.trying = true;
    try {
      await this.store.transaction(async () => {
        const { result } = await this.actInTransaction(request);
        throw new Tried(result);
      });
    } catch (error) {
      if (error instanceof Tried) return error.result.ok ? null : error.result.error;
      if (error instanceof RefusedAlongside) return error.error;
      if (error instanceof InsufficientFundsError) return cannotCover(error, request.actor.userId);
      if (error instanceof VersionConflict) return ruleError('table-changed', 'error-table-changed');
      throw error;
    } finally {
      this.trying = false;
    }
    return null;
  }

  /** Tables whose awaited player is out of time now, oldest deadline first; only on the servers `served` (issue 31) [every one]. */
  async pastDeadline(now: number, served?: ServedShards): Promise<number[]> {
    return tablesPastDeadline(this.tx, now, served);
  }

  /** The half-time reminders due now, each handed out once (taken as sent before it is posted); only on the servers `served` [every one]. */
  async remindersDue(now: number, served?: ServedShards): Promise<Reminder[]> {
    const due = await this.store.transaction(async () => takeReminders(this.tx, now, served));
    // Issue 30: a choice made at once reminds everyone still choosing.
    const reminders: Reminder[] = [];
    for (const reminder of due) {
      const table = await this.read(reminder.tableId);
      const together = table?.state != null ? this.game(table.game).awaited(table.state)?.together : undefined;
      reminders.push(together && together.length > 0 ? { ...reminder, players: together } : reminder);
    }
    return reminders;
  }

  private async actOnce(request: ActRequest): Promise<ActResult> {
    // Inside a caller's transaction our commit is only a savepoint's release: what we wrote may yet be rolled back.
    const committed = !this.store.within();
    let acted: Acted;
    try {
      acted = await this.store.transaction(async () => this.actInTransaction(request));
    } catch (error) {
      // Rolled back: the cache still holds only what was committed before.
      if (error instanceof VersionConflict) return { ok: false, error: ruleError('table-changed', 'error-table-changed') };
      if (error instanceof RefusedAlongside) return { ok: false, error: error.error };
      if (error instanceof InsufficientFundsError) return { ok: false, error: cannotCover(error, request.actor.userId) };
      throw error;
    }
    if (committed && acted.table) this.cache.remember(acted.table);
    return acted.result;
  }

  private async actInTransaction(request: ActRequest): Promise<Acted> {
    const duplicate = await this.duplicateOf(request.interactionId);
    if (duplicate) return { result: duplicate, table: null };
    const found = await this.current(request.tableId);
    if (!found) return { result: { ok: false, error: ruleError('table-not-found', 'error-table-not-found') }, table: null };
    const table = found.groupCount === null ? found : await this.split.groupFor(found, request);
    if (!table) return { result: { ok: false, error: ruleError('plays-in-groups', 'error-plays-in-groups') }, table: found };
    if (request.expectedVersion !== undefined && request.expectedVersion !== table.version) {
      return { result: { ok: false, error: ruleError('stale-button', 'error-stale-button') }, table };
    }
    // The rules stay synchronous: what a command may read (settings, purses, bets) is read first, and only for the commands that read it.
    const reads = await this.planReads(table, request);
    const planned = planCommand({
      table,
      game: this.game(table.game),
      actor: request.actor,
      command: request.command,
      ...reads,
      rng: this.trying ? cryptoRng : typeof this.dice === 'function' ? this.dice({ tableId: table.id, version: table.version }) : this.dice,
      now: request.now,
    });
    if (!planned.ok) return { result: planned, table };
    return this.write(table, planned.plan, request);
  }

  /** What `planCommand` reads beside the table, read before it: joining and watching read the settings, joining and starting the purses, joining the bets, ending the plays. */
  private async planReads(table: TableRecord, request: ActRequest): Promise<Pick<PlanInput, 'settings' | 'purse' | 'backsSomeone' | 'playedSinceStart'>> {
    const { kind } = request.command;
    const { userId } = request.actor;
    const tx = this.tx;
    const settings = kind === 'join' || kind === 'watch' ? await serverSettings(tx, table.serverId) : null;
    const purses = new Map<UserId, number>();
    if (kind === 'join' || kind === 'start') {
      for (const member of new Set([userId, ...table.seats.map((seat) => seat.userId)])) purses.set(member, await purseOf(tx, table, member));
    }
    const backs = kind === 'join' ? await this.features.backsSomeone(table.id, userId) : false;
    const played = kind === 'end' ? await anyPlayAt(tx, table.id) : false;
    return {
      settings: () => settings ?? unread('settings', kind),
      purse: (member) => purses.get(member) ?? unread('purse', kind),
      backsSomeone: () => backs,
      playedSinceStart: () => played,
    };
  }

  private async write(table: TableRecord, plan: Plan, request: ActRequest): Promise<Acted> {
    const { tx } = this;
    const ended = plan.status === 'finished' || plan.status === 'cancelled';
    const { status, state, placings } = plan;
    const game = this.game(table.game);
    const paused = pausedAfter(game, table, plan);
    const deadline = deadlineAfter(game, table, plan, request.now);
    if (!(await writeTable(tx, table, { status, state, placings, deadline, paused, now: request.now, ended }))) throw new VersionConflict();
    for (const change of plan.seatChanges) {
      if (change.op === 'add') await takeSeat(tx, table.id, change.seat, request.now);
      else if (change.op === 'remove') await unseat(tx, table.id, change.userId);
      else if (change.op === 'mark') await markSeat(tx, table.id, change.userId, change.status);
      else if (change.op === 'team') await setTeam(tx, table.id, change.userId, change.team);
      else await setTimeouts(tx, table.id, change.userId, change.timeouts);
    }

    const context = { tx, table, interactionId: request.interactionId, now: request.now };
    const { publicEvents, deliveries, transfers } = await recordEvents(context, plan.gameEvents);
    // Stacks are funded before the rules' own moves (antes, buy-ins) come out of them.
    const stacks = request.command.kind === 'start' ? fundStacks(table, plan.startingPlayers, context, await this.features.stacks(table)) : null;
    if (stacks) transfers.unshift(stacks);
    const refund = ended || plan.refund ? await settleEnd(context, plan.refund, transfers) : null;
    // "The game is over" comes last, after the reveals that decided it.
    const finish = plan.tableEvents.filter((event) => event.what === 'finished');
    const step: TableStep = { table, game, plan, request, publicEvents };
    // The features' own events (side bets settled) come after the game's, "the game is over" included.
    const events: RecordedEvent[] = [
      ...plan.tableEvents.filter((event) => event.what !== 'finished'),
      ...publicEvents,
      ...(refund?.events ?? []),
      ...finish,
      ...(await this.features.events(step)),
    ];
    // EL-1: the groups exist before this table's start is logged, so its split event can say where each plays.
    const groups = await this.split.start(table, plan, request, events);
    const { command } = request;
    // A secret choice (VA-2) is logged as what anyone may know of it; the choice itself stays in the state, like the dice.
    const payload = command.kind === 'play' && game.logged ? { ...command, action: game.logged(command.action) } : command;
    const actionId = await logAction(tx, {
      tableId: table.id,
      version: table.version + 1,
      interactionId: request.interactionId,
      actorId: request.actor.userId,
      kind: command.kind,
      payload,
      events,
      now: request.now,
    });
    for (const transfer of [...transfers, ...(refund ? [refund.transfer] : [])]) await postTransfer(tx, { ...transfer, actionId });
    // Records read the transfers just posted (a finished game's nets).
    await this.features.posted(step);
    const others = [...groups, ...(await this.split.end(table, plan, request)), ...(await this.split.after(table, ended, request))];
    // A game's end moves what sits on the table on (a tournament's bracket), after the groups have moved theirs.
    const after = ended ? await this.features.ended({ ...table, status, state, placings }, request) : null;
    if (after) others.push(...after.others);
    // Shown once committed; kept until then, so a restart in between still shows it.
    const codes = deliveries.map((delivery) => delivery.code);
    const nonce = await this.owe({ actionId, tableId: table.id, codes, now: request.now, replyToken: request.replyToken });
    // The table as written, without reading it back: only seats that changed are read again (their order is SQLite's).
    const written: TableRecord = {
      ...table,
      status,
      state,
      placings,
      deadline,
      paused,
      version: table.version + 1,
      updatedAt: request.now,
      seats: plan.seatChanges.length > 0 ? await seatsAt(tx, table.id) : table.seats,
      groupCount: plan.groups?.length ?? table.groupCount,
    };
    const showing = { said: 0, nonce };
    const result: Applied = { ok: true, table: await this.toPublic(written), events, deliveries, duplicate: false, actionId, showing };
    return { result: { ...result, ...(others.length > 0 ? { others } : {}), ...after?.parts }, table: written };
  }

  /**
   * A table made as part of another action (EL-1's groups, VJ-11's
   * tournament games), in its transaction: its players seated in the order
   * given, then started at once or left in its lobby. Its opening is in
   * the outbox, so a restart still shows it.
   */
  async makeTable(spec: NewTableSpec, request: ActRequest, part: string, made?: (tableId: number) => void): Promise<Applied> {
    const tableId = await insertTable(this.tx, { ...spec, now: request.now });
    // Whoever made it knows the table before its start: a game that ends in the step that starts it reports to them (VJ-11).
    made?.(tableId);
    for (const [position, seat] of spec.seats.entries()) await takeSeat(this.tx, tableId, { ...seat, position: position + 1, timeouts: 0 }, request.now);
    const actionId = await logAction(this.tx, {
      tableId,
      version: 1,
      interactionId: null,
      actorId: spec.hostId,
      kind: 'open',
      payload: spec.options,
      events: [],
      now: request.now,
    });
    if (spec.start) return this.alongside({ ...request, tableId, command: { kind: 'start' } }, part);
    const showing = { said: 0, nonce: await this.owe({ actionId, tableId, codes: [], now: request.now }) };
    return { ok: true, table: await this.toPublic((await this.current(tableId))!), events: [], deliveries: [], duplicate: false, actionId, showing };
  }

  /** Another table's action made as part of this one (same transaction, same actor): a refusal there refuses the whole. */
  async alongside(request: ActRequest, part: string): Promise<Applied> {
    const interactionId = request.interactionId === null ? null : `${request.interactionId}:${part}`;
    const { result } = await this.actInTransaction({ ...request, interactionId, expectedVersion: undefined, replyToken: undefined });
    if (!result.ok) throw new RefusedAlongside(result.error);
    return result;
  }

  /** An interaction seen before: answer with the table as it stands, change nothing. */
  private async duplicateOf(interactionId: string | null): Promise<ActResult | null> {
    if (interactionId === null) return null;
    const tableId = await tableActedOnBy(this.tx, interactionId);
    if (tableId === null) return null;
    return { ok: true, table: await this.toPublic((await this.current(tableId))!), events: [], deliveries: [], duplicate: true };
  }
}
