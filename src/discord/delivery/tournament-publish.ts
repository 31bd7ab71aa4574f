// Shows tournaments in Discord: keeps the tournament message current, places group tables in threads, and announces news and results.
import { AttachmentBuilder, ChannelType, type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import type { Applied, PublicTable } from '../../engine/tables/service.js';
import type { TournamentEvent, TournamentNews } from '../../engine/tournaments/news.js';
import type { TournamentNotice } from '../../engine/tournaments/notices.js';
import { bracketPicture, changesBracket } from '../../engine/tournaments/picture.js';
import type { TournamentRecord } from '../../engine/tournaments/repository.js';
import type { TournamentResult } from '../../engine/tournaments/service.js';
import { parseSlot } from '../../engine/tournaments/state.js';
import { t } from '../../i18n/index.js';
import { embedNamesIn, moneyIn, plainNamesIn, withNames } from '../kit/wording.js';
import { inServerLanguage } from '../language/readers.js';
import { packLines } from '../render/announcements.js';
import { type TournamentWords, tournamentEmbed, tournamentLines } from '../render/tournament.js';
import type { BotContext } from '../runtime/context.js';
import { botPermissionsIn, lacking, threadNeeds } from '../runtime/permissions.js';
import { acknowledge, bestEffort } from './channels.js';
import { type AnnouncementMessage, publish } from './publish.js';
import { ThreadBurst } from './threads.js';
import { noticePlaced, noticeSaid, sayNotice } from './tournament-notices.js';

/** Draws with what the tournament's message shows beside its record, read now: the prize pool still held, the undecided markets, its members' names. */
async function withTournamentWords<T>(
  context: BotContext,
  tournament: TournamentRecord,
  named: readonly string[],
  draw: (words: TournamentWords) => T,
): Promise<T> {
  const markets = [];
  for (const market of await context.tournamentBook.markets(tournament.id)) {
    if (market.status === 'open' || market.status === 'closed') markets.push(await context.tournamentBook.market(market.id));
  }
  const words = {
    game: context.games.name(tournament.game),
    betting: context.games.module(tournament.game).game.showsPurses === true,
    money: await moneyIn(context, tournament.serverId),
    pool: await context.tournamentBook.prizePool(tournament),
    markets,
  };
  return withNames(embedNamesIn(context, tournament.serverId), named, (name) => draw({ ...words, name }));
}

/** Whom the tournament's message names: its host and every entrant (its announcements mention, and read a name only where one is written). */
function everyoneIn(tournament: TournamentRecord): string[] {
  return [tournament.hostId, ...tournament.entries.map((entry) => entry.userId)];
}

/** The tournament's one message as Discord receives it; it mentions without pinging (its announcements ping). */
export async function tournamentMessage(context: BotContext, tournament: TournamentRecord, reader: 'channel' | 'member' = 'channel') {
  // The channel's message in the server's language; one member's private look (/tournament status) in theirs.
  const draw = () => withTournamentWords(context, tournament, everyoneIn(tournament), (words) => tournamentEmbed(tournament, words));
  const embed = reader === 'channel' ? await inServerLanguage(context, tournament.serverId, draw) : await draw();
  return { embeds: [embed], allowedMentions: { parse: [] } };
}

/**
 * The tournament's message edited in place with what it now is, or posted
 * anew when it was never posted or is gone: kept as a table's is (the
 * channel's windows, a burst of joins one edit, kept-messages.ts).
 */
export function refreshTournament(context: BotContext, tournamentId: number): Promise<void> {
  return context.messenger.kept.refresh(`tournament:${tournamentId}`, {
    where: async () => {
      const tournament = await context.tournaments.read(tournamentId);
      return tournament ? { channelId: tournament.channelId, messageId: tournament.messageId } : null;
    },
    draw: async () => {
      const tournament = await context.tournaments.read(tournamentId);
      return tournament ? { channelId: tournament.channelId, messageId: tournament.messageId, message: await tournamentMessage(context, tournament) } : null;
    },
    posted: (_drawing, messageId) => context.tournamentBook.setMessage(tournamentId, messageId),
  });
}

/**
 * The events' sentences as messages for the tournament's channel, packed
 * as few as Discord allows; when they change the bracket (a tier drawn, a
 * group decided, the winner), the first carries its picture.
 */
function announcements(context: BotContext, tournament: TournamentRecord, events: readonly TournamentEvent[]): Promise<AnnouncementMessage[]> {
  return inServerLanguage(context, tournament.serverId, () => announcementsIn(context, tournament, events));
}

async function announcementsIn(context: BotContext, tournament: TournamentRecord, events: readonly TournamentEvent[]): Promise<AnnouncementMessage[]> {
  const messages = packLines(await withTournamentWords(context, tournament, [], (words) => tournamentLines(events, tournament, words)));
  const picture = messages.length > 0 && changesBracket(events) ? await bracketFile(context, tournament) : null;
  return messages.map((content, index) => ({
    content,
    allowedMentions: { parse: ['users' as const] },
    ...(index === 0 && picture ? { files: [picture] } : {}),
  }));
}

/** The bracket drawn as it now stands, where the server allows pictures; one that fails to draw is logged and left out. */
async function bracketFile(context: BotContext, tournament: TournamentRecord): Promise<AttachmentBuilder | null> {
  if (!(await context.servers.settings(tournament.serverId)).images) return null;
  // Without Attach Files the picture would cost the whole announcement: it is left out.
  if (lacking(botPermissionsIn(context.client, tournament.channelId), ['AttachFiles']).length > 0) return null;
  try {
    const named = tournament.entries.map((entry) => entry.userId);
    const spec = await withNames(plainNamesIn(context, tournament.serverId), named, (name) => bracketPicture(tournament, name));
    if (!spec) return null;
    const picture = await context.pictures.draw(spec);
    return new AttachmentBuilder(picture.png, { name: picture.file, description: picture.alt });
  } catch (error) {
    context.log.warn({ err: error, tournament: tournament.id }, 'bracket picture not drawn');
    return null;
  }
}

/** Whether a table a tournament made still waits for its group's thread: open, and in the tournament's own channel. */
async function awaitsThread(context: BotContext, applied: Applied): Promise<boolean> {
  return !applied.duplicate && (await tableAwaitsThread(context, applied.table));
}

async function tableAwaitsThread(context: BotContext, table: PublicTable): Promise<boolean> {
  if (!table.tournament || (table.status !== 'lobby' && table.status !== 'active')) return false;
  return (await context.tournaments.read(table.tournament.id))?.channelId === table.channelId;
}

/**
 * VJ-11: a group's first table, made in the tournament's channel, moves to
 * a thread of its own where threads may be made (the server allows them,
 * the bot has what they take); the group's later games are then made
 * there. Where a thread cannot be made, the group plays in the channel;
 * `burst` is shared by the groups of one step (threads.ts).
 */
export async function placeInThread(context: BotContext, applied: Applied, burst: ThreadBurst): Promise<Applied> {
  if (applied.duplicate) return applied;
  const table = await placeTable(context, applied.table, burst);
  return table === applied.table ? applied : { ...applied, table };
}

/** The table as it now stands: moved to its group's thread when one could be made (or found: a start killed after making it). */
async function placeTable(context: BotContext, table: PublicTable, burst: ThreadBurst): Promise<PublicTable> {
  if (!(await tableAwaitsThread(context, table)) || !table.tournament) return table;
  const tournamentId = table.tournament.id;
  const channel = context.client.channels.cache.get(table.channelId);
  // With the Guilds intent every channel is known: one that is not (a gateway that told nothing) is worth a line for a moderator.
  if (!channel) context.log.warn({ table: table.id, channel: table.channelId }, 'tournament channel unknown: the group plays in it, not in a thread');
  if (channel?.type !== ChannelType.GuildText) return table;
  if ((await context.servers.settings(table.serverId)).threadMode === 'never') return table;
  if (lacking(botPermissionsIn(context.client, channel.id), threadNeeds).length > 0) return table;
  const slot = parseSlot(table.tournament.slot);
  const final = (await context.tournaments.read(tournamentId))?.bracket?.tiers[slot.tier - 1]?.final === true;
  const name = await inServerLanguage(context, table.serverId, () =>
    final
      ? t('tournament-thread-name-final', { tournament: tournamentId })
      : t('tournament-thread-name', { tournament: tournamentId, tier: slot.tier, group: slot.group }),
  );
  // None made (refused, or this start has made its few): the group plays at its own message in the channel.
  const threadId = await burst.make(channel, name.slice(0, 100));
  if (threadId === null) return table;
  await context.tournaments.placeGroup(table.id, threadId, context.now());
  return (await context.tables.publicTable(table.id)) ?? table;
}

/**
 * What a table's action said of its tournament (a game's end moved the
 * bracket on): announced in the tournament's channel, and the message of
 * each tournament named (`touched`: also those whose standing changed
 * without news) redrawn.
 */
export async function showTournamentNews(context: BotContext, news: readonly TournamentNews[], touched: readonly number[] = []): Promise<void> {
  for (const item of news) {
    const tournament = await context.tournaments.read(item.tournamentId);
    const messages = tournament ? await announcements(context, tournament, item.events) : [];
    await sayNotice(context, item.notice, item.nonce, messages, 0, (message) => context.announcer.say(tournament!.channelId, message));
  }
  // A game ended without news changes only a running tournament's standing; a cancel's tables are shown by the command, which redraws once.
  const running: number[] = [];
  for (const id of touched) if ((await context.tournaments.read(id))?.status === 'running') running.push(id);
  for (const id of new Set([...news.map((item) => item.tournamentId), ...running])) await refreshTournament(context, id);
}

/**
 * Everything a tournament command shows once it is saved: the groups'
 * threads made first (the command is deferred then: a thread is a request
 * each), the answer — the announcement itself when there is one and the
 * command was typed in the tournament's channel, else `confirmation`,
 * privately — the tournament's message redrawn, the rest of the
 * announcement, then every table the command made or changed.
 */
export async function showTournamentResult(
  context: BotContext,
  interaction: ChatInputCommandInteraction,
  result: Extract<TournamentResult, { ok: true }>,
  confirmation: string,
): Promise<void> {
  if (result.tables.some((applied) => awaitsThread(context, applied)) && !interaction.deferred && !interaction.replied) {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  }
  const tables: Applied[] = [];
  const burst = new ThreadBurst(context);
  for (const applied of result.tables) tables.push(await placeInThread(context, applied, burst));
  // Nothing to place (a join, a bet): the notice needs no mark, and the tournament is as the action left it.
  if (tables.length > 0) await noticePlaced(context, result.notice);
  // Read again: the threads just made are where the announcement says each group plays.
  const tournament = tables.length > 0 ? ((await context.tournaments.read(result.tournament.id)) ?? result.tournament) : result.tournament;
  const messages = await announcements(context, tournament, result.events);
  let said = 0;
  if (interaction.deferred) {
    await bestEffort(context, 'tournament reply', () => interaction.editReply({ content: confirmation, allowedMentions: { parse: [] } }));
  } else {
    const [first] = messages;
    const announced = first !== undefined && interaction.channelId === tournament.channelId;
    if (announced && (await bestEffort(context, 'announcing reply', () => interaction.reply(first)))) {
      said = 1;
      await noticeSaid(context, result.notice, said);
    } else
      await bestEffort(context, 'tournament reply', () =>
        interaction.reply({ content: confirmation, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } }),
      );
  }
  await acknowledge(context, interaction);
  await refreshTournament(context, tournament.id);
  await sayNotice(context, result.notice, result.nonce, messages, said, (message) => context.announcer.say(tournament.channelId, message, interaction));
  for (const applied of tables) await publish(context, applied);
}

/**
 * After a restart, what a tournament step saved and had not shown
 * (issue 28): its tables placed in their groups' threads where that was
 * not done (a thread made before the kill is found by its name, threads.ts),
 * the news not yet posted, and the tournament's message redrawn.
 */
export async function showNotice(context: BotContext, notice: TournamentNotice): Promise<void> {
  if (!notice.placed) {
    const burst = new ThreadBurst(context);
    for (const tableId of notice.tables) {
      const table = await context.tables.publicTable(tableId);
      if (table) await placeTable(context, table, burst);
    }
    await noticePlaced(context, notice.id);
  }
  const tournament = await context.tournaments.read(notice.tournamentId);
  const messages = tournament ? await announcements(context, tournament, notice.events) : [];
  await sayNotice(context, notice.id, notice.nonce, messages, notice.said, (message) => context.announcer.say(tournament!.channelId, message));
  if (tournament) await refreshTournament(context, tournament.id);
}
