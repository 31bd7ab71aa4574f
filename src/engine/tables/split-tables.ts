// Tables split into groups (EL-1): routes moves to a member's group table, starts and cancels the groups, and ends the parent after the last.
import type { Store } from '../../db/store.js';
import { logAction } from './action-log.js';
import { isOpen, VersionConflict } from './errors.js';
import type { Plan } from './plan-terms.js';
import type { RecordedEvent } from './recorded.js';
import { groupsOf, setGroupCount, type TableRecord, type TableStatus, tableColumns, writeTable } from './repository.js';
import type { ActRequest, Applied, NewTableSpec, PublicTable } from './service.js';

/** What the split of a table needs of the table service, inside its transaction. */
export interface TableWorks {
  store: Store;
  current(tableId: number): Promise<TableRecord | null>;
  alongside(request: ActRequest, part: string): Promise<Applied>;
  makeTable(spec: NewTableSpec, request: ActRequest, part: string): Promise<Applied>;
  toPublic(table: TableRecord): Promise<PublicTable>;
  /** Keeps what an action has to show until it is shown (the outbox); the base of its messages' nonces. */
  owe(entry: { actionId: number; tableId: number; codes: readonly string[]; now: number }): Promise<string>;
}

/**
 * EL-1: a table of more players than one game takes, played as groups —
 * each a table of its own — while the table they were split from shows
 * them: routing moves to a member's group, the start that makes the
 * groups, a cancel of them all, and the end once the last group ends.
 * Every part runs inside the table service's transaction.
 */
export class SplitTables {
  constructor(private readonly works: TableWorks) {}

  /**
   * EL-1: at a table split into groups, a member's moves are made at their
   * own group's table (typed in the channel, they reach it there); what
   * belongs to the whole table (cancelling it, watching it) stays here.
   * Null when the member plays in no group.
   */
  async groupFor(table: TableRecord, request: ActRequest): Promise<TableRecord | null> {
    const { command } = request;
    if (command.kind === 'end' || command.kind === 'watch' || command.kind === 'start' || command.kind === 'join') return table;
    const member = command.kind === 'kick' ? command.member : request.actor.userId;
    for (const id of await groupsOf(this.works.store.tx, table.id)) {
      const group = (await this.works.current(id))!;
      if (group.seats.some((seat) => seat.userId === member && seat.role === 'player')) return group;
    }
    return null;
  }

  /**
   * EL-1: a start in groups opens each group as a table of its own — in its
   * thread, or beside this one in its channel — seats its players in their
   * order, and starts it there (its own setup, its own escrow). The split
   * event says where each plays; it is logged with this table's start.
   */
  async start(table: TableRecord, plan: Plan, request: ActRequest, events: RecordedEvent[]): Promise<Applied[]> {
    if (!plan.groups) return [];
    const channels = request.command.kind === 'start' ? (request.command.groupChannels ?? []) : [];
    await setGroupCount(this.works.store.tx, table.id, plan.groups.length);
    const started: Applied[] = [];
    // One after another: each group's table id and log follow the one before it.
    for (const [index, seats] of plan.groups.entries()) {
      const channelId = channels[index] ?? table.channelId;
      const made: NewTableSpec = {
        serverId: table.serverId,
        game: table.game,
        hostId: table.hostId,
        options: table.options,
        turnTimeoutMs: table.turnTimeoutMs,
        announce: table.announce,
        channelId,
        parentChannelId: channelId === table.channelId ? table.parentChannelId : table.channelId,
        group: { parentId: table.id, number: index + 1 },
        seats,
        start: true,
      };
      started.push(await this.works.makeTable(made, request, `group-${index + 1}`));
    }
    const groups = started.map((group) => ({
      table: group.table.id,
      channel: group.table.channelId,
      players: group.table.seats.filter((seat) => seat.role === 'player').map((seat) => seat.userId),
    }));
    events.push({ type: 'table', what: 'split', groups });
    return started;
  }

  /** EL-1: a split table cancelled cancels every group still playing, each refunding its own escrow. */
  async end(table: TableRecord, plan: Plan, request: ActRequest): Promise<Applied[]> {
    if (table.groupCount === null || plan.status !== 'cancelled') return [];
    const ended: Applied[] = [];
    for (const id of await groupsOf(this.works.store.tx, table.id)) {
      if (isOpen((await this.works.current(id))!.status))
        ended.push(await this.works.alongside({ ...request, tableId: id, command: { kind: 'end' } }, `group-end-${id}`));
    }
    return ended;
  }

  /**
   * EL-1: when a group's game ends and it was the last one playing, the
   * table it was split from ends too: finished when any group finished,
   * cancelled when all were.
   */
  async after(table: TableRecord, ended: boolean, request: ActRequest): Promise<Applied[]> {
    if (!ended || table.group === null) return [];
    const parent = await this.works.current(table.group.parentId);
    if (!parent || !isOpen(parent.status)) return [];
    const groups: TableStatus[] = [];
    for (const id of await groupsOf(this.works.store.tx, parent.id)) groups.push((await tableColumns(this.works.store.tx, id))!.status);
    if (groups.some(isOpen)) return [];
    const status: TableStatus = groups.includes('finished') ? 'finished' : 'cancelled';
    const change = { status, state: null, placings: null, deadline: null, paused: null, now: request.now, ended: true } as const;
    if (!(await writeTable(this.works.store.tx, parent, change))) throw new VersionConflict();
    const events: RecordedEvent[] = [{ type: 'table', what: 'groups-ended' }];
    const interactionId = request.interactionId === null ? null : `${request.interactionId}:groups-ended`;
    const actionId = await logAction(this.works.store.tx, {
      tableId: parent.id,
      version: parent.version + 1,
      interactionId,
      actorId: null,
      kind: 'groups-ended',
      payload: {},
      events,
      now: request.now,
    });
    const showing = { said: 0, nonce: await this.works.owe({ actionId, tableId: parent.id, codes: [], now: request.now }) };
    const written = { ...parent, status, version: parent.version + 1, updatedAt: request.now };
    return [{ ok: true, table: await this.works.toPublic(written), events, deliveries: [], duplicate: false, actionId, showing }];
  }
}
