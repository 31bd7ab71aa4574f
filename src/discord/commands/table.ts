import { AttachmentBuilder, MessageFlags, SlashCommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { memberName } from '../../db/servers.js';
import { z } from 'zod';
import { t } from '../../i18n/index.js';
import { actorOf } from '../actor.js';
import type { PublicTable } from '../../tables/service.js';
import type { BotContext } from '../context.js';
import type { SlashCommand } from '../handlers.js';
import type { PlayingTable } from '../game-module.js';
import { parseOptions, PlayerError } from '../player-error.js';
import { showRolls } from '../render/parts.js';
import { playing, rosterLines, tableEmbed } from '../render/table.js';
import { mention, moneyIn } from '../wording.js';
import { startTable } from '../group-start.js';
import { betAtTable } from './table-bet.js';
import { actFromCommand, tableHere } from '../table-actions.js';

const tag = z.string().trim().min(1).max(24);
const team = z.string().trim().min(1).max(32);

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
  .addSubcommand((sub) => sub.setName('scoresheet').setDescription(t('cmd-table-scoresheet')))
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
  const table = context.tables.publicTable(tableHere(interaction, context, true))!;
  const more = (count: number) => t('table-roster-more-attached', { count });
  // What is played, whatever the table's state: who asks may be deciding whether to join, or checking the stakes.
  const { embed, left } = tableEmbed(table, context.games, more, moneyIn(context, table.serverId), true);
  const files = left > 0 ? [new AttachmentBuilder(Buffer.from(rosterFile(table, context), 'utf8'), { name: `table-${table.id}-roster.txt` })] : [];
  await interaction.reply({ embeds: [embed], files, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
}

/** Every player and watcher, a line each under a heading with their number, named as the server calls them. */
function rosterFile(table: PublicTable, context: BotContext): string {
  const { players, watchers } = rosterLines(table, context.games, (userId) => memberName(context.db, table.serverId, userId));
  const part = (role: 'table-players' | 'table-watchers', lines: string[]) =>
    lines.length > 0 ? ['', t('table-roster-heading', { role: t(role), count: lines.length }), ...lines] : [];
  return `${[t('table-title', { game: context.games.name(table.game), table: table.id }), ...part('table-players', players), ...part('table-watchers', watchers)].join('\n')}\n`;
}

/** The scoresheet in the reply (with any files the game adds), or as a text file when it outgrows a message. */
async function scoresheet(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const here = context.tables.publicTable(tableHere(interaction, context, true))!;
  // EL-1: a table played as groups has a sheet per group: the asker's own group's, else every group's as files.
  const own = here.groups?.find((group) => group.seats.some((seat) => seat.userId === interaction.user.id && seat.role === 'player'));
  if (here.groups && !own) return groupSheets(interaction, context, here.groups);
  const found = own ?? here;
  const { render } = context.games.module(found.game);
  // A lobby has no game yet, so nothing on its sheet.
  const table = playing(found);
  if (!render.scoresheet || !table) return replyPrivately(interaction, t('table-no-scoresheet'));
  const log = context.tables.publicLog(table.id);
  const plain = (userId: string) => memberName(context.db, table.serverId, userId);
  const sheet = render.scoresheet(table, log, { inText: mention, plain });
  const files = (sheet.files ?? []).map((file) => new AttachmentBuilder(Buffer.from(file.content, 'utf8'), { name: file.name }));
  if (sheet.text.length <= 2000) {
    await interaction.reply({ content: sheet.text, files, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
    return;
  }
  // Too long for a message: the same sheet as a file, with names instead of mentions.
  await interaction.reply({
    content: t('table-scoresheet-attached'),
    files: [sheetFile(context, table), ...files],
    flags: MessageFlags.Ephemeral,
    allowedMentions: { parse: [] },
  });
}

/** A table's scoresheet as a text file, members named as the server calls them. */
function sheetFile(context: BotContext, table: PlayingTable<unknown>): AttachmentBuilder {
  const { render } = context.games.module(table.game);
  const plain = (userId: string) => memberName(context.db, table.serverId, userId);
  const text = render.scoresheet?.(table, context.tables.publicLog(table.id), { inText: plain, plain }).text ?? '';
  return new AttachmentBuilder(Buffer.from(text, 'utf8'), { name: `scoresheet-${table.id}.txt` });
}

/** EL-1: every group's scoresheet, a file each, for whoever played in none of them. */
async function groupSheets(interaction: ChatInputCommandInteraction, context: BotContext, groups: readonly PublicTable[]): Promise<void> {
  const files = groups.flatMap((group) => {
    const table = playing(group);
    return table ? [sheetFile(context, table)] : [];
  });
  if (files.length === 0) return replyPrivately(interaction, t('table-no-scoresheet'));
  await interaction.reply({ content: t('table-scoresheet-groups'), files: files.slice(0, 10), flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
}

/** A moderator expires the current turn now: the game's default move, as if the time had run out. */
async function skip(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  await actFromCommand(interaction, context, { kind: 'expire', force: true });
}

async function dice(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const rolls = context.tables.hiddenRollsFor(tableHere(interaction, context), interaction.user.id);
  await replyPrivately(interaction, showRolls(rolls));
}

export const tableCommand: SlashCommand = {
  data,
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
        await startTable(interaction, context, tableHere(interaction, context), () => actFromCommand(interaction, context, { kind: 'start' }));
        return;
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
        if (!actorOf(interaction, context).isModerator) throw new PlayerError('error-not-moderator');
        const table = context.tables.publicTable(tableId);
        if (!table || table.serverId !== interaction.guildId) throw new PlayerError('error-table-not-found');
        await actFromCommand(interaction, context, { kind: 'end' }, undefined, tableId);
        return;
      }
      case 'kick': {
        const member = interaction.options.getUser('member', true);
        if (!actorOf(interaction, context).isModerator) throw new PlayerError('error-not-moderator');
        await actFromCommand(interaction, context, { kind: 'kick', member: member.id });
        return;
      }
      case 'status':
        return status(interaction, context);
      case 'scoresheet':
        return scoresheet(interaction, context);
      case 'dice':
        return dice(interaction, context);
      case 'bet':
        return betAtTable(interaction, context);
      default:
        throw new PlayerError('error-unknown-button');
    }
  },
};
