// Draws a tournament's message embed (settings, entrants, each tier's standings, prizes, betting markets) and the lines announcing its events.
import type { APIEmbed, APIEmbedField } from 'discord.js';
import type { UserId } from '../../engine/contract.js';
import type { MarketView } from '../../engine/markets/markets.js';
import { groupStanding } from '../../engine/tournaments/bracket.js';
import type { TournamentEvent } from '../../engine/tournaments/news.js';
import type { TournamentRecord } from '../../engine/tournaments/repository.js';
import type { Group, Tier } from '../../engine/tournaments/state.js';
import { t } from '../../i18n/index.js';
import { ANNOUNCED_LIST, DISCORD_LIMITS, linesWithin, listWithin } from '../kit/budget.js';
import type { NameOf } from '../kit/game-module.js';
import { mention } from '../kit/wording.js';

/** What the tournament's message and announcements need beside the record: words the Discord layer owns. */
export interface TournamentWords {
  /** The game's name as players read it. */
  game: string;
  /** Whether its players bet points as they go (VJ-11: points carried within a tier), or are scored by their places. */
  betting: boolean;
  /** An amount in the server's currency. */
  money: (amount: number) => string;
  /** The prize pool still held. */
  pool: number;
  /** The markets still taking or awaiting a result (open or closed), with their odds. */
  markets: readonly MarketView[];
  /** A member in the tournament's embed: their name (a mention there shows raw; announcements mention). */
  name: NameOf;
}

/** Room kept for the embed's title, description and field names: the fields' values share the rest of Discord's 6000. */
const FRAME = 800;

/** Players in a sentence: by `name` in the embed, mentioned in announcements. */
const names = (players: readonly UserId[], name: NameOf) => listWithin(players.map(name), ANNOUNCED_LIST);

/**
 * The tournament's one message (VJ-11), edited in place as it moves on:
 * status, the entrants while it is open, then tier after tier with each
 * group's place, standing and who went on, the prize money and the open
 * side-bet markets. Every field's value gets an even share of what Discord
 * allows an embed, so however big the tournament the message is accepted.
 */
export function tournamentEmbed(tournament: TournamentRecord, words: TournamentWords): APIEmbed {
  const { name } = words;
  const parts: { name: string; lines: string[] }[] = [];
  const { settings } = tournament;
  parts.push({
    name: t('tournament-settings-field'),
    lines: [
      t(words.betting ? 'tournament-settings' : 'tournament-settings-placings', {
        size: settings.group_size,
        games: settings.games_per_round,
        count: settings.games_per_round,
        advance: settings.advance,
        points: settings.points,
      }),
    ],
  });
  if (tournament.status === 'open') {
    const entrants = tournament.entries.filter((entry) => entry.status === 'in');
    parts.push({
      name: t('tournament-entrants-field', { count: entrants.length }),
      lines:
        entrants.length === 0
          ? [t('tournament-nobody')]
          : entrants.map((entry) => t('tournament-entrant-line', { seed: entry.seed, player: name(entry.userId) })),
    });
  }
  const withdrawn = tournament.entries.filter((entry) => entry.status === 'withdrawn').map((entry) => entry.userId);
  for (const tier of tournament.bracket?.tiers ?? [])
    parts.push({ name: tierName(tier), lines: tierLines(tier, tournament.channelId, withdrawn, tournament.bracket?.carried, name) });
  const prizes = prizeLines(tournament, words);
  if (prizes.length > 0) parts.push({ name: t('tournament-prizes-field'), lines: prizes });
  const markets = words.markets.map((market) => marketLine(market, words.money, name));
  if (markets.length > 0) parts.push({ name: t('tournament-markets-field'), lines: markets });

  // Discord's 25 fields: the first tiers give way to the latest (the rest of the bracket is history).
  const kept = parts.length > DISCORD_LIMITS.embedFields ? [...parts.slice(0, 2), ...parts.slice(parts.length - DISCORD_LIMITS.embedFields + 2)] : parts;
  const share = Math.min(DISCORD_LIMITS.fieldValue, Math.floor((DISCORD_LIMITS.embedTotal - FRAME) / Math.max(1, kept.length)));
  const fields: APIEmbedField[] = kept.map((part) => ({ name: part.name, value: linesWithin(part.lines, share).join('\n').slice(0, share) }));
  return {
    title: t('tournament-title', { game: words.game, tournament: tournament.id }),
    description: statusLine(tournament, name),
    fields,
  };
}

function statusLine(tournament: TournamentRecord, name: NameOf): string {
  switch (tournament.status) {
    case 'open':
      return t('tournament-status-open', { host: name(tournament.hostId) });
    case 'running':
      return t('tournament-status-running', { tier: tournament.bracket?.tiers.length ?? 1, stages: tournament.bracket?.stages ?? 1 });
    case 'finished': {
      const winner = tournament.bracket?.winner;
      return winner ? t('tournament-status-finished', { winner: name(winner) }) : t('tournament-status-finished-none');
    }
    case 'cancelled':
      return t('tournament-status-cancelled');
  }
}

const tierName = (tier: Tier) => (tier.final ? t('tournament-final-field') : t('tournament-tier-field', { tier: tier.number }));

/** Where a group plays: its thread, or the tournament's own channel. */
const whereOf = (group: Group, channelId: string) =>
  group.channelId !== null && group.channelId !== channelId ? t('tournament-where-thread', { thread: `<#${group.channelId}>` }) : t('tournament-where-here');

/** A group's players by their totals so far (VJ-11 standing), the withdrawn struck through. */
function standingOf(group: Group, withdrawn: readonly UserId[], carried: number | null | undefined, name: NameOf): string {
  const rows = groupStanding(group, withdrawn, carried);
  const played = group.games.some((game) => game.scores !== null);
  return listWithin(
    rows.map((row) =>
      row.withdrawn
        ? t('tournament-standing-withdrawn', { player: name(row.player) })
        : played
          ? t('tournament-standing-entry', { player: name(row.player), total: row.total })
          : name(row.player),
    ),
    ANNOUNCED_LIST,
  );
}

function tierLines(tier: Tier, channelId: string, withdrawn: readonly UserId[], carried: number | null | undefined, name: NameOf): string[] {
  const lines = tier.groups.map((group) => {
    const where = whereOf(group, channelId);
    const line = tier.final
      ? t('tournament-final-line', { where, standing: standingOf(group, withdrawn, carried, name) })
      : t('tournament-group-line', { group: group.number, where, standing: standingOf(group, withdrawn, carried, name) });
    if (group.advanced === null) return line;
    const on = t(tier.final ? 'tournament-group-won' : 'tournament-group-advanced', { players: names(group.advanced, name) || '—' });
    return `${line} ${on}`;
  });
  if (tier.byes.length > 0) lines.push(t('tournament-byes', { players: names(tier.byes, name) }));
  return lines;
}

function prizeLines(tournament: TournamentRecord, words: TournamentWords): string[] {
  const paid = Object.entries(tournament.bracket?.prizes ?? {});
  if (tournament.settings.prizes === 0) return [];
  return [
    t('tournament-prizes-pool', { pool: words.money(words.pool) }),
    ...(paid.length > 0 ? [t('tournament-prizes-paid', { paid: paidList(Object.fromEntries(paid), words.money, words.name) })] : []),
  ];
}

function marketLine(market: MarketView, money: (amount: number) => string, name: NameOf): string {
  const backed = market.odds.filter((odds) => odds.pays !== null);
  if (backed.length === 0) return t('tournament-market-open-empty', { market: market.name });
  return t('tournament-market-line', {
    market: market.name,
    pool: money(market.pool),
    odds: listWithin(
      backed.map((odds) => t('tournament-odds-one', { player: name(odds.player), pays: odds.pays ?? 0 })),
      ANNOUNCED_LIST,
    ),
  });
}

/** "@a 15 tria, @b 15 tria"; members by `name`. */
function paidList(paid: Readonly<Record<UserId, number>>, money: (amount: number) => string, name: NameOf): string {
  return listWithin(
    Object.entries(paid).map(([member, amount]) => t('tournament-paid-one', { member: name(member), amount: money(amount) })),
    ANNOUNCED_LIST,
  );
}

/**
 * What the tournament's events say in its channel (VJ-11). Entries and
 * their withdrawal before the start show in the message itself; the draw,
 * each group's result, prize money, the winner, the markets' outcomes, a
 * withdrawal in play and a cancel are announced. `where`: a group's place,
 * read from the bracket as it stands (threads are made after the draw).
 */
export function tournamentLines(events: readonly TournamentEvent[], tournament: TournamentRecord, words: TournamentWords): string[] {
  const lines: string[] = [];
  const groupOf = (tier: number, group: number) => tournament.bracket?.tiers[tier - 1]?.groups[group - 1];
  const where = (tier: number, group: number) => {
    const found = groupOf(tier, group);
    return found ? whereOf(found, tournament.channelId) : t('tournament-where-here');
  };
  for (const event of events) {
    switch (event.what) {
      case 'opened':
      case 'joined':
      case 'left':
        break;
      case 'withdrawn':
        lines.push(t('tournament-announce-withdrawn', { player: mention(event.player) }));
        break;
      case 'tier': {
        const heading = event.final
          ? t('tournament-announce-final', { game: words.game })
          : t('tournament-announce-tier', { tier: event.tier, game: words.game, advance: tournament.settings.advance });
        const groups = event.groups.map((group) =>
          event.final
            ? t('tournament-announce-final-group', { where: where(event.tier, group.number), players: names(group.players, mention) })
            : t('tournament-announce-group', { group: group.number, where: where(event.tier, group.number), players: names(group.players, mention) }),
        );
        const byes = event.byes.length > 0 ? [t('tournament-announce-byes', { players: names(event.byes, mention) })] : [];
        lines.push([heading, ...groups, ...byes, t(event.final ? 'tournament-announce-final-start-hint' : 'tournament-announce-start-hint')].join('\n'));
        break;
      }
      case 'group-done': {
        const final = tournament.bracket?.tiers[event.tier - 1]?.final === true;
        const rows = listWithin(
          event.standing.map((row) =>
            row.withdrawn
              ? t('tournament-standing-withdrawn', { player: mention(row.player) })
              : t('tournament-standing-entry', { player: mention(row.player), total: row.total }),
          ),
          ANNOUNCED_LIST,
        );
        lines.push(
          final
            ? t('tournament-announce-final-done', { standing: rows })
            : t('tournament-announce-group-done', { tier: event.tier, group: event.group, standing: rows, advanced: names(event.advanced, mention) || '—' }),
        );
        for (const round of event.rolls) {
          const rolls = round.rolls.map((roll) => t('tournament-announce-roll', { player: mention(roll.player), die: roll.die }));
          lines.push(t('tournament-announce-sudden-death', { round: round.round, rolls: listWithin(rolls, ANNOUNCED_LIST) }));
        }
        break;
      }
      case 'prizes':
        lines.push(
          tournament.bracket?.tiers[event.tier - 1]?.final === true
            ? t('tournament-announce-prizes-final', { paid: paidList(event.paid, words.money, mention) })
            : t('tournament-announce-prizes', { tier: event.tier, paid: paidList(event.paid, words.money, mention) }),
        );
        break;
      case 'winner': {
        lines.push(
          event.player
            ? t('tournament-announce-winner', { player: mention(event.player), game: words.game })
            : t('tournament-announce-no-winner', { game: words.game }),
        );
        // Issue 30: the pool, each prize it paid over every tier, and what went back to the opener.
        const prizes = Object.entries(event.prizes ?? {}).filter(([, amount]) => amount > 0);
        if (event.pool && prizes.length > 0)
          lines.push(t('tournament-announce-prize-total', { pool: words.money(event.pool), paid: paidList(Object.fromEntries(prizes), words.money, mention) }));
        if (event.returned) lines.push(t('tournament-announce-pool-returned', { amount: words.money(event.returned), host: mention(tournament.hostId) }));
        break;
      }
      case 'market':
        // A market nobody bet on is no news, void or not.
        if (event.status === 'void') {
          if (Object.keys(event.paid).length > 0)
            lines.push(
              `${t(event.reason === 'cancelled' ? 'tournament-announce-market-cancelled' : 'tournament-announce-market-void', { market: event.name })}\n${t('table-announce-refunds', { paid: paidList(event.paid, words.money, mention) })}`,
            );
        } else if (Object.keys(event.paid).length > 0)
          lines.push(t('tournament-announce-market-settled', { market: event.name, paid: paidList(event.paid, words.money, mention) }));
        else lines.push(t('tournament-announce-market-won-nothing', { market: event.name }));
        break;
      case 'cancelled':
        lines.push(t('tournament-announce-cancelled', { member: mention(event.by), game: words.game, host: mention(tournament.hostId) }));
        // Issue 30: how much went back.
        if (event.returned) lines.push(t('tournament-announce-pool-returned', { amount: words.money(event.returned), host: mention(tournament.hostId) }));
        break;
    }
  }
  return lines;
}
