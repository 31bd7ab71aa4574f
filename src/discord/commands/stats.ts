// The /stats command: /stats player shows a member's record, /stats dice tests whether their rolls look fair, both answered in the channel.
import { type ChatInputCommandInteraction, SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import { judgeDice } from '../../engine/records/fairness.js';
import { listed, t } from '../../i18n/index.js';
import { ANNOUNCED_LIST, listWithin } from '../kit/budget.js';
import type { AnyGameModule } from '../kit/game-module.js';
import { PlayerError, parseOptions } from '../kit/player-error.js';
import { formatMoney, mention } from '../kit/wording.js';
import type { BotContext } from '../runtime/context.js';
import { type SlashCommand, subcommandOptions } from '../runtime/handlers.js';
import { gameChoice, gameIds, oneDecimal, privateChoice, privateOption, recordsReply, signed } from './records-words.js';

/** `/stats dice`'s die sizes: Vitaji's championship die is the largest a game rolls that players ask about. */
const SIDES = { min: 2, max: 1000 } as const;

function data(modules: readonly AnyGameModule[]) {
  return new SlashCommandBuilder()
    .setName('stats')
    .setDescription(t('cmd-stats'))
    .addSubcommand((sub) =>
      sub
        .setName('player')
        .setDescription(t('cmd-stats-player'))
        .addUserOption((o) => o.setName('member').setDescription(t('cmd-stats-player-member')))
        .addStringOption((o) => gameChoice(o, modules).setDescription(t('cmd-stats-game')))
        .addBooleanOption(privateChoice),
    )
    .addSubcommand((sub) =>
      sub
        .setName('dice')
        .setDescription(t('cmd-stats-dice'))
        .addUserOption((o) => o.setName('member').setDescription(t('cmd-stats-dice-member')))
        .addStringOption((o) => gameChoice(o, modules).setDescription(t('cmd-stats-game')))
        .addIntegerOption((o) => o.setName('sides').setDescription(t('cmd-stats-dice-sides')).setMinValue(SIDES.min).setMaxValue(SIDES.max))
        .addBooleanOption(privateChoice),
    );
}

function optionsSchema(modules: readonly AnyGameModule[]) {
  return z.object({
    member: z
      .string()
      .regex(/^\d{1,20}$/)
      .optional(),
    game: gameIds(modules).optional(),
    sides: z.number().int().min(SIDES.min).max(SIDES.max).optional(),
    private: privateOption,
  });
}

/** The member asked about: the one named (never a bot), else the asker. */
function whose(interaction: ChatInputCommandInteraction): string {
  const member = interaction.options.getUser('member');
  if (member?.bot) throw new PlayerError('stats-no-bots');
  return member?.id ?? interaction.user.id;
}

async function recordText(context: BotContext, serverId: string, userId: string, game: string | undefined): Promise<string> {
  const record = await context.records.playerRecord(serverId, userId, game);
  const member = mention(userId);
  const gameName = game ? context.games.name(game) : undefined;
  if (record.games === 0) return gameName ? t('stats-none-game', { member, game: gameName }) : t('stats-none', { member });
  const settings = await context.servers.settings(serverId);
  const money = (amount: number) => signed(amount, (value) => formatMoney(settings, value));
  const lines = [
    `**${gameName ? t('stats-title-game', { member, game: gameName }) : t('stats-title', { member })}**`,
    t('stats-games', { count: record.games, wins: record.wins, share: Math.round((100 * record.wins) / record.games) }),
    // A regular at 150-seat tables can have a hundred different places: the list stays within a share of the message.
    t('stats-places', {
      places: listWithin(
        record.places.map(([place, times]) => t('stats-place', { place, count: times })),
        ANNOUNCED_LIST,
      ),
    }),
    record.net === null ? t('stats-net-none') : t('stats-net', { amount: money(record.net) }),
  ];
  if (!game && record.favourite) lines.push(t('stats-favourite', { game: context.games.name(record.favourite) }));
  if (record.ratings.length > 0) {
    const ratings = record.ratings.map((entry) =>
      t('stats-rating', { game: context.games.name(entry.game), rating: String(entry.rating), count: entry.games }),
    );
    lines.push(t('stats-ratings', { ratings: listed(ratings) }), `-# ${t('stats-rating-about')}`);
  }
  return lines.join('\n');
}

/** A p-value as players can read it: a few digits, never a long tail of zeros. */
const pValue = (p: number) => (p < 0.0001 ? '< 0.0001' : p.toPrecision(2));
const percent = (p: number) => `${Number((100 * p).toPrecision(2))}%`;

async function diceText(
  context: BotContext,
  serverId: string,
  options: { member?: string | undefined; game?: string | undefined; sides?: number | undefined },
): Promise<string> {
  const query = { serverId, owner: options.member, game: options.game };
  const sides = options.sides ?? (await context.records.commonestSides(query));
  if (sides === null) return t('dice-stats-none');
  const counts = await context.records.faceCounts({ ...query, sides });
  const judged = judgeDice(counts);
  const member = options.member ? mention(options.member) : undefined;
  const game = options.game ? context.games.name(options.game) : undefined;
  const title =
    member && game
      ? t('dice-stats-title-member-game', { member, game, sides })
      : member
        ? t('dice-stats-title-member', { member, sides })
        : game
          ? t('dice-stats-title-game', { game, sides })
          : t('dice-stats-title', { sides });
  const lines = [`**${title}**`, t('dice-stats-seen', { count: judged.dice })];
  if (judged.dice === 0) return lines.join('\n');
  const expected = oneDecimal(judged.dice / sides);
  if (sides <= 20) {
    lines.push(t('dice-stats-faces', { expected, faces: counts.map((count, index) => t('dice-stats-face', { face: index + 1, count })).join(' · ') }));
  } else {
    const low = counts.indexOf(Math.min(...counts));
    const high = counts.indexOf(Math.max(...counts));
    lines.push(t('dice-stats-spread', { low: low + 1, lowCount: counts[low]!, high: high + 1, highCount: counts[high]!, expected }));
  }
  if (judged.kind === 'too-few') {
    lines.push(t('dice-stats-too-few', { needed: judged.needed }));
    return lines.join('\n');
  }
  lines.push(t('dice-stats-test', { statistic: judged.chiSquare.toFixed(2), degrees: judged.degrees, p: pValue(judged.pValue) }));
  lines.push(
    judged.kind === 'fair'
      ? t('dice-stats-fair', { percent: percent(judged.pValue) })
      : t('dice-stats-unusual', { face: judged.furthest.face, count: judged.furthest.times, expected: oneDecimal(judged.expected) }),
  );
  return lines.join('\n');
}

/**
 * `/stats player` and `/stats dice`, answered in the channel: a record is
 * for showing, and the dice evidence is meant for whoever said the dice were
 * rigged. (Discord lets a command have subcommands or options, not both,
 * so the record is `/stats player`.)
 */
export function statsCommand(modules: readonly AnyGameModule[]): SlashCommand {
  const schema = optionsSchema(modules);
  return {
    data: data(modules),
    onlyReads: true,
    async execute(interaction, context) {
      const serverId = interaction.guildId!;
      const sub = interaction.options.getSubcommand();
      const options = parseOptions(schema, subcommandOptions(interaction, sub));
      const member = whose(interaction);
      if (sub === 'dice') {
        const named = interaction.options.getUser('member') ? member : undefined;
        await recordsReply(interaction, context, options.private, () =>
          diceText(context, serverId, { member: named, game: options.game, sides: options.sides }),
        );
        return;
      }
      await recordsReply(interaction, context, options.private, () => recordText(context, serverId, member, options.game));
    },
  };
}
