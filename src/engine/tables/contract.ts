// The table service's contract: what callers hand it, what it answers, and the hooks features attach by; tables/service.ts does the work.
import type { AnyGame, UserId } from '../contract.js';
import type { HiddenDelivery } from '../dice/hidden-rolls.js';
import type { PotSettlement } from '../economy/holdings.js';
import type { RuleError } from '../refusal.js';
import type { Actor, Plan, TableCommand } from './plan-terms.js';
import type { RecordedEvent, TableEvent } from './recorded.js';
import type { AnnounceMode, NewTable, SeatRecord, TableRecord } from './repository.js';

/**
 * What the features attached to the table service add to a table as anyone
 * may see it, each under its own name. Empty here: a feature declares its
 * part by augmenting this interface from its own folder (TypeScript's
 * declaration merging, as Fastify's plugins declare their decorators), so
 * the core names none of them and still hands each part on typed. A hook's
 * `shown` fills it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the features' augmentations (markets/side-bets.ts)
export interface TableParts {}

/** Likewise what they add to an action's answer (tournaments/service.ts: its news); a hook's `ended` fills it. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the features' augmentations (tournaments/service.ts)
export interface ActionParts {}

/**
 * A table as anyone may see it: the game's public view instead of its state
 * (null before the game starts), and, in games that show them, what each
 * seated player has left to play with (null elsewhere).
 */
export type PublicTable = Omit<TableRecord, 'state'> & {
  view: unknown;
  purses: Readonly<Record<UserId, number>> | null;
  /** EL-1: a table split into groups shows each group's table (null for every other table). */
  groups: PublicTable[] | null;
  /** Issue 30: once the table has ended, what its pot held and whom it paid (or refunded); null before, or when no pot was played for. */
  settled: PotSettlement | null;
  /** Issue 33: whether its players may ask their odds (the server's `odds` setting; never at a tournament table). */
  offersOdds: boolean;
} & Partial<TableParts>;

/** Issue 32: one message of an action's announcement: the action, and the message's place among its messages (from 0). */
export type MessagePlace = readonly [actionId: number, index: number];

export type Applied = {
  ok: true;
  table: PublicTable;
  events: RecordedEvent[];
  deliveries: HiddenDelivery[];
  duplicate: boolean;
  actionId?: number;
  /**
   * Issue 32: the base of its messages' nonces, and (shown again after a
   * restart) how many of its announcement's messages were already posted,
   * and the token of the command whose own reply may have carried the first;
   * `owed` when it is shown by a process other than the one that saved it
   * (after a crash, or a process that let it go).
   */
  showing?: { said: number; nonce: string; replyToken?: string; owed?: true };
  /** EL-1: the other tables the same action changed, each to be shown in its own place: a split table's groups, or the table whose last group this ended. */
  others?: Applied[];
} & Partial<ActionParts>;

/** One action as its transaction writes it, as the hooks see it: the table before it, its game, the plan that moves it, the request. */
export interface TableStep {
  table: TableRecord;
  game: AnyGame;
  plan: Plan;
  request: ActRequest;
  /** The events the channel saw of the game's own (a hidden roll only as its commitment until revealed). */
  publicEvents: readonly RecordedEvent[];
}

/** What follows a game's end beyond its table: the other tables it changed, and the feature's own parts of the answer. */
export type Ended = { others: Applied[] } & Partial<ActionParts>;

/**
 * A feature that sits on the table service (records, side bets,
 * tournaments), attached once by the engine's composition (engine/index.ts),
 * as hocuspocus's extensions are. Each method is optional and runs inside
 * the action's own transaction, at a fixed point of it, so what a feature
 * writes commits or rolls back with the table. Features are called in the
 * order they were attached.
 */
export interface TableHooks {
  /** Planning a join: whether the member backs a player at this table with a bet still open (issue 28: then they may not take a seat). */
  backsSomeone?(tableId: number, member: UserId): Promise<boolean>;
  /** At a start: what each player's stack starts at, where not every player starts with the table's `stack` (VJ-11: tournament points carried within a tier); null: the table's. The first answer counts. */
  stacks?(table: TableRecord): Promise<Readonly<Record<UserId, number>> | null>;
  /** The feature's own events, after the action's (VJ-11: the table's side bets closed, refunded, settled or void). */
  events?(step: TableStep): Promise<TableEvent[]>;
  /** After the action is logged and its transfers posted (records: the dice the channel saw, a finished game's places, nets and ratings). */
  posted?(step: TableStep): Promise<void>;
  /** One of the table's games ended (finished or cancelled): what follows beyond it (VJ-11: its tournament moves its bracket on). */
  ended?(table: TableRecord, request: ActRequest): Promise<Ended>;
  /** The feature's part of the table as anyone may see it (VJ-11: the side bets' odds). */
  shown?(table: TableRecord): Promise<Partial<TableParts>>;
}

/** An action a feature takes on a table itself (VJ-11: `/table bet`): logged as `kind`, moving the table a version. */
export interface FeatureAction {
  tableId: number;
  actorId: UserId;
  kind: string;
  interactionId: string | null;
  now: number;
}

export type ActResult = Applied | { ok: false; error: RuleError };

export interface ActRequest {
  tableId: number;
  actor: Actor;
  command: TableCommand;
  /** The Discord interaction; the same one applied twice is applied once. */
  interactionId: string | null;
  /** From a button's custom id: the table version the player was looking at; absent when any version will do. */
  expectedVersion?: number | undefined;
  now: number;
  /**
   * Issue 32: the token of the command whose own reply will carry the
   * action's first message (a reply takes no nonce): kept with what the
   * action owes, so that a process started after a crash asks Discord
   * whether that reply was made before saying it again. Only the action's
   * own table's; never logged.
   */
  replyToken?: string | undefined;
}

/** A table made inside another action (makeTable): where, for what, and who sits at it in which order. */
export type NewTableSpec = Omit<NewTable, 'now'> & { seats: readonly SeatRecord[]; start: boolean };

export interface OpenRequest {
  serverId: string;
  channelId: string;
  parentChannelId?: string | null;
  game: string;
  host: UserId;
  /** The open command's options, as typed; the game's schema parses them. */
  options: Record<string, unknown>;
  /** The turn timer: null, none; absent, the server's. */
  turnTimeoutMs?: number | null | undefined;
  /** How much the table announces [all]. */
  announce?: AnnounceMode | undefined;
  /** The host's team, in a game of teams (VJ-9). */
  team?: string | undefined;
  interactionId: string | null;
  now: number;
}
