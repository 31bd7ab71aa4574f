// The contract every game's rules module implements: the Game interface, seats, and the events rules emit (hidden rolls, reveals, money moves, game events).
import type { z } from 'zod';
import type { Rng } from './dice/rng.js';
import type { HousePlayer } from './house.js';
import type { Refusal } from './refusal.js';

export type UserId = string;

/** A player's seat as the rules see it: seat order is join order. */
export interface SeatInfo {
  userId: UserId;
  position: number;
  tag: string | null;
  team: string | null;
}

/**
 * A die roll only its owner (and any named viewers) may see. The table
 * service commits it (RL-2) and delivers it privately; it never reaches a
 * channel until a `reveal` event names its handle.
 */
export interface HiddenRollEvent {
  type: 'hidden-roll';
  /** The game's name for this roll, unique at the table ("r3:alice"). */
  handle: string;
  owner: UserId;
  viewers?: UserId[];
  label: string;
  dice: number[];
}

export interface RevealEvent {
  type: 'reveal';
  handles: string[];
}

/** Hidden rolls the rules throw away unseen: never revealed, no longer anyone's current dice. */
export interface DiscardEvent {
  type: 'discard';
  handles: string[];
}

/**
 * Where a stake can sit while a game runs: a player's own money (their
 * wallet at a tria table, their stack at a points table), the table's pot,
 * its escrow (Eleven's buy-ins, EL-9) or the current round's pot (VA-6).
 */
export type StakeHolder = { kind: 'player'; userId: UserId } | { kind: 'pot' } | { kind: 'escrow' } | { kind: 'round-pot' };

/** Money moved by the rules (antes, bets, payouts): written to the ledger in the action's transaction. */
export interface MoveEvent {
  type: 'move';
  from: StakeHolder;
  to: StakeHolder;
  amount: number;
}

/**
 * A game's own vocabulary for what happened in play, public by construction:
 * each game declares a discriminated union of these (`{ name: 'bid'; data:
 * { bettor, quantity, face } } | …`), and its renderer and scoresheet read
 * exactly those fields.
 */
export interface EventShape {
  name: string;
  data: object;
}

/** One of a game's own events, as the rules emit it and the action log keeps it. */
export type PlayEvent<Event extends EventShape = EventShape> = { type: 'game' } & Event;

/** Everything rules can say happened: hidden rolls, reveals, discards, money moved, and the game's own events. */
export type RuleEvent<Event extends EventShape = EventShape> = HiddenRollEvent | RevealEvent | DiscardEvent | MoveEvent | PlayEvent<Event>;

export type Outcome<State, Event extends EventShape = EventShape> = { ok: true; state: State; events: RuleEvent<Event>[] } | Refusal;

export interface SetupInput<Options> {
  seats: SeatInfo[];
  options: Options;
  rng: Rng;
  now: number;
}

/**
 * A game is a pure module: no discord.js, no database, no clock. Everything
 * it needs comes in as arguments; everything it decides goes out as the next
 * state and events.
 */
export interface Game<Options, State, Action, PublicView, SeatView, Event extends EventShape> {
  id: string;
  minPlayers: number;
  /** At most this many at one table; with `groups`, the most one table takes before it is split. */
  maxPlayers?: number;
  /**
   * A game one table plays with few players (EL-1: 3 to 5): more at the
   * start are split into groups of `min` to `max`, as even as possible,
   * that play at once, each group its own game with its own stakes.
   */
  groups?: { min: number; max: number };
  /** At most this many watchers; none means any number. */
  maxWatchers?: number;
  /** Whether seats carry a team (VJ-9); a team given elsewhere is refused at join. */
  teams?: boolean;
  /** Whether the table shows what each player has left to play with (stack or wallet): games where players bet as they go. */
  showsPurses?: boolean;
  /** Parses the open command's options; zod messages name the option. */
  optionsSchema: z.ZodType<Options>;
  /**
   * VJ-11: open options a tournament of this game takes unless the server's
   * defaults or the tournament's `options` say otherwise (Valere wagers in a
   * tournament: its points are what a player ends a game with).
   */
  tournamentDefaults?: Readonly<Record<string, string | number | boolean>>;
  /** A game that shows purses: whether these options move any points between players (a tournament of one that moves none is refused). */
  wagers?(options: Options): boolean;
  /** What each player pays in when the game starts (buy-in, ante) with this many players: checked when they join and at the start. */
  stakeAtStart(options: Options, players: number): number;
  /** Parses a player's action from a command or a button. */
  actionSchema: z.ZodType<Action>;
  /**
   * What the action log keeps of an action (it is public: /table scoresheet,
   * replays): the action itself unless a game's players choose in secret —
   * Valere's point die (VA-2) — where it keeps only what anyone may know.
   */
  logged?(action: Action): unknown;
  setup(input: SetupInput<Options>): Outcome<State, Event>;
  apply(state: State, actor: UserId, action: Action, rng: Rng, now: number): Outcome<State, Event>;
  /** A player leaves a running game (forfeit) or is kicked: the rules decide what follows. */
  removePlayer(state: State, player: UserId, rng: Rng, now: number): Outcome<State, Event>;
  publicView(state: State): PublicView;
  /**
   * What one player may see; null for someone without a seat. Kept though
   * the bot delivers hidden dice from their commitments, not from here:
   * the hidden-information tests read it, and house players (a later
   * issue) will decide from their seat view alone.
   */
  seatView(state: State, player: UserId): SeatView | null;
  /**
   * Whom the table waits for now, and what is played for them when their
   * time runs out (the default move): the first of `onTimeout` that goes
   * through (the next is tried when money refuses one). Null when the game
   * waits for nobody (it is over).
   */
  awaited(state: State): AwaitedTurn<Action> | null;
  isOver(state: State): boolean;
  /** Players by place, best first; several in one place share it. */
  placings(state: State): UserId[][];
  /** Where one player stands, publicly: for summaries (sandbox, stats). Null where the game keeps no such number. */
  summary(state: State, player: UserId): PlayerSummary;
  /**
   * The dice one of its own events shows the channel as they fell (the
   * game's public rolls), for the fairness record (`/stats dice`). Hidden
   * rolls are counted by the table service when revealed, never here.
   * `state`: the game after the action, for what the event leaves out (the die's size).
   */
  publicDice?(event: PlayEvent<Event>, state: State): PublicDice[];
  /**
   * Its hidden rolls are revealed only when a choice made about them asks
   * for it (Tokyo: a cup is lifted only when doubted, and doubts follow what
   * was announced of it), so the dice revealed are no fair sample of the
   * dice rolled: the fairness record leaves them out.
   */
  selectiveReveals?: boolean;
  /** Issue 33: how a house player of this game plays, from its own seat's sight (house.ts). */
  house?: HousePlayer<PublicView, SeatView, Action>;
}

/** One player's public roll: dice of one size, as they fell. */
export interface PublicDice {
  owner: UserId;
  sides: number;
  faces: number[];
}

export interface AwaitedTurn<Action> {
  player: UserId;
  onTimeout: Action[];
  /**
   * Issue 30: everyone awaited at once, `player` first, for a choice they
   * make at the same time (Valere's point die, VA-2): one deadline runs for
   * them all, and when it passes each still choosing is played for in turn.
   */
  together?: readonly UserId[];
}

export interface PlayerSummary {
  out: boolean;
  score: number | null;
  lives: number | null;
  /** Liar's Dice: dice still in the cup. */
  dice: number | null;
}

/**
 * A game as the table service holds it, its types erased: each game is only
 * ever given its own state back (the service stores it by game id), so the
 * methods, declared as methods, accept any game's.
 */
export type AnyGame = Game<unknown, unknown, unknown, unknown, unknown, EventShape>;
