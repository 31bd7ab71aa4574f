/**
 * Issue 26, the matrix: how to play one short game of each game to its end.
 * A player reads the public table (and, for a hidden choice, the one seat's
 * own view) and says the next move as a member would type it, so one policy
 * plays a game from wherever it stands: after a kick, a leave, a default
 * move or a restart. The dice are scripted by the driver (drive.ts).
 */
import type { ElevenView } from '../../../src/games/eleven/view.js';
import type { LiarsView } from '../../../src/games/liars/view.js';
import type { TokyoView } from '../../../src/games/tokyo/view.js';
import type { ValereView } from '../../../src/games/valere/view.js';
import type { VitajiView } from '../../../src/games/vitaji/view.js';

export type Options = Record<string, string | number | boolean>;
export type Stakes = 'points' | 'tria';
export type GameId = 'liars' | 'tokyo' | 'vitaji' | 'valere' | 'eleven';

/** One move as a member types it. */
export interface Move {
  member: string;
  path: string[];
  options?: Options;
}

/** What a player may read besides the public table: who a member is, and one seat's own view (their hidden dice). */
export interface Seen {
  nameOf(userId: string): string;
  seatView(userId: string): unknown;
}

export interface GamePlayer {
  game: GameId;
  /** The game's name as the tournament's and the table's messages say it. */
  name: string;
  /** `/<game> open` options for a short game (no buy-in question asked: the defaults of the stakes). */
  short(stakes: Stakes): Options;
  /** The same, as `/tournament open options:` writes them. */
  tournamentOptions: string;
  /** The fewest who play it. */
  minPlayers: number;
  /** Whether its dice are hidden (dealt by DM, or by "Show my dice" to a member whose DMs are closed). */
  hiddenDice: boolean;
  /** Whether its scoresheet writes down who went mid-game and how (LD-18, TK-15): a kick as a kick, by whom. */
  sheetNamesKicks: boolean;
  /** The next move, or null when nobody is awaited (the game is over). */
  next(view: unknown, seen: Seen): Move | null;
}

/**
 * LD: one die each, no call window, and a spot-on costs only the caller
 * (LD-11 caller-two), so that every call puts exactly one player out,
 * whatever the dice; the first player raises the opening one 1 as little as
 * allowed, the next calls it.
 */
export const liarsPlayer: GamePlayer = {
  game: 'liars',
  name: "Liar's Dice",
  short: (stakes) => ({ dice: 1, call_window: 0, spot_on: 'caller-two', ...(stakes === 'tria' ? { buy_in: 10 } : {}) }),
  tournamentOptions: 'dice=1 call_window=0',
  minPlayers: 2,
  hiddenDice: true,
  sheetNamesKicks: true,
  next(value, seen): Move | null {
    const view = value as LiarsView;
    if (view.winner !== null || view.turn === null) return null;
    const member = seen.nameOf(view.turn);
    // LD-8: the player to bid is never the bettor, so they may call whenever there is a bid.
    if (view.standingBid.bettor !== null) return { member, path: ['liars', 'call'] };
    const raise = view.raises[0]!;
    return { member, path: ['liars', 'bid'], options: { quantity: raise.quantity, face: raise.face } };
  },
};

/** TK: one life each; the cup holder announces the lowest value allowed, the next doubts. */
export const tokyoPlayer: GamePlayer = {
  game: 'tokyo',
  name: 'Tokyo',
  short: (stakes) => ({ lives: 1, ...(stakes === 'tria' ? { buy_in: 10 } : {}) }),
  tournamentOptions: 'lives=1',
  minPlayers: 2,
  hiddenDice: true,
  sheetNamesKicks: true,
  next(value, seen): Move | null {
    const view = value as TokyoView;
    if (view.winner !== null || view.holder === null) return null;
    const member = seen.nameOf(view.holder);
    if (view.phase === 'announce') return { member, path: ['tokyo', 'announce'], options: { value: view.announceValues[0]! } };
    return { member, path: ['tokyo', 'doubt'] };
  },
};

/** VJ: one round and one reroll each; nobody rerolls, bets are opened at 0 and met, a triple's bonus is added. */
export const vitajiPlayer: GamePlayer = {
  game: 'vitaji',
  name: 'Vitaji',
  short: (stakes) => ({ rounds: 1, rerolls: 1, ...(stakes === 'tria' ? { ante: 5 } : {}) }),
  tournamentOptions: 'rounds=1 rerolls=1 ante=10',
  minPlayers: 2,
  hiddenDice: false,
  sheetNamesKicks: false,
  next(value, seen): Move | null {
    const view = value as VitajiView;
    if (view.phase === 'over') return null;
    if (view.phase === 'bonus') return { member: seen.nameOf(view.pendingBonus[0]!), path: ['vitaji', 'bonus'], options: { choice: 'add' } };
    if (view.turn === null) return null;
    const member = seen.nameOf(view.turn);
    if (view.phase === 'betting')
      return view.betting?.opened ? { member, path: ['vitaji', 'meet'] } : { member, path: ['vitaji', 'bet'], options: { amount: 0 } };
    return { member, path: ['vitaji', 'pass'] };
  },
};

/** VA: a small target; each player keeps their highest die as point die; bets are opened at 0 and met. */
export const valerePlayer: GamePlayer = {
  game: 'valere',
  name: 'Valere',
  short: (stakes) => ({ target: 4, ...(stakes === 'tria' ? { wagering: 'ante', ante: 5 } : {}) }),
  tournamentOptions: 'target=4',
  minPlayers: 2,
  hiddenDice: true,
  sheetNamesKicks: false,
  next(value, seen): Move | null {
    const view = value as ValereView;
    if (view.phase === 'over') return null;
    if (view.phase === 'choosing') {
      const seat = view.seats.find((candidate) => candidate.playing && !candidate.settled);
      if (!seat) return null;
      const hand = (seen.seatView(seat.player) as { dice: number[] } | null)?.dice ?? [];
      return { member: seen.nameOf(seat.player), path: ['valere', 'point'], options: { die: Math.max(...hand) } };
    }
    if (view.turn === null) return null;
    const member = seen.nameOf(view.turn);
    return view.betting?.opened ? { member, path: ['valere', 'meet'] } : { member, path: ['valere', 'bet'], options: { amount: 0 } };
  },
};

/** EL: eleven rounds, each picker takes the lowest number they have left (the default move's choice). */
export const elevenPlayer: GamePlayer = {
  game: 'eleven',
  name: 'Eleven',
  short: () => ({ order_roll: false }),
  tournamentOptions: 'order_roll=false',
  minPlayers: 3,
  hiddenDice: false,
  sheetNamesKicks: false,
  next(value, seen): Move | null {
    const view = value as ElevenView;
    if (view.phase === 'over' || view.picker === null) return null;
    return { member: seen.nameOf(view.picker), path: ['eleven', 'pick'], options: { number: view.options[0]! } };
  },
};

export const players: Record<GameId, GamePlayer> = {
  liars: liarsPlayer,
  tokyo: tokyoPlayer,
  vitaji: vitajiPlayer,
  valere: valerePlayer,
  eleven: elevenPlayer,
};
