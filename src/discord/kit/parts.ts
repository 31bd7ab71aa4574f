// Building blocks games draw table messages with: roster names, pot field, and buttons and menus whose custom ids name table, version and play.
import { ActionRowBuilder, type APIEmbedField, ButtonBuilder, ButtonStyle, StringSelectMenuBuilder } from 'discord.js';
import type { PublicTable } from '../../engine/tables/service.js';
import { t } from '../../i18n/index.js';
import { encodeCustomId } from '../runtime/custom-id.js';
import type { MessageRow } from './game-module.js';
import { embedName } from './wording.js';

/**
 * The pieces every game draws its table with: rosters and the pot in embed
 * fields, and buttons and menus whose custom ids name the table, the
 * version they act on and the play they stand for.
 */

/**
 * A player as a roster names them, with their roleplay tag where the seat
 * carries one (LD-3: only in games the server gives tags).
 */
export function taggedName(table: Pick<PublicTable, 'seats'>, userId: string, name: (userId: string) => string): string {
  const tag = table.seats.find((seat) => seat.userId === userId)?.tag;
  return tag ? `${name(userId)} [${embedName(tag)}]` : name(userId);
}

/** What the pot holds, once it holds anything. */
export function potField(pot: number): APIEmbedField[] {
  return pot > 0 ? [{ name: t('table-pot'), value: String(pot), inline: true }] : [];
}

/**
 * A game's controls by name, as custom-id actions `<game>-<name>`: what its
 * renderer draws and its plays answer, so the two cannot drift apart.
 */
export function controlsOf<Name extends string>(game: string): (name: Name) => string {
  return (name) => `${game}-${name}`;
}

/** Which table version a control acts on: the one it was drawn at (stale after any change), or any. */
export interface ControlTarget {
  version?: 'current' | 'any';
  argument?: string | null;
}

function controlId(table: Pick<PublicTable, 'id' | 'version'>, play: string, target: ControlTarget = {}): string {
  return encodeCustomId({ tableId: table.id, version: target.version === 'any' ? 'any' : table.version, action: play, argument: target.argument ?? null });
}

export function button(table: Pick<PublicTable, 'id' | 'version'>, play: string, label: string, style: ButtonStyle, target?: ControlTarget): ButtonBuilder {
  return new ButtonBuilder()
    .setCustomId(controlId(table, play, target))
    .setLabel(label)
    .setStyle(style);
}

/** Buttons in one row (Discord: five at most). */
export function buttonRow(...buttons: ButtonBuilder[]): MessageRow {
  return new ActionRowBuilder<ButtonBuilder | StringSelectMenuBuilder>().addComponents(buttons.slice(0, 5));
}

/** A select menu in a row of its own (Discord: 25 options at most). */
export function menuRow(
  table: Pick<PublicTable, 'id' | 'version'>,
  play: string,
  placeholder: string,
  options: readonly { label: string; value: string }[],
  target?: ControlTarget,
): MessageRow {
  const menu = new StringSelectMenuBuilder()
    .setCustomId(controlId(table, play, target))
    .setPlaceholder(placeholder)
    .addOptions(options.slice(0, 25));
  return new ActionRowBuilder<ButtonBuilder | StringSelectMenuBuilder>().addComponents(menu);
}

/**
 * The button that shows the presser their own hidden dice, ephemerally: at
 * a table all of theirs there (at any version), for a lone roll the one
 * with that commitment code.
 */
export function showDiceButton(tableId: number | null, code: string | null = null, label = t('button-show-dice')): ButtonBuilder {
  return new ButtonBuilder()
    .setCustomId(encodeCustomId({ tableId, version: 'any', action: 'show', argument: code }))
    .setLabel(label)
    .setStyle(ButtonStyle.Secondary);
}

/** "My dice" on a table message: the player's own hidden dice at this table. */
export function myDiceButton(table: Pick<PublicTable, 'id'>): ButtonBuilder {
  return showDiceButton(table.id, null, t('button-my-dice'));
}

/**
 * Issue 33: "Odds" beside "My dice": the presser's chances now, from their
 * own sight, privately (as `/odds`); drawn only where the table offers them.
 */
export function oddsButtons(table: Pick<PublicTable, 'id' | 'offersOdds'>): ButtonBuilder[] {
  if (!table.offersOdds) return [];
  return [
    new ButtonBuilder()
      .setCustomId(encodeCustomId({ tableId: table.id, version: 'any', action: 'odds', argument: null }))
      .setLabel(t('odds-button'))
      .setStyle(ButtonStyle.Secondary),
  ];
}

/** The presser's own hidden dice, each with its commitment so they can check it later. */
export function showRolls(rolls: readonly { label: string; dice: number[]; code: string; salt: string; detail?: string }[]): string {
  if (rolls.length === 0) return t('table-no-dice');
  return rolls.map((roll) => t('hidden-show', { label: roll.label, dice: roll.detail ?? roll.dice.join(', '), code: roll.code, salt: roll.salt })).join('\n');
}
