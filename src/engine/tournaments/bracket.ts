// The tournament bracket's arithmetic (VJ-11), pure: who plays whom in a tier, group standings, tie-breaks by sudden-death roll, who advances.
import type { UserId } from '../contract.js';
import { type Rng, rollDie } from '../dice/rng.js';

// VJ-11: the bracket's arithmetic — who plays whom in a tier, who stands
// where in a group, who goes on. Pure: the service stores, the renderer tells.

export interface TierLimits {
  /** How many play in a full group (4 in a Vitaji tournament, 8 for Team Vitaji). */
  groupSize: number;
  /** How many of each group go on to the next tier. */
  advance: number;
  /** The fewest the game can be played by. */
  minPlayers: number;
}

export interface TierPlan {
  /** The last tier: one group, whose winner wins the tournament. */
  final: boolean;
  /** Each group's players, in seed order. */
  groups: UserId[][];
  /** Top seeds who go on without playing, because the numbers did not fit. */
  byes: UserId[];
}

/** The smallest group worth playing: the game's minimum, and at least one more than advance. */
function smallestGroup(limits: TierLimits): number {
  return Math.max(limits.minPlayers, limits.advance + 1);
}

/**
 * VJ-11: one tier of the bracket for these players, best seed first. Full
 * groups, plus a group of the rest when the rest are enough for a contest;
 * when they are too few, that many top seeds get byes instead. A field that
 * would make a single group and a few left over plays one bigger final
 * rather than give byes in the final.
 */
export function planTier(players: readonly UserId[], limits: TierLimits): TierPlan {
  const minGroup = smallestGroup(limits);
  if (players.length < limits.minPlayers) throw new Error(`a tier needs at least ${limits.minPlayers} players, not ${players.length}`);
  // Full groups smaller than that would be no contest, and the bracket could never shrink.
  if (limits.groupSize < minGroup) throw new Error(`groups of ${limits.groupSize} are too small when ${limits.advance} advance`);

  const everyone: TierPlan = { final: true, groups: [[...players]], byes: [] };
  if (players.length <= limits.groupSize) return everyone;
  const full = Math.floor(players.length / limits.groupSize);
  const rest = players.length % limits.groupSize;
  if (full <= 1 && rest < minGroup) return everyone;

  const restPlays = rest >= minGroup;
  const byes = restPlays ? [] : players.slice(0, rest);
  const sizes = Array.from({ length: full }, () => limits.groupSize);
  if (restPlays) sizes.push(rest);
  return { final: false, groups: snakeDeal(players.slice(byes.length), sizes), byes };
}

/**
 * Seeds dealt to the groups there and back (1 → first, 2 → second, …, the
 * last group gets the next one too, and back), so every group gets a fair
 * mix of strong and weak seeds. A group that is full is passed over.
 */
function snakeDeal(seeded: readonly UserId[], sizes: readonly number[]): UserId[][] {
  const groups = sizes.map((): UserId[] => []);
  const forth = sizes.map((_, index) => index);
  const back = [...forth].reverse();
  let dealt = 0;
  for (let pass = 0; dealt < seeded.length; pass++) {
    for (const index of pass % 2 === 0 ? forth : back) {
      const group = groups[index];
      const player = seeded[dealt];
      if (group === undefined || player === undefined || group.length >= (sizes[index] ?? 0)) continue;
      group.push(player);
      dealt++;
    }
  }
  return groups;
}

/**
 * VJ-11: how many tiers, the final included, a tournament of this many will
 * play, if every group sends on exactly `advance` (plus the byes). The prize
 * split is by tier, so it is known at the start.
 */
export function tierCount(players: number, limits: TierLimits): number {
  const fields = tierFields(players, limits);
  if (fields.at(-1)! < limits.minPlayers) throw new Error(`a tier needs at least ${limits.minPlayers} players, not ${fields.at(-1)}`);
  return fields.length;
}

/**
 * How many play each tier, the final last, if every group sends on exactly
 * `advance` (plus the byes). A last field below the game's minimum is a
 * final that cannot be played (6 Eleven players in groups of 3, the top 1
 * going on, leave 2): `/tournament start` refuses such a bracket.
 */
export function tierFields(players: number, limits: TierLimits): number[] {
  const fields = [players];
  for (let field = players; field >= limits.minPlayers; ) {
    const plan = planTier(
      Array.from({ length: field }, (_, seed) => `seed-${seed + 1}`),
      limits,
    );
    if (plan.final) return fields;
    field = plan.groups.length * limits.advance + plan.byes.length;
    fields.push(field);
  }
  return fields;
}

/** One finished game of a group: the tournament points each player scored. */
export interface GameScores {
  scores: Readonly<Record<UserId, number>>;
}

export interface StandingRow {
  player: UserId;
  total: number;
  /** Points in each game, in the order the games were played. */
  games: number[];
  /** Left the tournament: shown, but cannot go on. */
  withdrawn: boolean;
}

/**
 * VJ-11: a group's table, most points first. A player missing from a game's
 * scores scored nothing in it. Withdrawn players come last; equal totals
 * keep seed order here — only `breakTies` decides a tie that matters.
 */
export function standing(players: readonly UserId[], games: readonly GameScores[], withdrawn: readonly UserId[]): StandingRow[] {
  const rows = players.map((player): StandingRow => {
    const points = games.map((game) => game.scores[player] ?? 0);
    return { player, total: points.reduce((sum, game) => sum + game, 0), games: points, withdrawn: withdrawn.includes(player) };
  });
  // Array sort is stable, so equal rows stay in seed order.
  return rows.sort((a, b) => Number(a.withdrawn) - Number(b.withdrawn) || b.total - a.total);
}

/** What each player holds after their latest game of a tier, or the points the tier gave them if they played none (VJ-11 ruling: carried within a tier). */
export function holdings(players: readonly UserId[], games: readonly GameScores[], points: number): Record<UserId, number> {
  const held: Record<UserId, number> = {};
  for (const player of players) {
    const latest = games.findLast((game) => game.scores[player] !== undefined);
    held[player] = latest?.scores[player] ?? points;
  }
  return held;
}

/**
 * VJ-11: a group's table as it stands: a betting game's players by what
 * they hold now (`carried`: the points the tier gave each), any other
 * game's by the points of its games added up.
 */
export function groupStanding(
  group: { players: readonly UserId[]; games: readonly { scores: Readonly<Record<UserId, number>> | null }[] },
  withdrawn: readonly UserId[],
  carried: number | null | undefined,
): StandingRow[] {
  const games = group.games.flatMap((played) => (played.scores ? [{ scores: played.scores }] : []));
  if (carried === null || carried === undefined) return standing(group.players, games, withdrawn);
  return standing(group.players, [{ scores: holdings(group.players, games, carried) }], withdrawn);
}

/** One round of sudden death: every tied player's die, announced in the channel. */
export interface SuddenDeathRound {
  round: number;
  rolls: { player: UserId; die: number }[];
}

export interface TieBreak {
  /** Everyone in the order they finish: players still in first, withdrawn players last. */
  order: UserId[];
  rolls: SuddenDeathRound[];
}

/**
 * Where, in values sorted highest first, a tie straddles the cut after the
 * first `cut` places: those tied are some in, some out. Null when nobody is.
 */
function tieAcross(values: readonly number[], cut: number): { start: number; end: number } | null {
  if (cut <= 0 || cut >= values.length) return null;
  const atCut = values[cut - 1];
  if (atCut === undefined || values[cut] !== atCut) return null;
  return { start: values.indexOf(atCut), end: values.lastIndexOf(atCut) + 1 };
}

/**
 * VJ-11 "ties broken by a sudden-death roll": the tied players each roll a
 * d6, highest first; those still tied across the cut roll again among
 * themselves, until the cut is clear. `slots` is how many of `tied` get in.
 */
function suddenDeath(tied: readonly UserId[], slots: number, rng: Rng, rounds: SuddenDeathRound[]): UserId[] {
  const rolls = tied.map((player) => ({ player, die: rollDie(rng, 6) }));
  rounds.push({ round: rounds.length + 1, rolls });
  const byDie = [...rolls].sort((a, b) => b.die - a.die);
  const order = byDie.map((roll) => roll.player);
  const stillTied = tieAcross(
    byDie.map((roll) => roll.die),
    slots,
  );
  if (!stillTied) return order;
  const { start, end } = stillTied;
  return [...order.slice(0, start), ...suddenDeath(order.slice(start, end), slots - start, rng, rounds), ...order.slice(end)];
}

/**
 * VJ-11: the finishing order of a group when the top `places` matter (the
 * advance cut; 1 in the final). Only a tie across that cut is rolled for;
 * every other tie keeps standing (seed) order, and no die is spent on it.
 * Withdrawn players never get in.
 */
export function breakTies(rows: readonly StandingRow[], places: number, rng: Rng): TieBreak {
  const inPlay = rows.filter((row) => !row.withdrawn).sort((a, b) => b.total - a.total);
  const out = rows.filter((row) => row.withdrawn).map((row) => row.player);
  const order = inPlay.map((row) => row.player);
  const rounds: SuddenDeathRound[] = [];
  const tie = tieAcross(
    inPlay.map((row) => row.total),
    places,
  );
  if (!tie) return { order: [...order, ...out], rolls: rounds };
  const { start, end } = tie;
  const decided = suddenDeath(order.slice(start, end), places - start, rng, rounds);
  return { order: [...order.slice(0, start), ...decided, ...order.slice(end), ...out], rolls: rounds };
}

/** VJ-11: who of a group goes on — its top `advance` after tie-breaks; in the final, `advance` 1 is the winner. */
export function advancing(rows: readonly StandingRow[], advance: number, rng: Rng): { advanced: UserId[]; rolls: SuddenDeathRound[] } {
  const { order, rolls } = breakTies(rows, advance, rng);
  const withdrawn = new Set(rows.filter((row) => row.withdrawn).map((row) => row.player));
  return { advanced: order.filter((player) => !withdrawn.has(player)).slice(0, advance), rolls };
}
