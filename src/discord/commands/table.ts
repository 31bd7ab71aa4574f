// The /table command: join, watch, seat-house, unseat-house, leave, start, status, scoresheet, history, end, kick, dice, pause, resume, skip and bet at this channel's table.
import { AttachmentBuilder, type ChatInputCommandInteraction, MessageFlags, SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import { HOUSE_LEVELS } from '../../engine/house.js';
import type { PublicTable } from '../../engine/tables/service.js';
import { t } from '../../i18n/index.js';
import { startTable } from '../actions/group-start.js';
import { actFromCommand, tableHere } from '../actions/table-actions.js';
import { DISCORD_LIMITS } from '../kit/budget.js';
import { showRolls } from '../kit/parts.js';
import { PlayerError, parseOptions } from '../kit/player-error.js';
import { drawnWith, namedAt, plainNamesIn, withNames } from '../kit/wording.js';
import { rosterLines, tableEmbed } from '../render/table.js';
import { actorOf } from '../runtime/actor.js';
import type { BotContext } from '../runtime/context.js';
import type { SlashCommand } from '../runtime/handlers.js';
import { filesThatFit, replySheet, replyWithFiles, type SheetFile, sheetCsvFiles, sheetTextFile } from './scoresheet-files.js';
import { betAtTable } from './table-bet.js';
import { tableHistory } from './table-history.js';

const tag = z.string().trim().min(1).max(24);
const team = z.string().trim().min(1).max(32);
/** `/table scoresheet format`: the sheet to read [text], or the game's CSV for a spreadsheet. */
const sheetFormat = z.enum(['text', 'csv']);
type SheetFormat = z.infer<typeof sheetFormat>;

const data = new SlashCommandBuilder()
  .setName('table')
  .setDescription(t('cmd-table'))
  .addSubcommand((sub) =>
    sub
      .setName('join')
      .setDescription(t('cmd-table-join'))
      .addStringOption((o) => o.setName('tag').setDescription(t('cmd-table-join-tag')).setMaxLength(24))
      .addStringOption((o) => o.setName('team').setDescription(t('cmd-table-join-team')).setMaxLength(32)),
  )
  .addSubcommand((sub) =>
    sub
      .setName('watch')
      .setDescription(t('cmd-table-watch'))
      .addStringOption((o) => o.setName('tag').setDescription(t('cmd-table-watch-tag')).setMaxLength(24)),
  )
  .addSubcommand((sub) => sub.setName('leave').setDescription(t('cmd-table-leave')))
  .addSubcommand((sub) => sub.setName('start').setDescription(t('cmd-table-start')))
  .addSubcommand((sub) => sub.setName('status').setDescription(t('cmd-table-status')))
  .addSubcommand((sub) =>
    sub
      .setName('scoresheet')
      .setDescription(t('cmd-table-scoresheet'))
      .addStringOption((o) =>
        o
          .setName('format')
          .setDescription(t('cmd-table-scoresheet-format'))
          .addChoices({ name: t('cmd-table-scoresheet-format-text'), value: 'text' }, { name: t('cmd-table-scoresheet-format-csv'), value: 'csv' }),
      ),
  )
  .addSubcommand((sub) => sub.setName('history').setDescription(t('cmd-table-history')))
  .addSubcommand((sub) =>
    sub
      .setName('seat-house')
      .setDescription(t('cmd-table-seat-house'))
      .addStringOption((o) =>
        o
          .setName('level')
          .setDescription(t('cmd-table-seat-house-level'))
          .addChoices(...HOUSE_LEVELS.map((level) => ({ name: t(`house-level-${level}`), value: level }))),
      ),
  )
  .addSubcommand((sub) => sub.setName('unseat-house').setDescription(t('cmd-table-unseat-house')))
  .addSubcommand((sub) =>
    sub
      .setName('end')
      .setDescription(t('cmd-table-end'))
      .addIntegerOption((o) => o.setName('table').setDescription(t('cmd-table-end-table')).setMinValue(1)),
  )
  .addSubcommand((sub) =>
    sub
      .setName('kick')
      .setDescription(t('cmd-table-kick'))
      .addUserOption((o) => o.setName('member').setDescription(t('cmd-table-kick-member')).setRequired(true)),
  )
  .addSubcommand((sub) => sub.setName('dice').setDescription(t('cmd-table-dice')))
  .addSubcommand((sub) => sub.setName('pause').setDescription(t('cmd-table-pause')))
  .addSubcommand((sub) => sub.setName('resume').setDescription(t('cmd-table-resume')))
  .addSubcommand((sub) => sub.setName('skip').setDescription(t('cmd-table-skip')))
  .addSubcommand((sub) =>
    sub
      .setName('bet')
      .setDescription(t('cmd-table-bet'))
      .addUserOption((o) => o.setName('player').setDescription(t('cmd-table-bet-player')).setRequired(true))
      .addIntegerOption((o) => o.setName('amount').setDescription(t('cmd-table-bet-amount')).setRequired(true).setMinValue(1).setMaxValue(1_000_000_000)),
  );

async function replyPrivately(interaction: ChatInputCommandInteraction, content: string): Promise<void> {
  await interaction.reply({ content, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
}

/**
 * `/table status`: the table as the channel shows it, privately. When its
 * roster outgrows the message ("… and N more"), the whole roster comes with
 * it as a text file rather than as more messages: a roster of a few hundred
 * lines would be half a dozen ephemeral messages to scroll through, while a
 * file is one reply that Discord previews inline and a player can search for
 * their own name. A file shows mentions raw, so it names members as they are
 * called here.
 */
async function status(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const table = (await context.tables.publicTable(await tableHere(interaction, context, true)))!;
  const more = (count: number) => t('table-roster-more-attached', { count });
  // What is played, whatever the table's state: who asks may be deciding whether to join, or checking the stakes.
  const { embed, left } = await drawnWith(context, table.serverId, namedAt(table), (wording) => tableEmbed(table, context.games, wording, more, true));
  const files = left > 0 ? [new AttachmentBuilder(Buffer.from(await rosterFile(table, context), 'utf8'), { name: `table-${table.id}-roster.txt` })] : [];
  await interaction.reply({ embeds: [embed], files, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
}

/** Every player and watcher, a line each under a heading with their number, named as the server calls them. */
async function rosterFile(table: PublicTable, context: BotContext): Promise<string> {
  const { players, watchers } = await withNames(plainNamesIn(context, table.serverId), namedAt(table), (name) => rosterLines(table, context.games, name));
  const part = (role: 'table-players' | 'table-watchers', lines: string[]) =>
    lines.length > 0 ? ['', t('table-roster-heading', { role: t(role), count: lines.length }), ...lines] : [];
  return `${[t('table-title', { game: context.games.name(table.game), table: table.id }), ...part('table-players', players), ...part('table-watchers', watchers)].join('\n')}\n`;
}

/**
 * `/table scoresheet`: the sheet in the reply (with any files the game
 * adds), or as a text file when it outgrows a message; `format:csv`, the
 * game's CSV only.
 */
async function scoresheet(interaction: ChatInputCommandInteraction, context: BotContext, format: SheetFormat): Promise<void> {
  const here = (await context.tables.publicTable(await tableHere(interaction, context, true)))!;
  // EL-1: a spreadsheet of a split table wants every group, the asker's own among them: a CSV per group.
  if (format === 'csv') return csvSheets(interaction, context, here.groups ?? [here]);
  // EL-1: a table played as groups has a sheet per group: the asker's own group's, else every group's as files.
  const own = here.groups?.find((group) => group.seats.some((seat) => seat.userId === interaction.user.id && seat.role === 'player'));
  if (here.groups && !own) return groupSheets(interaction, context, here.groups);
  const found = own ?? here;
  // A lobby has no game yet, so nothing on its sheet.
  const sheet = await replySheet(context, found);
  if (!sheet) return replyPrivately(interaction, t('table-no-scoresheet'));
  const files = sheet.files ?? [];
  if (sheet.text.length <= DISCORD_LIMITS.content) {
    // A game's CSV is a few kilobytes: it always fits beside the text.
    await interaction.reply({ content: sheet.text, files: filesThatFit(files).attachments, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
    return;
  }
  // Too long for a message: the same sheet as a file, with names instead of mentions.
  await replyWithFiles(interaction, t('table-scoresheet-attached'), [(await sheetTextFile(context, found))!, ...files]);
}

/** `format:csv`: the CSV of the table, or of each of its groups (EL-1), and one sentence. */
async function csvSheets(interaction: ChatInputCommandInteraction, context: BotContext, tables: readonly PublicTable[]): Promise<void> {
  const files: SheetFile[] = [];
  for (const table of tables) files.push(...(await sheetCsvFiles(context, table)));
  if (files.length === 0) return replyPrivately(interaction, t('table-no-scoresheet'));
  await replyWithFiles(interaction, t(tables.length > 1 ? 'table-scoresheet-csv-groups' : 'table-scoresheet-csv'), files);
}

/** EL-1: every group's scoresheet, a file each, for whoever played in none of them. */
async function groupSheets(interaction: ChatInputCommandInteraction, context: BotContext, groups: readonly PublicTable[]): Promise<void> {
  const files: SheetFile[] = [];
  for (const group of groups) {
    const file = await sheetTextFile(context, group);
    if (file) files.push(file);
  }
  if (files.length === 0) return replyPrivately(interaction, t('table-no-scoresheet'));
  await replyWithFiles(interaction, t('table-scoresheet-groups'), files);
}

/** A moderator expires the current turn now: the game's default move, as if the time had run out. */
async function skip(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  await actFromCommand(interaction, context, { kind: 'expire', force: true });
}

async function dice(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const rolls = await context.tables.hiddenRollsFor(await tableHere(interaction, context), interaction.user.id);
  await replyPrivately(interaction, showRolls(rolls));
}

export const tableCommand: SlashCommand = {
  data,
  onlyReads: ['status', 'scoresheet', 'history', 'dice'],
  async execute(interaction, context) {
    const sub = interaction.options.getSubcommand();
    switch (sub) {
      case 'join': {
        const options = parseOptions(z.object({ tag: tag.optional(), team: team.optional() }), {
          tag: interaction.options.getString('tag') ?? undefined,
          team: interaction.options.getString('team') ?? undefined,
        });
        await actFromCommand(interaction, context, { kind: 'join', ...options });
        return;
      }
      case 'watch': {
        const options = parseOptions(z.object({ tag: tag.optional() }), { tag: interaction.options.getString('tag') ?? undefined });
        await actFromCommand(interaction, context, { kind: 'watch', ...options });
        return;
      }
      case 'start':
        // EL-1: a table of more players than one game takes starts as groups.
        await startTable(interaction, context, await tableHere(interaction, context), () => actFromCommand(interaction, context, { kind: 'start' }));
        return;
      case 'seat-house': {
        const { level } = parseOptions(z.object({ level: z.enum(HOUSE_LEVELS).default('easy') }), {
          level: interaction.options.getString('level') ?? undefined,
        });
        await actFromCommand(interaction, context, { kind: 'seat-house', level });
        return;
      }
      case 'unseat-house':
      case 'leave':
      case 'pause':
      case 'resume':
        await actFromCommand(interaction, context, { kind: sub });
        return;
      case 'skip':
        return skip(interaction, context);
      case 'end': {
        const tableId = interaction.options.getInteger('table');
        if (tableId === null) {
          await actFromCommand(interaction, context, { kind: 'end' });
          return;
        }
        // A table by number (its thread deleted, its channel hidden): moderators only, this server only.
        if (!(await actorOf(interaction, context)).isModerator) throw new PlayerError('error-not-moderator');
        const table = await context.tables.publicTable(tableId);
        if (!table || table.serverId !== interaction.guildId) throw new PlayerError('error-table-not-found');
        await actFromCommand(interaction, context, { kind: 'end' }, undefined, tableId);
        return;
      }
      case 'kick': {
        const member = interaction.options.getUser('member', true);
        if (!(await actorOf(interaction, context)).isModerator) throw new PlayerError('error-not-moderator');
        await actFromCommand(interaction, context, { kind: 'kick', member: member.id });
        return;
      }
      case 'status':
        return status(interaction, context);
      case 'scoresheet': {
        const { format } = parseOptions(z.object({ format: sheetFormat.default('text') }), { format: interaction.options.getString('format') ?? undefined });
        return scoresheet(interaction, context, format);
      }
      case 'history':
        return tableHistory(interaction, context);
      case 'dice':
        return dice(interaction, context);
      case 'bet':
        return await betAtTable(interaction, context);
      default:
        throw new PlayerError('error-unknown-button');
    }
  },
};
