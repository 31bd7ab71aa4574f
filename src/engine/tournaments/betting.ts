// Side bets on a tournament (VJ-11): who may bet, on which market, and while it still takes bets.
import type { Tx } from '../../db/store.js';
import type { UserId } from '../contract.js';
import { ensureWallet } from '../economy/wallets.js';
import { marketsOfTournament, placeBet } from '../markets/markets.js';
import type { TableService } from '../tables/service.js';
import { marketName } from './progress.js';
import { fail, Refused } from './refusals.js';
import type { TournamentRecord } from './repository.js';

/** A member's bet on a player, in one of a tournament's markets. */
export interface TournamentBet {
  bettor: UserId;
  market: string;
  player: UserId;
  amount: number;
  now: number;
}

/** Places a bet inside the tournament command's transaction, or refuses it (a market unknown or closed, a bettor who plays, a player outside it). */
export async function placeTournamentBet(tx: Tx, tables: TableService, tournament: TournamentRecord, request: TournamentBet): Promise<void> {
  const market = (await marketsOfTournament(tx, tournament.id)).find((candidate) => candidate.name === request.market);
  if (!market) fail('no-market', 'error-tournament-no-market', { market: request.market });
  // Side bets are for those watching (as at a table): a player in the tournament cannot bet on its outcome.
  if (tournament.entries.some((candidate) => candidate.userId === request.bettor && candidate.status === 'in'))
    fail('bettor-plays', 'error-tournament-bettor-plays');
  if (!(await bettable(tables, tournament, market!.status, market!.name))) fail('market-closed', 'error-market-closed', { market: request.market });
  const entry = tournament.entries.find((candidate) => candidate.userId === request.player && candidate.status === 'in');
  if (!entry || !inMarket(tournament, market!.name, request.player)) fail('not-in-market', 'error-market-player', { player: { member: request.player } });
  await ensureWallet(tx, tournament.serverId, request.bettor, request.now);
  const placed = await placeBet(tx, { marketId: market!.id, bettor: request.bettor, player: request.player, amount: request.amount, now: request.now });
  if (!placed.ok) throw new Refused(placed.error);
}

/** Whether a market still takes bets: the tournament's until its first game starts, a group's until that group's first game starts. */
async function bettable(tables: TableService, tournament: TournamentRecord, status: string, name: string): Promise<boolean> {
  if (status !== 'open') return false;
  if (tournament.status === 'open') return true;
  if (tournament.status !== 'running' || !tournament.bracket) return false;
  const firstGames = tournament.bracket.tiers.flatMap((tier) =>
    tier.groups
      .filter((group) => (name === 'tournament' ? tier.number === 1 : marketName(tier.number, group.number) === name))
      .map((group) => group.games[0]?.tableId),
  );
  for (const tableId of firstGames) if (tableId === undefined || (await tables.publicTable(tableId))?.status !== 'lobby') return false;
  return true;
}

/** Whether a player is in a market: every player is in the tournament's, a group's players in their group's. */
function inMarket(tournament: TournamentRecord, name: string, player: UserId): boolean {
  if (name === 'tournament') return true;
  return (tournament.bracket?.tiers ?? []).some((tier) =>
    tier.groups.some((group) => marketName(tier.number, group.number) === name && group.players.includes(player)),
  );
}
