import { type APIEmbedField, ButtonStyle, EmbedBuilder } from 'discord.js';
import { t } from '../../i18n/index.js';
import type { PublicTable } from '../../tables/service.js';
import type { MessageRow, PlayingTable } from '../game-module.js';
import type { InstalledGames } from '../installed-games.js';
import { mention, relativeTime } from '../wording.js';
import { button, buttonRow, fieldsOf, showDiceButton } from './parts.js';

export interface TableMessage {
  embeds: EmbedBuilder[];
  components: MessageRow[];
  allowedMentions: { parse: [] };
}

function seatLines(table: PublicTable, role: 'player' | 'watcher'): string[] {
  const seats = table.seats.filter((seat) => seat.role === role && seat.status === 'seated');
  if (seats.length === 0) return [t('table-nobody')];
  return seats.map((seat, index) =>
    t(seat.tag ? 'table-seat-line-tagged' : 'table-seat-line', {
      position: seat.position ?? index + 1,
      player: mention(seat.userId) + (seat.team ? ` (${seat.team})` : ''),
      tag: seat.tag ?? '',
    }),
  );
}

/** The table with its game's view, once there is one (a table cancelled in its lobby never had a game state). */
export function playing(table: PublicTable): PlayingTable<unknown> | null {
  const { view } = table;
  return view === null ? null : { ...table, view };
}

/** The one table message, edited in place after every action. */
export function renderTable(table: PublicTable, games: InstalledGames): TableMessage {
  const module = games.module(table.game);
  const status = table.paused
    ? t('table-status-paused', { member: mention(table.paused.by) })
    : t(`table-status-${table.status}`, { host: mention(table.hostId) });
  // Only a running, unpaused table with its timer on has a deadline.
  const waiting = table.deadline ? t('table-waiting-for', { player: mention(table.deadline.player), deadline: relativeTime(table.deadline.at) }) : null;
  const embed = new EmbedBuilder()
    .setTitle(t('table-title', { game: games.name(table.game), table: table.id }))
    .setDescription(waiting ? `${status}\n${waiting}` : status);
  const fields: APIEmbedField[] = [];
  const game = table.status === 'lobby' ? null : playing(table);
  fields.push(...(game ? module.render.fields(game) : fieldsOf(t('table-players'), seatLines(table, 'player'))));
  if (table.seats.some((seat) => seat.role === 'watcher' && seat.status === 'seated')) {
    fields.push(...fieldsOf(t('table-watchers'), seatLines(table, 'watcher')));
  }
  if (table.status === 'finished' && table.placings?.[0]) {
    fields.push({ name: '\u200b', value: t('table-winners', { winners: table.placings[0].map(mention).join(', ') }) });
  }
  embed.addFields(fields.slice(0, 25));
  if (table.status === 'lobby') embed.setFooter({ text: t('table-lobby-help') });

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
  } else if (table.status === 'active' && game && !table.paused) {
    // A paused table offers nothing to press: it shows who paused it (/table dice still answers).
    components.push(...module.render.components(game).slice(0, 5));
  }
  return { embeds: [embed], components, allowedMentions: { parse: [] } };
}

/** The "Show my dice" button alone in a row, for players whose DMs are closed: it answers only the presser. */
export function showDiceRow(tableId: number | null, code: string | null): MessageRow {
  return buttonRow(showDiceButton(tableId, code));
}
