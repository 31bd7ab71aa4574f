// The /tournament command: open, join, leave, start, status, end and bet on a tournament of one game run in this channel.
import { type ChatInputCommandInteraction, MessageFlags, SlashCommandBuilder, type SlashCommandSubcommandBuilder } from 'discord.js';
import { z } from 'zod';
import { tournamentOptionsSchema } from '../../engine/tournaments/options.js';
import type { TournamentResult } from '../../engine/tournaments/service.js';
import type { MessageKey } from '../../i18n/index.js';
import { t } from '../../i18n/index.js';
import { rememberActor } from '../actions/table-actions.js';
import { acknowledge, bestEffort } from '../delivery/channels.js';
import { noticeShown } from '../delivery/tournament-notices.js';
import { refreshTournament, showTournamentResult, tournamentMessage } from '../delivery/tournament-publish.js';
import type { AnyGameModule } from '../kit/game-module.js';
import { PlayerError, parseOptions } from '../kit/player-error.js';
import { mention, moneyIn } from '../kit/wording.js';
import { gameOptionsFromText } from '../options/game-options-text.js';
import { addZodOption, shapeOf } from '../options/zod-options.js';
import type { BotContext } from '../runtime/context.js';
import { type SlashCommand, subcommandOptions } from '../runtime/handlers.js';

/** The tournament's own options, described in the catalog; their bounds are the service's schema (one set of bounds). */
const settingTexts: Record<string, MessageKey> = {
  group_size: 'cmd-tournament-open-group-size',
  games_per_round: 'cmd-tournament-open-games-per-round',
  advance: 'cmd-tournament-open-advance',
  points: 'cmd-tournament-open-points',
  prizes: 'cmd-tournament-open-prizes',
  prize_split: 'cmd-tournament-open-prize-split',
};

/** The game's own options, typed as one line: `rounds=1 rerolls=1 ante=10` or `rounds:1 …` (Discord allows 25 options a subcommand, not a game's every one). */
const gameOptionsText = z.string().trim().max(500);

function openSubcommand(sub: SlashCommandSubcommandBuilder, modules: readonly AnyGameModule[]): SlashCommandSubcommandBuilder {
  sub
    .setName('open')
    .setDescription(t('cmd-tournament-open'))
    .addStringOption((o) =>
      o
        .setName('game')
        .setDescription(t('cmd-tournament-open-game'))
        .setRequired(true)
        .addChoices(...modules.map((module) => ({ name: module.words.t(module.text.name), value: module.game.id }))),
    )
    .addStringOption((o) => o.setName('options').setDescription(t('cmd-tournament-open-options')).setMaxLength(500));
  for (const [name, schema] of Object.entries(shapeOf(tournamentOptionsSchema))) {
    const key = settingTexts[name];
    if (!key) throw new Error(`tournament option ${name} has no description`);
    addZodOption(sub, name, schema, { description: t(key) });
  }
  return sub;
}

function data(modules: readonly AnyGameModule[]) {
  return new SlashCommandBuilder()
    .setName('tournament')
    .setDescription(t('cmd-tournament'))
    .addSubcommand((sub) => openSubcommand(sub, modules))
    .addSubcommand((sub) => sub.setName('join').setDescription(t('cmd-tournament-join')))
    .addSubcommand((sub) => sub.setName('leave').setDescription(t('cmd-tournament-leave')))
    .addSubcommand((sub) => sub.setName('start').setDescription(t('cmd-tournament-start')))
    .addSubcommand((sub) => sub.setName('status').setDescription(t('cmd-tournament-status')))
    .addSubcommand((sub) => sub.setName('end').setDescription(t('cmd-tournament-end')))
    .addSubcommand((sub) =>
      sub
        .setName('bet')
        .setDescription(t('cmd-tournament-bet'))
        .addStringOption((o) => o.setName('market').setDescription(t('cmd-tournament-bet-market')).setRequired(true).setMaxLength(40))
        .addUserOption((o) => o.setName('player').setDescription(t('cmd-tournament-bet-player')).setRequired(true))
        .addIntegerOption((o) => o.setName('amount').setDescription(t('cmd-tournament-bet-amount')).setRequired(true).setMinValue(1)),
    );
}

/** The result, or its refusal as the player's one sentence. */
function done(result: TournamentResult): Extract<TournamentResult, { ok: true }> {
  if (!result.ok) throw PlayerError.from(result.error);
  return result;
}

/** The tournament of this channel; typed in a group's thread, the tournament of the channel it is in. */
async function tournamentHere(interaction: ChatInputCommandInteraction, context: BotContext, orLatest = false): Promise<number> {
  const channel = interaction.channel;
  const places = [interaction.channelId, ...(channel?.isThread() && channel.parentId ? [channel.parentId] : [])];
  for (const place of places) {
    const id = orLatest ? await context.tournamentBook.latestIn(place) : await context.tournaments.tournamentIn(place);
    if (id !== null) return id;
  }
  throw new PlayerError('error-no-tournament');
}

async function open(interaction: ChatInputCommandInteraction, context: BotContext, modules: readonly AnyGameModule[]): Promise<void> {
  const actor = await rememberActor(interaction, context);
  if (!actor.isModerator) throw new PlayerError('error-tournament-openers');
  const typed = subcommandOptions(interaction, 'open');
  const { game: gameId, options: text, ...settings } = typed;
  const module = modules.find((candidate) => candidate.game.id === gameId);
  if (!module) throw new PlayerError('error-tournament-game');
  // Judged by the service with the server's defaults for the game (teams refused there too).
  const gameOptions = gameOptionsFromText(module, parseOptions(gameOptionsText.optional(), text) ?? '');
  const result = done(
    await context.tournaments.open({
      serverId: interaction.guildId!,
      channelId: interaction.channelId,
      game: module.game.id,
      host: actor.userId,
      gameOptions,
      options: settings,
      now: context.now(),
    }),
  );
  // The answer is the tournament's message itself, kept and edited from then on.
  const shown = await bestEffort(context, 'open reply', async () => {
    const response = await interaction.reply({ ...(await tournamentMessage(context, result.tournament)), withResponse: true });
    const messageId = response.resource?.message?.id;
    if (messageId) await context.tournamentBook.setMessage(result.tournament.id, messageId);
  });
  if (!shown) {
    await acknowledge(context, interaction);
    await refreshTournament(context, result.tournament.id);
  }
  // Its message was all it had to show; a restart before this line posts it (tournament-notices.ts).
  await noticeShown(context, result.notice);
}

async function status(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const tournament = await context.tournaments.read(await tournamentHere(interaction, context, true));
  if (!tournament) throw new PlayerError('error-no-tournament');
  await interaction.reply({ ...(await tournamentMessage(context, tournament, 'member')), flags: MessageFlags.Ephemeral });
}

async function bet(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const id = await tournamentHere(interaction, context);
  const actor = await rememberActor(interaction, context);
  const { market, amount } = parseOptions(z.object({ market: z.string().trim().min(1).max(40), amount: z.number().int().min(1) }), {
    market: interaction.options.getString('market', true),
    amount: interaction.options.getInteger('amount', true),
  });
  const player = interaction.options.getUser('player', true).id;
  const result = done(await context.tournaments.bet(id, { bettor: actor.userId, market, player, amount, now: context.now() }));
  const confirmation = t('tournament-bet-placed', {
    player: mention(player),
    amount: (await moneyIn(context, result.tournament.serverId))(amount),
    market,
    pays: await oddsOn(context, id, market, player),
  });
  await showTournamentResult(context, interaction, result, confirmation);
}

/** What the market now pays on the player backed, per unit staked. */
async function oddsOn(context: BotContext, id: number, market: string, player: string): Promise<string> {
  const found = (await context.tournamentBook.markets(id)).find((candidate) => candidate.name === market);
  const pays = found ? (await context.tournamentBook.market(found.id)).odds.find((odds) => odds.player === player)?.pays : null;
  return String(pays ?? '—');
}

export function tournamentCommand(modules: readonly AnyGameModule[]): SlashCommand {
  return {
    data: data(modules),
    onlyReads: ['status'],
    // Each answers through showTournamentResult, which fills in a deferred reply.
    answersLate: ['join', 'leave', 'start', 'end', 'bet'],
    async execute(interaction, context) {
      const sub = interaction.options.getSubcommand();
      const now = context.now();
      switch (sub) {
        case 'open':
          return await open(interaction, context, modules);
        case 'status':
          return status(interaction, context);
        case 'bet':
          return await bet(interaction, context);
        case 'join': {
          const id = await tournamentHere(interaction, context);
          const actor = await rememberActor(interaction, context);
          const result = done(await context.tournaments.join(id, actor.userId, now));
          const seed = result.tournament.entries.find((entry) => entry.userId === actor.userId)?.seed ?? '?';
          return showTournamentResult(context, interaction, result, t('tournament-joined', { game: context.games.name(result.tournament.game), seed }));
        }
        case 'leave': {
          const id = await tournamentHere(interaction, context);
          const actor = await rememberActor(interaction, context);
          const before = (await context.tournaments.read(id))?.status;
          const result = done(await context.tournaments.leave(id, actor, { interactionId: interaction.id, now }));
          return showTournamentResult(context, interaction, result, t(before === 'open' ? 'tournament-left' : 'tournament-withdrew'));
        }
        case 'start': {
          const id = await tournamentHere(interaction, context);
          const actor = await rememberActor(interaction, context);
          // Judged and saved before anything is made in Discord: a refused start leaves no thread behind.
          const result = done(await context.tournaments.start(id, actor, { interactionId: interaction.id, now }));
          const count = result.tables.length;
          return showTournamentResult(context, interaction, result, t('tournament-started', { count }));
        }
        case 'end': {
          const id = await tournamentHere(interaction, context);
          const actor = await rememberActor(interaction, context);
          const result = done(await context.tournaments.end(id, actor, { interactionId: interaction.id, now }));
          return showTournamentResult(context, interaction, result, t('tournament-ended'));
        }
        default:
          throw new PlayerError('error-unknown-button');
      }
    },
  };
}
