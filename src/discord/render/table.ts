import { ActionRowBuilder, ButtonBuilder, ButtonStyle, EmbedBuilder, type APIEmbedField, type StringSelectMenuBuilder } from 'discord.js';
import { t } from '../../i18n/index.js';
import type { PublicTable } from '../../tables/service.js';
import { encodeCustomId } from '../custom-id.js';
import { mention } from '../wording.js';
import { rendererFor } from './game-renderers.js';

export interface TableMessage {
  embeds: EmbedBuilder[];
  components: ActionRowBuilder<ButtonBuilder | StringSelectMenuBuilder>[];
  allowedMentions: { parse: [] };
}

/**
 * Lines in as many embed fields as they need (Discord: 1024 characters a
 * field), split between lines, so a big table never loses a player.
 */
export function fieldsOf(name: string, lines: readonly string[]): APIEmbedField[] {
  const fields: APIEmbedField[] = [];
  let current = '';
  for (const line of lines) {
    if (current && current.length + 1 + line.length > 1024) {
      fields.push({ name: fields.length === 0 ? name : '\u200b', value: current });
      current = '';
    }
    current = current ? `${current}\n${line.slice(0, 1024)}` : line.slice(0, 1024);
  }
  fields.push({ name: fields.length === 0 ? name : '\u200b', value: current || '\u200b' });
  return fields;
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

function button(table: PublicTable, action: string, label: Parameters<typeof t>[0], style: ButtonStyle, version = 0) {
  return new ButtonBuilder()
    .setCustomId(encodeCustomId({ tableId: table.id, version, action, argument: null }))
    .setLabel(t(label))
    .setStyle(style);
}

/** The one table message, edited in place after every action. */
export function renderTable(table: PublicTable, name: string): TableMessage {
  const status = t(`table-status-${table.status}`, { host: mention(table.hostId) });
  const embed = new EmbedBuilder().setTitle(t('table-title', { game: name, table: table.id })).setDescription(status);
  const fields: APIEmbedField[] = [];
  // A table cancelled in its lobby never had a game state to draw.
  const renderer = table.view === null ? null : rendererFor(table.game);
  if (table.status === 'lobby' || !renderer) fields.push(...fieldsOf(t('table-players'), seatLines(table, 'player')));
  if (table.status !== 'lobby' && renderer) fields.push(...renderer.fields(table));
  if (table.seats.some((seat) => seat.role === 'watcher' && seat.status === 'seated')) {
    fields.push(...fieldsOf(t('table-watchers'), seatLines(table, 'watcher')));
  }
  if (table.status === 'finished' && table.placings?.[0]) {
    fields.push({ name: '\u200b', value: t('table-winners', { winners: table.placings[0].map(mention).join(', ') }) });
  }
  embed.addFields(fields.slice(0, 25));
  if (table.status === 'lobby') embed.setFooter({ text: t('table-lobby-help') });

  const components: TableMessage['components'] = [];
  if (table.status === 'lobby') {
    // Join, Watch and Leave mean the same at any version; Start acts on the roster shown.
    components.push(
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        button(table, 'join', 'button-join', ButtonStyle.Primary),
        button(table, 'watch', 'button-watch', ButtonStyle.Secondary),
        button(table, 'leave', 'button-leave', ButtonStyle.Secondary),
        button(table, 'start', 'button-start', ButtonStyle.Success, table.version),
        button(table, 'end', 'button-end', ButtonStyle.Danger),
      ),
    );
  } else if (table.status === 'active' && renderer) {
    components.push(...renderer.components(table).slice(0, 5));
  }
  return { embeds: [embed], components, allowedMentions: { parse: [] } };
}

/** The "Show my dice" button for players whose DMs are closed: it answers only the presser. */
export function showDiceRow(tableId: number, code: string | null): ActionRowBuilder<ButtonBuilder> {
  return new ActionRowBuilder<ButtonBuilder>().addComponents(showDiceButton(tableId, code));
}

/**
 * The button that shows the presser their own hidden dice, ephemerally: at
 * a table all of theirs there (at any version), for a lone roll the one
 * with that commitment code.
 */
export function showDiceButton(tableId: number, code: string | null = null, label: Parameters<typeof t>[0] = 'button-show-dice'): ButtonBuilder {
  return new ButtonBuilder()
    .setCustomId(encodeCustomId({ tableId, version: 0, action: 'show', argument: code }))
    .setLabel(t(label))
    .setStyle(ButtonStyle.Secondary);
}

/** The presser's own hidden dice, each with its commitment so they can check it later. */
export function showRolls(rolls: readonly { label: string; dice: number[]; code: string; salt: string; detail?: string }[]): string {
  if (rolls.length === 0) return t('table-no-dice');
  return rolls.map((roll) => t('hidden-show', { label: roll.label, dice: roll.detail ?? roll.dice.join(', '), code: roll.code, salt: roll.salt })).join('\n');
}
