import { commit } from '../dice/commitment.js';
import { discardCommitment, findCommitmentByHandle, revealCommitment, saveCommitment } from '../db/commitments.js';
import type { Db } from '../db/connection.js';
import { stakePostings } from '../economy/holdings.js';
import { stakesSchema, type Stakes } from '../games/shared/stakes.js';
import { memberOf, mintOf, stackOf, TABLE_HOLDINGS, type AccountKind, type AccountRef, type TransferInput } from '../economy/ledger.js';
import { ensureWallet } from '../economy/wallets.js';
import type { GameEvent, PublicGameEvent, StakeHolder, UserId } from '../games/contract.js';
import type { TableRecord } from './records.js';

/** What the table service itself announces. */
export interface TableEvent {
  type: 'table';
  what: 'opened' | 'joined' | 'watching' | 'left' | 'kicked' | 'started' | 'ended' | 'abandoned' | 'finished';
  member?: UserId;
  by?: UserId;
}

/** A hidden roll, as the channel may know it: who, what, and the commitment. */
export interface CommittedEvent {
  type: 'committed';
  code: string;
  owner: UserId;
  label: string;
}

export interface RevealedEvent {
  type: 'revealed';
  code: string;
  hash: string;
  owner: UserId;
  label: string;
  dice: number[];
  salt: string;
}

export interface MovedEvent {
  type: 'moved';
  from: StakeHolder;
  to: StakeHolder;
  amount: number;
}

/** Events the renderer and the action log may see: no unrevealed die among them. */
export type PublicEvent = TableEvent | CommittedEvent | RevealedEvent | MovedEvent | PublicGameEvent;

/** A hidden roll on its way to its owner only (DM, or the ephemeral fallback). */
export interface HiddenDelivery {
  code: string;
  owner: UserId;
  viewers: UserId[];
  label: string;
  dice: number[];
  salt: string;
  /** The roll in full (modifiers, kept dice) when there is more to say than the dice. */
  detail?: string;
  /** 0 for a plain /roll, outside any table. */
  tableId: number;
  channelId: string;
}

export interface EventContext {
  db: Db;
  table: TableRecord;
  interactionId: string | null;
  now: number;
}

/** A transfer waiting for the action it belongs to; posted in the same transaction. */
export type PendingTransfer = Omit<TransferInput, 'actionId'>;

/** The shared open options every game takes (COMMANDS.md): what is played for, and the points stack. */
export function stakesOf(table: Pick<TableRecord, 'options'>): Stakes {
  // Every game's options carry these (games/shared/stakes.ts); the same schema reads them here.
  return stakesSchema.parse(table.options ?? {});
}

/**
 * A points table gives each player their stack of table points from the
 * mint when it starts, so antes and bets come out of it exactly as tria
 * would, and no wallet is touched.
 */
export function fundStacks(table: TableRecord, players: readonly UserId[], context: EventContext): PendingTransfer | null {
  const { stakes, stack } = stakesOf(table);
  if (stakes !== 'points' || stack <= 0 || players.length === 0) return null;
  return {
    serverId: table.serverId,
    cause: 'table-action',
    tableId: table.id,
    interactionId: context.interactionId,
    memo: 'stacks',
    postings: [
      { account: mintOf(table.serverId), amount: -stack * players.length },
      ...players.map((userId) => ({ account: stakeAccount(table, { kind: 'player', userId }), amount: stack })),
    ],
    now: context.now,
  };
}

/** Tria tables move wallets; points tables move per-table stacks that never touch a wallet. */
export function stakeAccount(table: TableRecord, holder: StakeHolder): AccountRef {
  if (holder.kind !== 'player') return { serverId: table.serverId, kind: holder.kind, owner: String(table.id) };
  return stakesOf(table).stakes === 'tria'
    ? { serverId: table.serverId, kind: 'wallet', owner: holder.userId }
    : stackOf(table.serverId, table.id, holder.userId);
}

/**
 * Turns the rules' events into stored facts inside the action's transaction:
 * hidden rolls become commitments, reveals open them, moves become ledger
 * transfers (returned, to be posted once the action is logged). Returns what
 * may be shown publicly and what goes privately.
 */
export function recordEvents(context: EventContext, events: readonly GameEvent[]) {
  const { db, table, now } = context;
  const publicEvents: PublicEvent[] = [];
  const deliveries: HiddenDelivery[] = [];
  const transfers: PendingTransfer[] = [];
  for (const event of events) {
    switch (event.type) {
      case 'hidden-roll': {
        const saved = saveCommitment(db, {
          commitment: commit(event.dice),
          serverId: table.serverId,
          channelId: table.channelId,
          tableId: table.id,
          handle: event.handle,
          ownerId: event.owner,
          viewerIds: event.viewers ?? [],
          label: event.label,
          now,
        });
        publicEvents.push({ type: 'committed', code: saved.code, owner: saved.ownerId, label: saved.label });
        deliveries.push({
          code: saved.code,
          owner: saved.ownerId,
          viewers: saved.viewerIds,
          label: saved.label,
          dice: saved.dice,
          salt: saved.salt,
          tableId: table.id,
          channelId: table.channelId,
        });
        break;
      }
      case 'reveal':
        for (const handle of event.handles) {
          const found = findCommitmentByHandle(db, table.id, handle);
          if (!found) throw new Error(`reveal of unknown hidden roll ${handle} at table ${table.id}`);
          const revealed = revealCommitment(db, found.code, now);
          publicEvents.push({
            type: 'revealed',
            code: revealed.code,
            hash: revealed.hash,
            owner: revealed.ownerId,
            label: revealed.label,
            dice: revealed.dice,
            salt: revealed.salt,
          });
        }
        break;
      case 'discard':
        for (const handle of event.handles) {
          const found = findCommitmentByHandle(db, table.id, handle);
          if (found) discardCommitment(db, found.code, now);
        }
        break;
      case 'move':
        if (event.amount === 0) break;
        // A wallet first touched by a stake opens with the server's starting balance.
        for (const holder of [event.from, event.to]) {
          if (holder.kind === 'player' && stakesOf(table).stakes === 'tria') ensureWallet(db, table.serverId, holder.userId, now);
        }
        transfers.push({
          serverId: table.serverId,
          cause: 'table-action',
          tableId: table.id,
          interactionId: context.interactionId,
          postings: [
            { account: stakeAccount(table, event.from), amount: -event.amount },
            { account: stakeAccount(table, event.to), amount: event.amount },
          ],
          now,
        });
        publicEvents.push({ type: 'moved', from: event.from, to: event.to, amount: event.amount });
        break;
      default:
        publicEvents.push(event);
    }
  }
  return { publicEvents, deliveries, transfers };
}

/**
 * A cancelled table gives every player back exactly their net contribution
 * to what the table holds (pot, escrow, round pot), taken from the table's
 * own ledger history, so nothing the rules did can be forgotten: the game is
 * as if it was never played. (Points stacks simply lapse with the table.)
 */
export function refundTable(context: EventContext): { transfer: PendingTransfer; events: MovedEvent[] } | null {
  const { db, table } = context;
  const nets = new Map<string, { kind: AccountKind; owner: string; net: number }>();
  for (const posting of stakePostings(db, table.serverId, table.id)) {
    const key = `${posting.kind}:${posting.owner}`;
    const entry = nets.get(key) ?? { kind: posting.kind, owner: posting.owner, net: 0 };
    entry.net += posting.amount;
    nets.set(key, entry);
  }
  const contributions = [...nets.values()].filter((entry) => entry.net !== 0);
  if (contributions.length === 0) return null;
  const holdings = db
    .prepare(`SELECT kind, balance FROM accounts WHERE server_id = ? AND owner = ? AND kind IN (${TABLE_HOLDINGS.map(() => '?').join(', ')}) AND balance <> 0`)
    .all(table.serverId, String(table.id), ...TABLE_HOLDINGS) as { kind: AccountKind; balance: number }[];
  const transfer: PendingTransfer = {
    serverId: table.serverId,
    cause: 'table-action',
    tableId: table.id,
    interactionId: context.interactionId,
    memo: 'refund',
    postings: [
      ...contributions.map((row) => ({ account: { serverId: table.serverId, kind: row.kind, owner: row.owner }, amount: -row.net })),
      ...holdings.map((holding) => ({ account: { serverId: table.serverId, kind: holding.kind, owner: String(table.id) }, amount: -holding.balance })),
    ],
    now: context.now,
  };
  const events = contributions.map((row) => ({
    type: 'moved' as const,
    from: { kind: 'pot' as const },
    to: { kind: 'player' as const, userId: memberOf(row) },
    amount: -row.net,
  }));
  return { transfer, events };
}
