// Draws a table's message: the embed with roster, terms and the game's own view, plus the buttons for the lobby or the game in play.
import { type APIEmbedField, ButtonStyle, EmbedBuilder } from 'discord.js';
import { HOUSE_LEVELS, isHouse } from '../../engine/house.js';
import type { PublicTable } from '../../engine/tables/service.js';
import { stakesOf } from '../../engine/tables/stakes.js';
import { t } from '../../i18n/index.js';
import { ANNOUNCED_LIST, DISCORD_LIMITS, listWithin, type More, rosterFields, rosterNeeds, shareRoom, sizeOf } from '../kit/budget.js';
import type { MessageRow, NameOf, PlayingTable } from '../kit/game-module.js';
import { button, buttonRow, showDiceButton } from '../kit/parts.js';
import { embedName, relativeTime, type ServerWording } from '../kit/wording.js';
import type { InstalledGames } from '../runtime/installed-games.js';
import { groupFields } from './groups.js';
import { type Money, termsField } from './terms.js';

export interface TableMessage {
  embeds: EmbedBuilder[];
  components: MessageRow[];
  allowedMentions: { parse: [] };
}

const seated = (table: PublicTable, role: 'player' | 'watcher') => table.seats.filter((seat) => seat.role === role && seat.status === 'seated');

/** The lobby's players, or the watchers, one line each, members named by `name`. */
function seatLines(table: PublicTable, role: 'player' | 'watcher', name: NameOf): string[] {
  return seated(table, role).map((seat, index) =>
    t(seat.tag ? 'table-seat-line-tagged' : 'table-seat-line', {
      position: seat.position ?? index + 1,
      // A team's name and a tag are text members typed: escaped as their names are.
      player: name(seat.userId) + (seat.team ? ` (${embedName(seat.team)})` : ''),
      tag: seat.tag ? embedName(seat.tag) : '',
    }),
  );
}

/** The table with its game's view, once there is one (a table cancelled in its lobby never had a game state). */
export function playing(table: PublicTable): PlayingTable<unknown> | null {
  const { view } = table;
  return view === null ? null : { ...table, view };
}

/** The game's view once the lobby is behind: its roster and fields are the game's own. */
const inPlay = (table: PublicTable) => (table.status === 'lobby' ? null : playing(table));

/** Every player's line and every watcher's, members named by `name`: the table's whole roster. */
export function rosterLines(table: PublicTable, games: InstalledGames, name: NameOf): { players: string[]; watchers: string[] } {
  const game = inPlay(table);
  return {
    players: game ? games.module(table.game).render.roster(game, name) : seatLines(table, 'player', name),
    watchers: seatLines(table, 'watcher', name),
  };
}

/** The table's embed, and how many roster lines it had to leave out. */
export interface TableEmbed {
  embed: EmbedBuilder;
  left: number;
}

/**
 * The table as one embed inside Discord's limits at any size: title, status,
 * the game's own fields and the winners first, then the rosters in what is
 * left — measured, not guessed — each shortened to "… and N more" when the
 * table outgrows it. Members are named by `server.name`, never mentioned:
 * a mention inside an embed shows raw to whoever has not cached the member.
 */
export function tableEmbed(
  table: PublicTable,
  games: InstalledGames,
  server: ServerWording,
  more: More = (count) => t('table-roster-more', { count }),
  // What is played shows in the lobby, where members decide to join; /table status shows it always.
  withTerms = table.status === 'lobby',
): TableEmbed {
  const { money, name } = server;
  const split = table.groups !== null;
  const status = table.paused
    ? t('table-status-paused', { member: name(table.paused.by) })
    : split && table.status === 'active'
      ? t('table-status-groups', { count: table.groups?.length ?? 0 })
      : t(`table-status-${table.status}`, { host: name(table.hostId) });
  // Only a running, unpaused table with its timer on has a deadline.
  const { deadline } = table;
  const waiting = !deadline
    ? null
    : deadline.together
      ? t('table-waiting-for-together', { players: listWithin(deadline.together.map(name), ANNOUNCED_LIST), deadline: relativeTime(deadline.at) })
      : t('table-waiting-for', { player: name(deadline.player), deadline: relativeTime(deadline.at) });
  const title = t('table-title', { game: games.tableName(table), table: table.id });
  const description = waiting ? `${status}\n${waiting}` : status;
  const footer = table.status === 'lobby' ? t('table-lobby-help') : null;
  const game = inPlay(table);
  // EL-1: a table split into groups shows the groups, each with its players, instead of a game of its own.
  const drawn = split ? groupFields(table, games, name) : game ? games.module(table.game).render.fields(game, name) : [];
  // Issue 30: an ended table keeps its pot line — what it held, and whom it paid or refunded — in place of the game's own (a cancelled game's still shows what it held).
  const settled = settledField(table, money, name);
  const gameFields = settled.length > 0 ? [...drawn.filter((field) => field.name !== settled[0]!.name), ...settled] : drawn;
  const winners = table.status === 'finished' && table.placings?.[0] ? table.placings[0] : null;
  // A Team Vitaji win can be a whole team's worth of names.
  const winnersField: APIEmbedField[] = winners
    ? [{ name: '\u200b', value: t('table-winners', { winners: listWithin(winners.map(name), ANNOUNCED_LIST) }) }]
    : [];

  const terms = withTerms ? [termsField(table, games, money)] : [];
  // VJ-11: the side bets' pool and what one unit on each backed player pays, live while the lobby takes bets.
  const bets = table.bets && table.bets.pool > 0 ? [sideBetsField(table.bets, money, name)] : [];
  terms.push(...bets);
  const fixed = sizeOf([...terms, ...gameFields, ...winnersField]);
  const room = {
    chars: DISCORD_LIMITS.embedTotal - title.length - description.length - (footer?.length ?? 0) - fixed.chars,
    fields: DISCORD_LIMITS.embedFields - fixed.fields,
  };
  const { players, watchers } = rosterLines(table, games, name);
  const playerLines = split ? [] : players.length > 0 ? players : [t('table-nobody')];
  const playersName = t('table-players');
  const watchersName = t('table-watchers');
  const [playerRoom, watcherRoom] = shareRoom(
    room,
    rosterNeeds(playersName, playerLines),
    watchers.length > 0 ? rosterNeeds(watchersName, watchers) : { chars: 0, fields: 0 },
  );
  const shownPlayers = split ? { fields: [], left: 0 } : rosterFields(playersName, playerLines, playerRoom, more);
  const shownWatchers = watchers.length > 0 ? rosterFields(watchersName, watchers, watcherRoom, more) : { fields: [], left: 0 };

  const embed = new EmbedBuilder()
    .setTitle(title)
    .setDescription(description)
    .addFields(...terms, ...shownPlayers.fields, ...gameFields, ...shownWatchers.fields, ...winnersField);
  if (footer) embed.setFooter({ text: footer });
  return { embed, left: shownPlayers.left + shownWatchers.left };
}

/** An amount in the table's money: the server's currency at a tria table, points at a points table. */
export function tableAmount(table: Pick<PublicTable, 'options'>, money: Money): Money {
  return stakesOf(table).stakes === 'tria' ? money : (amount) => t('table-points-amount', { count: amount });
}

/** Issue 30: what the pot of an ended table held, and who took it (one winner, several shares, or every refund). */
function settledField(table: PublicTable, money: Money, name: NameOf): APIEmbedField[] {
  const { settled } = table;
  if (!settled || Object.keys(settled.paid).length === 0) return [];
  const amount = tableAmount(table, money);
  const shares = Object.entries(settled.paid);
  const pot = amount(settled.pot);
  const only = shares.length === 1 && shares[0]![1] === settled.pot ? shares[0]![0] : null;
  const paid = listWithin(
    shares.map(([player, value]) => t('table-pot-share', { player: name(player), amount: amount(value) })),
    ANNOUNCED_LIST,
  );
  const value =
    table.status === 'cancelled'
      ? t('table-pot-refunded', { pot, paid })
      : only !== null
        ? t('table-pot-paid-to', { pot, player: name(only) })
        : t('table-pot-paid', { pot, paid });
  return [{ name: t('table-pot'), value }];
}

function sideBetsField(bets: NonNullable<PublicTable['bets']>, money: Money, name: NameOf): APIEmbedField {
  const lines = bets.odds.map((row) => t('table-bets-line', { player: name(row.player), backed: money(row.backed), pays: row.pays?.toFixed(2) ?? '—' }));
  return { name: t('table-bets-field'), value: [...lines.slice(0, 10), t('table-bets-pool', { pool: money(bets.pool) })].join('\n') };
}

/** The one table message, edited in place after every action. */
export function renderTable(table: PublicTable, games: InstalledGames, server: ServerWording): TableMessage {
  const components: MessageRow[] = [];
  if (table.status === 'lobby') {
    // Join, Watch, Leave and End mean the same at any version; Start acts on the roster shown.
    const any = { version: 'any' } as const;
    components.push(
      buttonRow(
        button(table, 'join', t('button-join'), ButtonStyle.Primary, any),
        button(table, 'watch', t('button-watch'), ButtonStyle.Secondary, any),
        button(table, 'leave', t('button-leave'), ButtonStyle.Secondary, any),
        button(table, 'start', t('button-start'), ButtonStyle.Success),
        button(table, 'end', t('button-end'), ButtonStyle.Danger, any),
      ),
    );
    const house = houseRow(table, games);
    if (house) components.push(house);
  } else {
    const game = playing(table);
    // A paused table offers nothing to press: it shows who paused it (/table dice still answers).
    if (table.status === 'active' && game && !table.paused) components.push(...games.module(table.game).render.components(game).slice(0, 5));
  }
  return { embeds: [tableEmbed(table, games, server).embed], components, allowedMentions: { parse: [] } };
}

/**
 * Issue 33: a lobby's house player buttons, in a row of their own: seat one
 * of each level, and take the last one away once one sits. None at a
 * tournament table (its groups are drawn) or for a game without house
 * players.
 */
function houseRow(table: PublicTable, games: InstalledGames): MessageRow | null {
  if (table.tournament !== null || !games.module(table.game).game.house) return null;
  const any = { version: 'any' } as const;
  const seat = HOUSE_LEVELS.map((level) =>
    button(table, 'house', t('button-house-seat', { level: t(`house-level-${level}`) }), ButtonStyle.Secondary, { ...any, argument: level }),
  );
  const seated = table.seats.some((seat) => isHouse(seat.userId));
  return buttonRow(...seat, ...(seated ? [button(table, 'unhouse', t('button-house-unseat'), ButtonStyle.Secondary, any)] : []));
}

/** The "Show my dice" button alone in a row, for players whose DMs are closed: it answers only the presser. */
export function showDiceRow(tableId: number | null, code: string | null): MessageRow {
  return buttonRow(showDiceButton(tableId, code));
}
