// A transcript's `summary`: each table's and tournament's outcome (players, pots, wallets, bracket, markets) read from the sandbox's database.

import type { Store, Tx } from '../../src/db/store.js';
/**
 * The `summary` of a transcript (TRANSCRIPTS.md): one object per table in
 * the sandbox's database, with members named as the script named them.
 */
import type { PlayerSummary } from '../../src/engine/contract.js';
import { stakePostings } from '../../src/engine/economy/holdings.js';
import { balanceOf } from '../../src/engine/economy/ledger.js';
import { type MarketStatus, marketsOfTournament, marketView } from '../../src/engine/markets/markets.js';
import { serverSettings } from '../../src/engine/servers/settings.js';
import { loadTable, type TableStatus } from '../../src/engine/tables/repository.js';
import { stakesOf } from '../../src/engine/tables/stakes.js';
import { allTournaments, loadTournament, type TournamentStatus } from '../../src/engine/tournaments/repository.js';
import type { DiscordStandIn } from '../../standin/standin.js';
import type { Playground } from '../playground.js';

/** The bot's database; a stand-in run without it (`npm run standin` without --db) has no summaries to give. */
function storeOf(sandbox: Playground): Store {
  if (sandbox.store === null) throw new Error("the bot's database was not given (--db), so there is nothing to sum up");
  return sandbox.store;
}

/** One player's line of a transcript summary (TRANSCRIPTS.md). */
export interface SummaryPlayer {
  name: string;
  out: boolean;
  score: number | null;
  lives: number | null;
  dice: number | null;
  /** Everything the player put into the table's pot (ante, bets, buy-in); 0 at points tables. */
  paid: number;
  /** Everything the pot paid back to them (winnings and refunds); 0 at points tables. */
  won: number;
}

export interface TableSummary {
  kind: 'summary';
  game: string;
  status: TableStatus;
  winners: string[];
  players: SummaryPlayer[];
  /** The total paid into the pot by everyone; 0 at points tables. */
  pot: number;
  /** The wallet of every member the script mentioned (the starting balance when not opened yet). */
  balances: Record<string, number>;
}

/** A user id as the script knows it: the stand-in member's name (the id itself for someone the stand-in never saw). */
export function nameOf(standin: DiscordStandIn, userId: string): string {
  return standin.users.get(userId)?.name ?? userId;
}

/** For the summary also the name the bot remembered (a table from an earlier run on the same `--db`): the latest one seen. */
async function summaryNames(sandbox: Playground): Promise<(userId: string) => string> {
  const remembered = new Map<string, string>();
  const rows = await storeOf(sandbox).tx.all<{ user_id: string; display_name: string }>('SELECT user_id, display_name FROM members ORDER BY last_seen_at');
  for (const row of rows) remembered.set(row.user_id, row.display_name);
  return (userId) => (sandbox.standin.users.has(userId) ? nameOf(sandbox.standin, userId) : (remembered.get(userId) ?? userId));
}

function idOf(standin: DiscordStandIn, name: string): string | null {
  for (const user of standin.users.values()) if (!user.bot && user.name === name) return user.id;
  return null;
}

interface Flows {
  /** By account owner (`<userId>` for a wallet, `<tableId>:<userId>` for a stack): paid in, paid back. */
  byOwner: Map<string, { paid: number; won: number }>;
  /** Everything paid into the table's holdings, by everyone. */
  pot: number;
}

/** What each player put into the table and got back from it, from the ledger (stakePostings). */
async function potFlows(db: Tx, tableId: number, serverId: string): Promise<Flows> {
  const byOwner = new Map<string, { paid: number; won: number }>();
  let pot = 0;
  for (const row of await stakePostings(db, serverId, tableId)) {
    const flow = byOwner.get(row.owner) ?? { paid: 0, won: 0 };
    if (row.amount < 0) {
      flow.paid -= row.amount;
      pot -= row.amount;
    } else {
      flow.won += row.amount;
    }
    byOwner.set(row.owner, flow);
  }
  return { byOwner, pot };
}

/** What the game says of each player, or nothing when the game is not installed in this sandbox (an old `--db`). */
async function gameSummariesOf(sandbox: Playground, tableId: number): Promise<Map<string, PlayerSummary>> {
  try {
    return await sandbox.summaries(tableId);
  } catch {
    return new Map();
  }
}

/** One table's summary; `mentioned` are the member names the script used, in the order it first used them. */
async function tableSummary(sandbox: Playground, tableId: number, mentioned: readonly string[]): Promise<TableSummary | null> {
  const { tx } = storeOf(sandbox);
  const summaryName = await summaryNames(sandbox);
  const table = await loadTable(tx, tableId);
  if (!table) return null;
  const tria = stakesOf(table).stakes === 'tria';
  const flows = tria ? await potFlows(tx, table.id, table.serverId) : { byOwner: new Map<string, { paid: number; won: number }>(), pot: 0 };
  const summaries = await gameSummariesOf(sandbox, table.id);
  const players = table.seats
    .filter((seat) => seat.role === 'player')
    .map((seat): SummaryPlayer => {
      const summary = summaries.get(seat.userId);
      const flow = flows.byOwner.get(seat.userId) ?? { paid: 0, won: 0 };
      return {
        name: summaryName(seat.userId),
        out: summary?.out ?? seat.status !== 'seated',
        score: summary?.score ?? null,
        lives: summary?.lives ?? null,
        dice: summary?.dice ?? null,
        paid: flow.paid,
        won: flow.won,
      };
    });
  // Wallets are a server's own: the table's server's.
  const balances = await walletsOf(sandbox, mentioned, table.serverId);
  return {
    kind: 'summary',
    game: table.game,
    status: table.status,
    winners: (table.placings?.[0] ?? []).map(summaryName),
    players,
    pot: flows.pot,
    balances,
  };
}

/** The wallet in a server [the sandbox's own] of every member the script mentioned; one not opened yet shows what /wallet balance would: the starting balance. */
async function walletsOf(sandbox: Playground, mentioned: readonly string[], serverId = sandbox.standin.guildId): Promise<Record<string, number>> {
  const { standin } = sandbox;
  const { tx } = storeOf(sandbox);
  const balances: Record<string, number> = {};
  const { startingBalance } = await serverSettings(tx, serverId);
  for (const name of mentioned) {
    const id = idOf(standin, name);
    const opened = id !== null && (await tx.get(`SELECT 1 FROM accounts WHERE server_id = ? AND kind = 'wallet' AND owner = ?`, serverId, id));
    balances[name] = opened ? await balanceOf(tx, { serverId, kind: 'wallet', owner: id }) : startingBalance;
  }
  return balances;
}

/** Every table in the sandbox's database, oldest first. */
/**
 * Every table's summary, or only those of `servers` (server ids): a
 * transcript played beside others on one database sums up its own.
 */
export async function tableSummaries(sandbox: Playground, mentioned: readonly string[], servers?: ReadonlySet<string>): Promise<TableSummary[]> {
  const rows = await storeOf(sandbox).tx.all<{ id: number; server_id: string }>('SELECT id, server_id FROM game_tables ORDER BY id');
  const summaries: TableSummary[] = [];
  for (const { id } of rows.filter((row) => servers?.has(row.server_id) ?? true)) {
    const summary = await tableSummary(sandbox, id, mentioned);
    if (summary !== null) summaries.push(summary);
  }
  return summaries;
}

/** The readable form (without `--json`). */
export function formatSummary(summary: TableSummary): string[] {
  const who = (player: SummaryPlayer) => {
    const facts = [
      player.out ? 'out' : 'in',
      player.score !== null ? `score ${player.score}` : null,
      player.lives !== null ? `lives ${player.lives}` : null,
      player.dice !== null ? `dice ${player.dice}` : null,
      player.paid || player.won ? `paid ${player.paid}, won ${player.won}` : null,
    ];
    return `    ${player.name}: ${facts.filter((fact) => fact !== null).join(', ')}`;
  };
  const balances = Object.entries(summary.balances).map(([name, balance]) => `${name} ${balance}`);
  return [
    `== summary: ${summary.game}, ${summary.status}${summary.winners.length > 0 ? ` — winner: ${summary.winners.join(', ')}` : ''}`,
    `  players:${summary.players.length === 0 ? ' none' : ''}`,
    ...summary.players.map(who),
    `  pot: ${summary.pot}`,
    `  wallets: ${balances.length > 0 ? balances.join(', ') : 'nobody mentioned'}`,
  ];
}

/** One tournament's summary line (TRANSCRIPTS.md, VJ-11): its bracket, winner, prize money and side-bet markets, members by the script's names. */
export interface TournamentSummary {
  kind: 'tournament';
  game: string;
  status: TournamentStatus;
  /** Tier after tier, each group's players in seed order and who went on (null while it plays). */
  tiers: { group: number; players: string[]; advanced: string[] | null }[][];
  winner: string | null;
  /** Prize money paid, by member. */
  prizes: Record<string, number>;
  /** Every market, oldest first: its pool (everything staked and not refunded) and what each bettor got back (winnings and refunds). */
  markets: { name: string; status: MarketStatus; pool: number; paid: Record<string, number> }[];
  balances: Record<string, number>;
}

export async function tournamentSummary(sandbox: Playground, tournamentId: number, mentioned: readonly string[]): Promise<TournamentSummary | null> {
  const tournament = await loadTournament(storeOf(sandbox).tx, tournamentId);
  if (!tournament) return null;
  const name = await summaryNames(sandbox);
  const byName = (amounts: Readonly<Record<string, number>>) => Object.fromEntries(Object.entries(amounts).map(([userId, amount]) => [name(userId), amount]));
  const bracket = tournament.bracket;
  return {
    kind: 'tournament',
    game: tournament.game,
    status: tournament.status,
    tiers: (bracket?.tiers ?? []).map((tier) =>
      tier.groups.map((group) => ({ group: group.number, players: group.players.map(name), advanced: group.advanced?.map(name) ?? null })),
    ),
    winner: bracket?.winner ? name(bracket.winner) : null,
    prizes: byName(bracket?.prizes ?? {}),
    markets: await marketsOf(sandbox, tournament.id, byName),
    balances: await walletsOf(sandbox, mentioned),
  };
}

/** A tournament's markets, oldest first, bettors by the script's names. */
async function marketsOf(sandbox: Playground, tournamentId: number, byName: (amounts: Readonly<Record<string, number>>) => Record<string, number>) {
  const markets: TournamentSummary['markets'] = [];
  for (const market of await marketsOfTournament(storeOf(sandbox).tx, tournamentId)) {
    const view = await marketView(storeOf(sandbox).tx, market.id);
    markets.push({ name: view.name, status: view.status, pool: view.pool, paid: byName(view.paid) });
  }
  return markets;
}

/** Every tournament in the sandbox's database, oldest first. */
export async function tournamentSummaries(sandbox: Playground, mentioned: readonly string[], servers?: ReadonlySet<string>): Promise<TournamentSummary[]> {
  const summaries: TournamentSummary[] = [];
  const { tx } = storeOf(sandbox);
  for (const id of await allTournaments(tx)) {
    const server = await tx.get<{ server_id: string }>('SELECT server_id FROM tournaments WHERE id = ?', id);
    if (servers && !servers.has(server?.server_id ?? '')) continue;
    const summary = await tournamentSummary(sandbox, id, mentioned);
    if (summary !== null) summaries.push(summary);
  }
  return summaries;
}

/** The readable form of a tournament's summary. */
export function formatTournamentSummary(summary: TournamentSummary): string[] {
  const amounts = (record: Record<string, number>) =>
    Object.entries(record)
      .map(([member, amount]) => `${member} ${amount}`)
      .join(', ') || 'none';
  return [
    `== tournament: ${summary.game}, ${summary.status}${summary.winner ? ` — winner: ${summary.winner}` : ''}`,
    ...summary.tiers.flatMap((groups, index) => [
      `  tier ${index + 1}:`,
      ...groups.map((group) => `    group ${group.group}: ${group.players.join(', ')}${group.advanced ? ` → ${group.advanced.join(', ') || 'nobody'}` : ''}`),
    ]),
    `  prizes: ${amounts(summary.prizes)}`,
    ...summary.markets.map((market) => `  market ${market.name}: ${market.status}, pool ${market.pool}, paid ${amounts(market.paid)}`),
    `  wallets: ${amounts(summary.balances)}`,
  ];
}
