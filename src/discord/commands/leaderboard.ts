// The /leaderboard command: a game's top ten players by rating, wins or net winnings, over all time or the last 30 days, posted in the channel.
import { SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import type { LeaderboardBy } from '../../engine/records/stats.js';
import { t } from '../../i18n/index.js';
import type { AnyGameModule } from '../kit/game-module.js';
import { parseOptions } from '../kit/player-error.js';
import { formatMoney, mention } from '../kit/wording.js';
import type { SlashCommand } from '../runtime/handlers.js';
import { gameChoice, gameIds, privateChoice, privateOption, recordsReply, signed } from './records-words.js';

const THIRTY_DAYS = 30 * 24 * 60 * 60 * 1000;
const SHOWN = 10;

function data(modules: readonly AnyGameModule[]) {
  return new SlashCommandBuilder()
    .setName('leaderboard')
    .setDescription(t('cmd-leaderboard'))
    .addStringOption((o) => gameChoice(o, modules).setDescription(t('cmd-leaderboard-game')).setRequired(true))
    .addStringOption((o) =>
      o
        .setName('by')
        .setDescription(t('cmd-leaderboard-by'))
        .addChoices(
          { name: t('cmd-leaderboard-by-rating'), value: 'rating' },
          { name: t('cmd-leaderboard-by-wins'), value: 'wins' },
          { name: t('cmd-leaderboard-by-net'), value: 'net' },
        ),
    )
    .addStringOption((o) =>
      o
        .setName('period')
        .setDescription(t('cmd-leaderboard-period'))
        .addChoices({ name: t('cmd-leaderboard-period-all'), value: 'all' }, { name: t('cmd-leaderboard-period-30d'), value: '30d' }),
    )
    .addBooleanOption(privateChoice);
}

/**
 * `/leaderboard game [by] [period]`: the top ten of a game on this server,
 * in the channel. Over the last 30 days, wins and net count only the games
 * of those days; by rating, it ranks those who played in them by their
 * rating now (a rating has no period of its own).
 */
export function leaderboardCommand(modules: readonly AnyGameModule[]): SlashCommand {
  const schema = z.object({
    game: gameIds(modules),
    by: z.enum(['rating', 'wins', 'net']).default('rating'),
    period: z.enum(['all', '30d']).default('all'),
    private: privateOption,
  });
  return {
    data: data(modules),
    onlyReads: true,
    async execute(interaction, context) {
      const serverId = interaction.guildId!;
      const options = parseOptions(schema, optionsOf(interaction));
      const by: LeaderboardBy = options.by;
      const since = options.period === '30d' ? context.now() - THIRTY_DAYS : null;
      const rows = await context.records.leaderboard({ serverId, game: options.game, by, since, limit: SHOWN });
      const settings = await context.servers.settings(serverId);
      const value = (amount: number) =>
        by === 'rating' ? String(amount) : by === 'net' ? signed(amount, (money) => formatMoney(settings, money)) : String(amount);
      // Worded inside the reply's language: the channel reads it in the server's language.
      await recordsReply(interaction, context, options.private, async () => {
        const game = context.games.name(options.game);
        if (rows.length === 0) {
          return by === 'net'
            ? t(since ? 'leaderboard-empty-net-30d' : 'leaderboard-empty-net', { game })
            : t(since ? 'leaderboard-empty-30d' : 'leaderboard-empty', { game });
        }
        const title = `**${t(`leaderboard-title-${by}`, { game })}**${since ? ` ${t('leaderboard-period-30d')}` : ''}`;
        const lines = rows.map((row, index) =>
          t(`leaderboard-line-${by}`, { place: index + 1, member: mention(row.userId), value: value(row.value), count: row.games }),
        );
        // Issue 30: the board says what it is ranked by, so the order reads as fair as it is.
        return [title, ...lines, ...(by === 'rating' ? [`-# ${t('leaderboard-rating-about')}`] : [])].join('\n');
      });
    },
  };
}

/** A command without subcommands: its options are the top-level ones. */
function optionsOf(interaction: Parameters<SlashCommand['execute']>[0]): Record<string, unknown> {
  return Object.fromEntries(interaction.options.data.map((option) => [option.name, option.value]));
}
