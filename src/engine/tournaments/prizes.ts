// Tournament prize money (VJ-11), pure: how the prize pool is split across stages, and a stage's prize among its players, to the last tria.
import type { UserId } from '../contract.js';

// VJ-11: "players who advance win prize money, rising with each tier". How a
// moderator's prize pool becomes each tier's money, to the last tria.

/**
 * The pool per stage, first tier first. `split` is percentages summing to
 * 100, read from the final backwards (its last entry is the final's), so one
 * split such as "20,30,50" fits a tournament of any size: with more stages
 * than entries the earliest tiers pay nothing; with fewer, the entries no
 * stage uses go to the final. Amounts are floored and what rounding leaves
 * goes to the final, so the stages pay out the pool exactly.
 */
export function stageShares(pool: number, split: readonly number[], stages: number): number[] {
  if (!Number.isInteger(stages) || stages < 1) throw new Error(`a tournament has at least one stage, not ${stages}`);
  // A stage reads the entry as far from the end of `split` as the stage is from the final.
  // The final takes the rest: its own entry, the entries no stage reached, and the rounding.
  const earlier = Array.from({ length: stages - 1 }, (_, stage) => {
    const entry = split.length - stages + stage;
    return entry < 0 ? 0 : Math.floor((pool * (split[entry] ?? 0)) / 100);
  });
  const paidEarlier = earlier.reduce((sum, amount) => sum + amount, 0);
  return [...earlier, pool - paidEarlier];
}

/**
 * One stage's money among the players it pays (a tier's advancers, the
 * final's winner): equal shares, and the tria that do not divide go one
 * each to the first of them in seed order. Nobody to pay: nothing here, the
 * caller refunds.
 */
export function splitAmong(amount: number, players: readonly UserId[]): Record<UserId, number> {
  if (players.length === 0) return {};
  const share = Math.floor(amount / players.length);
  const left = amount - share * players.length;
  return Object.fromEntries(players.map((player, index) => [player, share + (index < left ? 1 : 0)]));
}

/**
 * The split when the moderator gives none: rising with each tier, weights
 * 1, 2, … up to the final, as whole percentages (floored, the rest to the
 * final) that sum to exactly 100.
 */
export function defaultSplit(stages: number): number[] {
  if (!Number.isInteger(stages) || stages < 1) throw new Error(`a tournament has at least one stage, not ${stages}`);
  const weights = (stages * (stages + 1)) / 2;
  const earlier = Array.from({ length: stages - 1 }, (_, stage) => Math.floor((100 * (stage + 1)) / weights));
  return [...earlier, 100 - earlier.reduce((sum, percent) => sum + percent, 0)];
}
