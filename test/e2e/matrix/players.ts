/**
 * Issue 26, the matrix: how to play one short game of each game to its end.
 * A player reads the public table (and, for a hidden choice, the one seat's
 * own view) and says the next move as a member would type it, so one policy
 * plays a game from wherever it stands: after a kick, a leave, a default
 * move or a restart. The dice are scripted by the driver (drive.ts), and so
 * are the choices a player makes now and then (`chance`): a raise instead of
 * a call, a roll instead of a doubt, a reroll, a small bet. Each choice keeps
 * the game short: bids and announcements only go up, rerolls run out.
 */
import type { ElevenView } from '../../../src/games/eleven/rules/view.js';
import type { LiarsView } from '../../../src/games/liars/rules/view.js';
import type { TokyoView } from '../../../src/games/tokyo/rules/view.js';
import type { ValereView } from '../../../src/games/valere/rules/view.js';
import type { VitajiView } from '../../../src/games/vitaji/rules/view.js';

export type Options = Record<string, string | number | boolean>;
export type Stakes = 'points' | 'tria';
export type GameId = 'liars' | 'tokyo' | 'vitaji' | 'valere' | 'eleven';

/** One move as a member types it. */
export interface Move {
  member: string;
  path: string[];
  options?: Options;
}

/** What a player may read besides the public table: who a member is, and one seat's own view (their hidden dice); and the script of their choices. */
export interface Seen {
  nameOf(userId: string): string;
  seatView(userId: string): unknown;
  /** True with this probability, from the driver's seeded script. */
  chance(probability: number): boolean;
}

type BettingView = { opened: boolean; range: { from: number; to: number | null; interval: number } | null };

/** A move at a betting phase (VJ-3, VA-6): mostly 0 to open and a meet, now and then the smallest bet or raise the rules allow. */
function betting(member: string, game: 'vitaji' | 'valere', phase: BettingView | null, seen: Seen): Move {
  const range = phase?.range ?? null;
  if (!phase?.opened) return { member, path: [game, 'bet'], options: { amount: range && seen.chance(0.3) ? range.from + range.interval : 0 } };
  if (range && seen.chance(0.2)) return { member, path: [game, 'bet'], options: { amount: range.from } };
  return { member, path: [game, 'meet'] };
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
 * allowed, the next calls it (now and then raises as little again).
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
    // LD-8: the player to bid is never the bettor, so they may call whenever there is a bid; now and then they raise instead.
    const raise = view.raises[0];
    if (view.standingBid.bettor !== null && (!raise || !seen.chance(0.3))) return { member, path: ['liars', 'call'] };
    if (!raise) return null;
    return { member, path: ['liars', 'bid'], options: { quantity: raise.quantity, face: raise.face } };
  },
};

/** TK: one life each; the cup holder announces the lowest value allowed; the next mostly doubts. */
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
    // Now and then the receiver believes and rolls (TK-4a), raises blind (TK-4c) or accepts a Tokyo (TK-6); mostly they doubt.
    if (view.choices.includes('roll') && seen.chance(0.25)) return { member, path: ['tokyo', 'roll'] };
    if (view.choices.includes('raise') && view.raiseValues.length > 0 && seen.chance(0.15)) {
      return { member, path: ['tokyo', 'raise'], options: { value: view.raiseValues[0]! } };
    }
    if (view.choices.includes('accept') && seen.chance(0.3)) return { member, path: ['tokyo', 'accept'] };
    return { member, path: ['tokyo', 'doubt'] };
  },
};

/** VJ: two rounds (the second has a betting phase) and one reroll each (one round in a tournament); a reroll now and then; bets as betting() says; a triple's bonus is added. */
export const vitajiPlayer: GamePlayer = {
  game: 'vitaji',
  name: 'Vitaji',
  short: (stakes) => ({ rounds: 2, rerolls: 1, ...(stakes === 'tria' ? { ante: 5 } : {}) }),
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
    if (view.phase === 'betting') return betting(member, 'vitaji', view.betting, seen);
    // VJ-6: now and then a reroll, while the player has one.
    const seat = view.seats.find((candidate) => candidate.player === view.turn);
    if (seat && seat.rerolls > 0 && seen.chance(0.4)) return { member, path: ['vitaji', 'reroll'] };
    return { member, path: ['vitaji', 'pass'] };
  },
};

/** VA: a small target; each player keeps their highest die as point die (now and then their lowest); bets as betting() says. */
export const valerePlayer: GamePlayer = {
  game: 'valere',
  name: 'Valere',
  // Issue 30: above one round's best (a point die of 6), so a runout that settles everyone at once cannot end the game.
  short: (stakes) => ({ target: 7, ...(stakes === 'tria' ? { wagering: 'ante', ante: 5 } : {}) }),
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
      // Mostly the highest die (the target comes sooner), now and then the lowest (the default move's).
      const die = seen.chance(0.3) ? Math.min(...hand) : Math.max(...hand);
      return { member: seen.nameOf(seat.player), path: ['valere', 'point'], options: { die } };
    }
    if (view.turn === null) return null;
    return betting(seen.nameOf(view.turn), 'valere', view.betting, seen);
  },
};

/** EL: eleven rounds; each picker takes the lowest number they have left (the default move's choice), now and then the highest. */
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
    // Mostly the lowest number left (the default move's), now and then the highest.
    const number = seen.chance(0.3) ? view.options.at(-1)! : view.options[0]!;
    return { member: seen.nameOf(view.picker), path: ['eleven', 'pick'], options: { number } };
  },
};

export const players: Record<GameId, GamePlayer> = {
  liars: liarsPlayer,
  tokyo: tokyoPlayer,
  vitaji: vitajiPlayer,
  valere: valerePlayer,
  eleven: elevenPlayer,
};
