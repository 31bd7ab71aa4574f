// The /gm config show and /gm config set subcommands: a server's settings, each validated with one clear refusal, stored, and shown.
import { type APIEmbed, type APIEmbedField, type ChatInputCommandInteraction, MessageFlags, type SlashCommandSubcommandsOnlyBuilder } from 'discord.js';
import { z } from 'zod';
import { invalidOption } from '../../engine/invalid-option.js';
import type { ServerSettings } from '../../engine/servers/settings.js';
import { listed, t } from '../../i18n/index.js';
import { LANGUAGES } from '../../i18n/language.js';
import { DISCORD_LIMITS, fieldsOf, linesWithin, sizeOf } from '../kit/budget.js';
import type { AnyGameModule } from '../kit/game-module.js';
import { PlayerError, parseOptions } from '../kit/player-error.js';
import { durationWords, embedName, formatMoney } from '../kit/wording.js';
import { serverLanguage } from '../language/readers.js';
import { turnTimeoutText } from '../options/durations.js';
import { gameOptionsFromText } from '../options/game-options-text.js';
import { eliminationLine, eliminationLineText } from '../render/elimination-lines.js';
import { defaultsPhrases } from '../render/terms.js';
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
  odds: z.boolean().optional(),
  // "-": the catalog's name ("the House") again.
  house_name: z.string().trim().min(1).max(24).optional(),
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
          .addStringOption((o) => o.setName('turn_timeout').setDescription(t('cmd-gm-config-turn-timeout')).setMaxLength(60))
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
          .addIntegerOption((o) => o.setName('dm_max_players').setDescription(t('cmd-gm-config-dm-max-players')).setMinValue(0).setMaxValue(1000))
          .addBooleanOption((o) => o.setName('odds').setDescription(t('cmd-gm-config-odds')))
          .addStringOption((o) => o.setName('house_name').setDescription(t('cmd-gm-config-house-name')).setMaxLength(24)),
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
function gmRoleLine(interaction: ChatInputCommandInteraction, roleId: string | null): string {
  if (roleId === null) return t('gm-config-gm-role-none');
  const role = `<@&${roleId}>`;
  return t('gm-config-gm-role', { role: gmRoleCounts(interaction, roleId) ? role : t('gm-settings-role-ignored', { role }) });
}

/** Fields of whole lines, the lines cut to `budget` characters with "… and N more" (a server's elimination lines can be long). */
const linesField = (name: string, lines: readonly string[], budget: number): APIEmbedField[] => fieldsOf(name, linesWithin(lines, budget));

/**
 * Issue 30: every setting as a moderator reads it — sections of sentences
 * in their own language, not one long line of `name value` pairs; each
 * game's defaults in the same phrases as a table's terms; the turn timer
 * in words the duration parser reads back, so it can be typed again as it
 * reads. Inside Discord's embed limits: only the elimination lines can grow
 * long, and they are cut to what is left.
 */
async function settingsEmbed(interaction: ChatInputCommandInteraction, context: BotContext, settings: ServerSettings): Promise<APIEmbed> {
  const serverId = interaction.guildId!;
  const money = (amount: number) => formatMoney(settings, amount);
  const tables = [gmRoleLine(interaction, settings.gmRoleId), t(`gm-config-openers-${settings.openers}`), t(`gm-config-threads-${settings.threadMode}`)];
  const timer = settings.turnTimeoutMs === null ? t('gm-config-timer-off') : t('gm-config-timer', { time: durationWords(settings.turnTimeoutMs) });
  const moneyLines = [
    t('gm-config-currency', { name: settings.currencyName, example: money(25) }),
    t('gm-config-starting', { amount: money(settings.startingBalance) }),
    settings.dailyAmount > 0 ? t('gm-config-daily', { amount: money(settings.dailyAmount) }) : t('gm-config-daily-none'),
  ];
  const language = [
    settings.language
      ? t('gm-config-language', { language: t(`language-${settings.language}`) })
      : t('gm-config-language-auto', { language: t(`language-${await serverLanguage(context, serverId)}`) }),
    t(settings.images ? 'gm-config-images-on' : 'gm-config-images-off'),
    settings.dmMaxPlayers === 0 ? t('gm-config-dms-never') : t('gm-config-dms', { count: settings.dmMaxPlayers }),
    t(settings.odds ? 'gm-config-odds-on' : 'gm-config-odds-off'),
    t('gm-config-house-name', { name: embedName(settings.houseName ?? t('house-name-default')) }),
  ];
  const tags = [
    t('gm-config-player-tags', { tags: settings.playerTags.join(', ') }),
    t('gm-config-watcher-tags', { tags: settings.watcherTags.join(', ') }),
    settings.tagGames.length > 0
      ? t('gm-config-tag-games', { games: listed(settings.tagGames.map((id) => context.games.name(id))) })
      : t('gm-config-tag-games-none'),
  ];
  const defaults = Object.entries(settings.gameDefaults)
    .filter(([game, options]) => Object.keys(options).length > 0 && context.games.modules.some((module) => module.game.id === game))
    .map(([game, options]) =>
      t('gm-config-game-defaults', { game: context.games.name(game), terms: defaultsPhrases(context.games.module(game), options, money).join('; ') }),
    );
  const fields: APIEmbedField[] = [
    { name: t('gm-config-section-tables'), value: tables.join('\n') },
    { name: t('gm-config-section-timer'), value: timer },
    { name: t('gm-config-section-money'), value: moneyLines.join('\n') },
    { name: t('gm-config-section-language'), value: language.join('\n') },
    { name: t('gm-config-section-tags'), value: tags.join('\n') },
    ...fieldsOf(t('gm-config-section-defaults'), defaults.length > 0 ? defaults : [t('gm-config-no-defaults')]),
  ];
  const title = t('gm-config-title');
  const footer = t('gm-config-footer');
  const linesName = t('gm-config-section-lines');
  const lines = settings.playerTags.map((tag) => t('gm-config-line', { tag, line: codeSpan(eliminationLine(settings, tag)) }));
  // What the other sections leave, less the lines' own field names (one per field they may take).
  const left = DISCORD_LIMITS.embedTotal - title.length - footer.length - sizeOf(fields).chars - 4 * linesName.length;
  const lineFields = linesField(linesName, lines, Math.min(left, 3 * DISCORD_LIMITS.fieldValue));
  return { title, fields: [...fields.slice(0, 5), ...lineFields, ...fields.slice(5)], footer: { text: footer } };
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
    // Issue 30: for the moderator alone, in their language (the dispatcher speaks it while it handles them).
    await interaction.reply({
      embeds: [await settingsEmbed(interaction, context, await context.servers.settings(serverId))],
      flags: MessageFlags.Ephemeral,
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
  const current = await context.servers.settings(serverId);
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
    odds: change.odds,
    houseName: change.house_name === undefined ? undefined : change.house_name === '-' ? null : change.house_name,
  };
  if (Object.values(changes).every((value) => value === undefined)) throw new PlayerError('gm-config-nothing');
  const settings = await context.servers.updateSettings(serverId, changes, context.now());
  await interaction.reply({
    content: t('gm-config-saved'),
    embeds: [await settingsEmbed(interaction, context, settings)],
    flags: MessageFlags.Ephemeral,
    allowedMentions: { parse: [] },
  });
}
