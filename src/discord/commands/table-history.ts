// The /table history subcommand: the last tables that ended in this channel, privately, with each one's scoresheet as a text file.
import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import type { EndedTable } from '../../engine/tables/history.js';
import type { PublicTable } from '../../engine/tables/service.js';
import { t } from '../../i18n/index.js';
import { andMore, DISCORD_LIMITS, listWithin } from '../kit/budget.js';
import { mention } from '../kit/wording.js';
import type { BotContext } from '../runtime/context.js';
import { replyWithFiles, type SheetFile, sheetTextFile } from './scoresheet-files.js';

/** Discord's limit on a message's content, with the margin (kit/budget.ts). */
const MESSAGE_LIMIT = DISCORD_LIMITS.content;
/** Kept free for the sentence saying how many files did not fit. */
const FILES_NOTE = 120;

/**
 * `/table history`: the last tables that ended in this channel or its
 * threads, newest first — each one's game, how and when it ended, its
 * placings (or, cancelled, its players) — privately, with each one's
 * scoresheet as a text file.
 */
export async function tableHistory(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  // Tables live in servers: a DM has none to list.
  const ended = interaction.guildId === null ? [] : await context.tableBook.ended(interaction.guildId, interaction.channelId);
  const tables: { entry: EndedTable; table: PublicTable }[] = [];
  for (const entry of ended) {
    const table = await context.tables.publicTable(entry.id);
    if (table) tables.push({ entry, table });
  }
  if (tables.length === 0) {
    await interaction.reply({ content: t('history-none'), flags: MessageFlags.Ephemeral });
    return;
  }
  const title = t('history-title', { count: tables.length });
  // Each table gets an equal share of the message, so one of a hundred players cannot push the others out.
  const share = Math.floor((MESSAGE_LIMIT - FILES_NOTE - title.length) / tables.length) - 1;
  const lines = tables.map(({ entry, table }) => tableLines(context, entry, table, share));
  const files: SheetFile[] = [];
  for (const { table } of tables) {
    const file = await sheetTextFile(context, table);
    if (file) files.push(file);
  }
  await replyWithFiles(interaction, [title, ...lines].join('\n'), files);
}

/** One table: `#12 Liar's Dice — finished 3 hours ago`, then its placings or its players, within `share` characters. */
function tableLines(context: BotContext, entry: EndedTable, table: PublicTable, share: number): string {
  const heading = t('history-line', {
    table: table.id,
    game: context.games.tableName(table),
    how: t(entry.status === 'finished' ? 'history-finished' : 'history-cancelled'),
    // Discord shows a timestamp in the reader's own time ("3 hours ago").
    when: `<t:${Math.floor(entry.endedAt / 1000)}:R>`,
  });
  const room = share - heading.length - 1;
  const players = table.seats.filter((seat) => seat.role === 'player').map((seat) => seat.userId);
  const placings = entry.status === 'finished' ? (table.placings ?? []) : [];
  if (placings.length === 0)
    return `${heading}\n${t('history-players', { list: listWithin(players.map(mention), room - t('history-players', { list: '' }).length) })}`;
  const placed = new Set(placings.flat());
  const alsoPlayed = players.filter((player) => !placed.has(player));
  const parts = [
    // Places as the records number them: players tied share a place, and the next place counts them (1, 2, 2, 4).
    ...placings.map((place, index) => t('history-place', { place: placeOf(placings, index), players: place.map(mention).join(', ') })),
    ...(alsoPlayed.length > 0 ? [t('history-also', { list: alsoPlayed.map(mention).join(', ') })] : []),
  ];
  return `${heading}\n${t('history-placings', { list: listWithin(parts, room - t('history-placings', { list: '' }).length, andMore, ' · ') })}`;
}

/** The place of the `index`-th group of placings: one more than everyone placed before it. */
const placeOf = (placings: readonly (readonly string[])[], index: number) => 1 + placings.slice(0, index).reduce((count, tied) => count + tied.length, 0);
