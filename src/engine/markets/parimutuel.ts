// Parimutuel side-bet maths (VJ-11, no house cut), pure: how a market's pool is paid out to those who backed the winner, and the odds.
import type { UserId } from '../contract.js';

/**
 * VJ-11 side bets, parimutuel (ruling: no house cut): everything staked on a
 * market is its pool, and the pool goes back, all of it, to those who backed
 * the winner, in proportion to their stake. Pure: the repository
 * (`markets.ts`) loads the bets and moves the money.
 */

/** One stake: who bet, whom they backed, how much. */
export interface PlacedBet {
  id: number;
  bettor: UserId;
  player: UserId;
  amount: number;
}

/** What one unit staked on a player pays back if they win; null while nobody has backed them. */
export interface PlayerOdds {
  player: UserId;
  backed: number;
  pays: number | null;
}

const poolOf = (bets: readonly PlacedBet[]): number => bets.reduce((total, bet) => total + bet.amount, 0);

/**
 * What each winning bet is paid back, by bet id; losing bets are absent.
 * Tied winners share one winning side: a stake on any of them counts. Every
 * unit of the pool is paid: the shares are rounded down, and the few units
 * that leaves go one each to the largest winning stakes (the earliest bet
 * first among equals), so the payouts sum exactly to the pool.
 * Null when the market is void — nothing was staked, or nobody backed a
 * winner — and every stake goes back to its bettor instead.
 */
export function payouts(bets: readonly PlacedBet[], winners: readonly UserId[]): Map<number, number> | null {
  const winning = bets.filter((bet) => winners.includes(bet.player));
  const winningStake = poolOf(winning);
  if (winningStake === 0) return null;
  const pool = poolOf(bets);

  // BigInt: pool × stake can pass 2^53 long before either does.
  const shares = new Map(winning.map((bet) => [bet.id, Number((BigInt(pool) * BigInt(bet.amount)) / BigInt(winningStake))]));
  let leftover = pool - [...shares.values()].reduce((total, share) => total + share, 0);
  const byLargestStake = [...winning].sort((a, b) => b.amount - a.amount || a.id - b.id);
  // Rounding down loses less than one unit per winning bet, so one pass hands out every leftover unit.
  for (const bet of byLargestStake) {
    if (leftover === 0) break;
    shares.set(bet.id, (shares.get(bet.id) ?? 0) + 1);
    leftover -= 1;
  }
  return shares;
}

/** The odds on each player given, in that order: the pool over what is staked on them, to 2 decimals. */
export function odds(bets: readonly PlacedBet[], players: readonly UserId[]): PlayerOdds[] {
  const pool = poolOf(bets);
  return players.map((player) => {
    const backed = poolOf(bets.filter((bet) => bet.player === player));
    return { player, backed, pays: backed === 0 ? null : Math.round((pool / backed) * 100) / 100 };
  });
}
