// The /gm config show and /gm config set subcommands: a server's settings, each validated with one clear refusal, stored, and shown.
import type { ChatInputCommandInteraction, SlashCommandSubcommandsOnlyBuilder } from 'discord.js';
import { z } from 'zod';
import { invalidOption } from '../../engine/invalid-option.js';
import type { ServerSettings } from '../../engine/servers/settings.js';
import { t } from '../../i18n/index.js';
import { LANGUAGES, type Language } from '../../i18n/language.js';
import type { AnyGameModule } from '../kit/game-module.js';
import { PlayerError, parseOptions } from '../kit/player-error.js';
import { formatMoney } from '../kit/wording.js';
import { inServerLanguage, serverLanguage } from '../language/readers.js';
import { formatTimeout, turnTimeoutText } from '../options/durations.js';
import { gameOptionsFromText } from '../options/game-options-text.js';
import { eliminationLine, eliminationLineText } from '../render/elimination-lines.js';
import { gmRoleCounts, gmRoleRefusal } from '../runtime/actor.js';
import type { BotContext } from '../runtime/context.js';
import { subcommandOptions } from '../runtime/handlers.js';

/**
 * `/gm config show` and `/gm config set …`: a server's settings, each
 * validated with one clear refusal, stored, used, and shown by `show`.
 */

const tagList = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(24)).min(1).max(10));

/** The options of `/gm config set`, by the names a moderator types (a refusal names them so). */
const configSchema = z.object({
  gm_role: z.string().optional(),
  openers: z.enum(['anyone', 'gm-role']).optional(),
  turn_timeout: turnTimeoutText.optional(),
  thread_mode: z.enum(['never', 'optional', 'always']).optional(),
  currency_name: z.string().trim().min(1).max(24).optional(),
  currency_symbol: z.string().trim().max(4).optional(),
  starting_balance: z.number().int().min(0).max(1_000_000).optional(),
  daily_amount: z.number().int().min(0).max(1_000_000).optional(),
  player_tags: tagList.optional(),
  watcher_tags: tagList.optional(),
  // Game ids, checked against the installed games by the handler; "-" for none.
  tag_games: z
    .string()
    .transform((text) =>
      text.trim() === '-'
        ? []
        : text
            .split(',')
            .map((id) => id.trim().toLowerCase())
            .filter(Boolean),
    )
    .pipe(z.array(z.string().max(24)).max(20))
    .optional(),
  elimination_tag: z.string().trim().min(1).max(24).optional(),
  elimination_line: eliminationLineText.optional(),
  images: z.boolean().optional(),
  language: z.enum(['auto', ...LANGUAGES]).optional(),
  dm_max_players: z.number().int().min(0).max(1000).optional(),
});

/** Adds `config show` and `config set` to /gm; `set`'s `game` names one of the installed games. */
export function addConfigGroup(data: SlashCommandSubcommandsOnlyBuilder, modules: readonly AnyGameModule[]): SlashCommandSubcommandsOnlyBuilder {
  return data.addSubcommandGroup((group) =>
    group
      .setName('config')
      .setDescription(t('cmd-gm-config'))
      .addSubcommand((sub) => sub.setName('show').setDescription(t('cmd-gm-config-show')))
      .addSubcommand((sub) =>
        sub
          .setName('set')
          .setDescription(t('cmd-gm-config-set'))
          .addRoleOption((o) => o.setName('gm_role').setDescription(t('cmd-gm-config-gm-role')))
          .addStringOption((o) =>
            o
              .setName('openers')
              .setDescription(t('cmd-gm-config-openers'))
              .addChoices({ name: t('cmd-gm-config-openers-anyone'), value: 'anyone' }, { name: t('cmd-gm-config-openers-gm-role'), value: 'gm-role' }),
          )
          .addStringOption((o) => o.setName('turn_timeout').setDescription(t('cmd-gm-config-turn-timeout')).setMaxLength(8))
          .addStringOption((o) =>
            o
              .setName('thread_mode')
              .setDescription(t('cmd-gm-config-thread-mode'))
              .addChoices(
                { name: t('cmd-gm-config-thread-mode-never'), value: 'never' },
                { name: t('cmd-gm-config-thread-mode-optional'), value: 'optional' },
                { name: t('cmd-gm-config-thread-mode-always'), value: 'always' },
              ),
          )
          .addStringOption((o) => o.setName('currency_name').setDescription(t('cmd-gm-config-currency-name')).setMaxLength(24))
          .addStringOption((o) => o.setName('currency_symbol').setDescription(t('cmd-gm-config-currency-symbol')).setMaxLength(4))
          .addIntegerOption((o) => o.setName('starting_balance').setDescription(t('cmd-gm-config-starting-balance')).setMinValue(0).setMaxValue(1_000_000))
          .addIntegerOption((o) => o.setName('daily_amount').setDescription(t('cmd-gm-config-daily-amount')).setMinValue(0).setMaxValue(1_000_000))
          .addStringOption((o) => o.setName('player_tags').setDescription(t('cmd-gm-config-player-tags')).setMaxLength(200))
          .addStringOption((o) => o.setName('watcher_tags').setDescription(t('cmd-gm-config-watcher-tags')).setMaxLength(200))
          .addStringOption((o) => o.setName('tag_games').setDescription(t('cmd-gm-config-tag-games')).setMaxLength(200))
          .addStringOption((o) => o.setName('elimination_tag').setDescription(t('cmd-gm-config-elimination-tag')).setMaxLength(24))
          .addStringOption((o) => o.setName('elimination_line').setDescription(t('cmd-gm-config-elimination-line')).setMaxLength(200))
          .addStringOption((o) =>
            o
              .setName('game')
              .setDescription(t('cmd-gm-config-game'))
              .addChoices(...modules.map((module) => ({ name: module.words.t(module.text.name), value: module.game.id }))),
          )
          .addStringOption((o) => o.setName('defaults').setDescription(t('cmd-gm-config-defaults')).setMaxLength(200))
          .addBooleanOption((o) => o.setName('images').setDescription(t('cmd-gm-config-images')))
          .addStringOption((o) =>
            o
              .setName('language')
              .setDescription(t('cmd-gm-config-language'))
              .addChoices(
                { name: t('cmd-gm-config-language-auto'), value: 'auto' },
                ...LANGUAGES.map((language) => ({ name: t(`language-${language}`), value: language })),
              ),
          )
          .addIntegerOption((o) => o.setName('dm_max_players').setDescription(t('cmd-gm-config-dm-max-players')).setMinValue(0).setMaxValue(1000)),
      ),
  );
}

/**
 * A game's default open options as a moderator writes them —
 * `dice:4 spot_on:caller-two wild_ones:true`, or with `=` as
 * `/tournament open` takes them (one parser: game-options-text.ts) —
 * judged by the game's own options schema; `-` clears them.
 */
function gameDefaults(module: AnyGameModule, text: string): Record<string, string | number | boolean> {
  if (text.trim() === '-') return {};
  const given = gameOptionsFromText(module, text);
  const parsed = module.game.optionsSchema.safeParse(given);
  if (!parsed.success) throw PlayerError.from(invalidOption(parsed.error, 'defaults'));
  return given;
}

/**
 * A template shown as the moderator writes it (LD-3's elimination lines):
 * in a code span, so its `{player}` and `{pred}` read as notation, not as
 * words the bot forgot to fill in (issue 26). A line holding backticks gets
 * a longer fence, as Markdown allows.
 */
export function codeSpan(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map(([run]) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** The GM role as `show` writes it: a saved role that cannot count (issue 28) says so, so a moderator sets another. */
function gmRoleText(interaction: ChatInputCommandInteraction, roleId: string | null): string {
  if (roleId === null) return t('gm-settings-no-role');
  return gmRoleCounts(interaction, roleId) ? `<@&${roleId}>` : t('gm-settings-role-ignored', { role: `<@&${roleId}>` });
}

function describeSettings(settings: ServerSettings, gmRole: string, gameName: (id: string) => string, serverLanguageNow: Language): string {
  const defaults = Object.entries(settings.gameDefaults)
    .filter(([, options]) => Object.keys(options).length > 0)
    .map(
      ([game, options]) =>
        `${game} ${Object.entries(options)
          .map(([name, value]) => `${name}:${value}`)
          .join(' ')}`,
    );
  const settingsText = t('gm-settings', {
    gmRole,
    currency: settings.currencyName + (settings.currencySymbol ? ` (${settings.currencySymbol})` : ''),
    starting: formatMoney(settings, settings.startingBalance),
    daily: formatMoney(settings, settings.dailyAmount),
    playerTags: settings.playerTags.join(', '),
    watcherTags: settings.watcherTags.join(', '),
    tagGames: settings.tagGames.length > 0 ? settings.tagGames.map(gameName).join(', ') : t('gm-settings-no-tag-games'),
    lines: settings.playerTags.map((tag) => `${tag}: ${codeSpan(eliminationLine(settings, tag))}`).join('; '),
    openers: t(`gm-settings-openers-${settings.openers}`),
    turnTimeout: formatTimeout(settings.turnTimeoutMs),
    threadMode: t(`gm-settings-threads-${settings.threadMode}`),
    defaults: defaults.length > 0 ? defaults.join('; ') : t('gm-settings-no-defaults'),
  });
  const language = settings.language
    ? t('gm-settings-language', { language: t(`language-${settings.language}`) })
    : t('gm-settings-language-auto', { language: t(`language-${serverLanguageNow}`) });
  const dms = settings.dmMaxPlayers === 0 ? t('gm-settings-dms-never') : t('gm-settings-dms', { limit: settings.dmMaxPlayers });
  return `${settingsText} · ${t(settings.images ? 'gm-settings-images-on' : 'gm-settings-images-off')} · ${language} · ${dms}`;
}

/**
 * A tag's new elimination line, among the player tags as they will stand
 * (renaming tags and giving one a line can go together); lines of tags
 * no longer used are dropped with them.
 */
function eliminationLinesChange(current: ServerSettings, change: z.output<typeof configSchema>): ServerSettings['eliminationLines'] | undefined {
  const { elimination_tag: given, elimination_line: line } = change;
  if ((given === undefined) !== (line === undefined)) throw new PlayerError('gm-line-pair');
  const tags = change.player_tags ?? current.playerTags;
  // As at join, a tag is recognised whatever its case, and stored as the list writes it.
  const tag = given === undefined ? undefined : tags.find((listed) => listed.toLowerCase() === given.toLowerCase());
  if (given !== undefined && tag === undefined) throw new PlayerError('gm-line-unknown-tag', { tag: given, tags: tags.join(', ') });
  if (tag === undefined && change.player_tags === undefined) return undefined;
  const lines = Object.fromEntries(Object.entries(current.eliminationLines).filter(([kept]) => tags.includes(kept) && kept !== tag));
  return tag !== undefined && line !== undefined && line !== '-' ? { ...lines, [tag]: line } : lines;
}

/**
 * Issue 28: a tag named twice in one list (as at join, whatever its case)
 * is refused naming it: a member could not tell the two apart.
 */
function refuseRepeatedTags(change: z.output<typeof configSchema>): void {
  for (const option of ['player_tags', 'watcher_tags'] as const) {
    const seen = new Set<string>();
    for (const tag of change[option] ?? []) {
      if (seen.has(tag.toLowerCase())) throw new PlayerError('gm-tags-repeated', { tag, option });
      seen.add(tag.toLowerCase());
    }
  }
}

/** The games a server gives tags, each one an installed game (by its id: `liars`, `tokyo` …). */
function tagGamesChange(given: string[] | undefined, context: BotContext): string[] | undefined {
  if (given === undefined) return undefined;
  const installed = context.games.modules.map((module) => module.game.id);
  const unknown = given.find((id) => !installed.includes(id));
  if (unknown !== undefined) throw new PlayerError('gm-tag-games-unknown', { game: unknown, games: installed.join(', ') });
  return [...new Set(given)];
}

/** Issue 28: @everyone or a managed role named as the GM role is refused, saying why and what may be named. */
function refuseGmRole(interaction: ChatInputCommandInteraction): void {
  const role = interaction.options.getRole('gm_role');
  if (role === null) return;
  const refusal = gmRoleRefusal(interaction.guildId!, role);
  if (refusal !== null) throw new PlayerError(refusal, { role: `<@&${role.id}>` });
}

/** `/gm config show|set`: moderators only (checked by /gm). */
export async function config(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const serverId = interaction.guildId!;
  if (interaction.options.getSubcommand() === 'show') {
    const settings = context.servers.settings(serverId);
    await interaction.reply({
      content: inServerLanguage(context, serverId, () =>
        t('gm-config-shown', {
          settings: describeSettings(settings, gmRoleText(interaction, settings.gmRoleId), (id) => context.games.name(id), serverLanguage(context, serverId)),
        }),
      ),
      allowedMentions: { parse: [] },
    });
    return;
  }
  const { game: _game, defaults: _defaults, ...typed } = subcommandOptions(interaction, 'set');
  const change = parseOptions(configSchema, typed);
  // "-" clears the symbol, so amounts are written with the currency's name again.
  const symbol = change.currency_symbol === '-' || change.currency_symbol === '' ? null : change.currency_symbol;
  const game = interaction.options.getString('game');
  const defaults = interaction.options.getString('defaults');
  if ((game === null) !== (defaults === null)) throw new PlayerError('gm-defaults-pair');
  refuseGmRole(interaction);
  refuseRepeatedTags(change);
  const current = context.servers.settings(serverId);
  const gameDefaultsChange =
    game !== null && defaults !== null ? { ...current.gameDefaults, [game]: gameDefaults(context.games.module(game), defaults) } : undefined;
  const changes: Partial<ServerSettings> = {
    eliminationLines: eliminationLinesChange(current, change),
    gmRoleId: change.gm_role,
    openers: change.openers,
    turnTimeoutMs: change.turn_timeout,
    threadMode: change.thread_mode,
    currencyName: change.currency_name,
    currencySymbol: symbol,
    startingBalance: change.starting_balance,
    dailyAmount: change.daily_amount,
    playerTags: change.player_tags,
    watcherTags: change.watcher_tags,
    tagGames: tagGamesChange(change.tag_games, context),
    gameDefaults: gameDefaultsChange,
    images: change.images,
    language: change.language === undefined ? undefined : change.language === 'auto' ? null : change.language,
    dmMaxPlayers: change.dm_max_players,
  };
  if (Object.values(changes).every((value) => value === undefined)) throw new PlayerError('gm-config-nothing');
  const settings = context.servers.updateSettings(serverId, changes, context.now());
  await interaction.reply({
    content: inServerLanguage(context, serverId, () =>
      t('gm-config-saved', {
        settings: describeSettings(settings, gmRoleText(interaction, settings.gmRoleId), (id) => context.games.name(id), serverLanguage(context, serverId)),
      }),
    ),
    allowedMentions: { parse: [] },
  });
}
