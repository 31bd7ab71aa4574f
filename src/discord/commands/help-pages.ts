// What /help shows, built purely: the commands grouped with a line each and the games with their pitch, or one game's rules card; inside Discord's embed limits.
import type { APIEmbed, APIEmbedField, RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { t } from '../../i18n/index.js';
import { currentLanguage, type Language } from '../../i18n/language.js';
import { DISCORD_LIMITS, fieldsOf, sizeOf } from '../kit/budget.js';
import type { AnyGameModule } from '../kit/game-module.js';

/**
 * Where Croupier's docs are read (`DOCS_URL`: the docs folder, ending in a
 * slash), or null where the bot was given none: then /help names the file.
 */
export type DocsFolder = string | null;

/** The docs folder as pages are found in it: its address ends in a slash (`…/docs/` + `rules/tokyo.md`). */
export const docsFolder = (url: string | undefined): DocsFolder => (url === undefined ? null : url.endsWith('/') ? url : `${url}/`);

/** The player's guide in each language the bot speaks: adding a language asks for its guide here. */
const GUIDE: Record<Language, string> = { en: 'PLAYERS.md', ro: 'ro/PLAYERS.md' };

/** The groups /help lists commands under, in order; a command none names is listed under "More". */
const HELP_GROUPS = ['tables', 'dice', 'money', 'tournaments', 'records', 'moderators'] as const;
type Group = (typeof HELP_GROUPS)[number] | 'more';

/** Which group each core command is read under (a game's own commands are its card's; /help is the page itself). */
const GROUP_OF: Readonly<Record<string, Group>> = {
  table: 'tables',
  roll: 'dice',
  verify: 'dice',
  // Issue 33: the chances of the dice at the asker's own table.
  odds: 'dice',
  wallet: 'money',
  tournament: 'tournaments',
  stats: 'records',
  leaderboard: 'records',
  gm: 'moderators',
};

/** A command or option as registered, with its translations (the registered data, commands.ts `registeredData`). */
interface Described {
  name: string;
  type?: number;
  description: string;
  description_localizations?: Partial<Record<string, string | null>> | null;
  options?: readonly Described[];
}

// Discord's option types: a subcommand, and a group of them.
const SUBCOMMAND = 1;
const SUBCOMMAND_GROUP = 2;

const inLanguage = (node: Described): string => node.description_localizations?.[currentLanguage()] ?? node.description;

/** Every way a command is used (`/table join`, `/gm config set`, `/roll`), each with its description in the language spoken. */
export function usesOf(command: Described): { path: string; description: string }[] {
  const walk = (node: Described, path: string): { path: string; description: string }[] => {
    const subs = (node.options ?? []).filter((option) => option.type === SUBCOMMAND || option.type === SUBCOMMAND_GROUP);
    if (subs.length === 0) return [{ path, description: inLanguage(node) }];
    return subs.flatMap((sub) => walk(sub, `${path} ${sub.name}`));
  };
  return walk(command, `/${command.name}`);
}

/** A link to a page of the docs, or the file's name where the bot knows no address. */
const docsLine = (docs: DocsFolder, page: string, linked: 'help-guide-link' | 'help-card-rules-link', named: 'help-guide-file' | 'help-card-rules-file') =>
  docs === null ? t(named, { page }) : t(linked, { page, url: new URL(page, docs).href });

/**
 * Fields while the embed has room for them: whatever a future list adds,
 * /help is still sent (the guide has the rest), never refused by Discord.
 */
function fitting(fields: readonly APIEmbedField[], used: number): APIEmbedField[] {
  const kept: APIEmbedField[] = [];
  for (const field of fields) {
    const size = sizeOf([...kept, field]);
    if (used + size.chars > DISCORD_LIMITS.embedTotal || size.fields > DISCORD_LIMITS.embedFields) break;
    kept.push(field);
  }
  return kept;
}

/** `/help`: what Croupier is, the games in a line each, every other command under its group, and the guide. */
export function helpOverview(
  commands: readonly RESTPostAPIChatInputApplicationCommandsJSONBody[],
  modules: readonly AnyGameModule[],
  docs: DocsFolder,
): APIEmbed {
  const games = new Set(modules.map((module) => module.game.id));
  const lines = new Map<Group, string[]>();
  for (const command of commands) {
    if (games.has(command.name) || command.name === 'help') continue;
    const group = GROUP_OF[command.name] ?? 'more';
    const uses = usesOf(command).map(({ path, description }) => t('help-command-line', { command: path, description }));
    lines.set(group, [...(lines.get(group) ?? []), ...uses]);
  }
  const gameLines = modules.map((module) =>
    t('help-game-line', { game: module.words.t(module.text.name), command: module.game.id, pitch: module.words.t(module.card.pitch) }),
  );
  const groups: Group[] = [...HELP_GROUPS, 'more'];
  const fields = [
    ...(gameLines.length > 0 ? fieldsOf(t('help-group-games'), gameLines) : []),
    ...groups.flatMap((group) => {
      const said = lines.get(group);
      return said ? fieldsOf(t(`help-group-${group}`), said) : [];
    }),
  ];
  const title = t('help-title');
  const description = `${t('help-intro')}\n\n${docsLine(docs, GUIDE[currentLanguage()], 'help-guide-link', 'help-guide-file')}`;
  return { title, description, fields: fitting(fields, title.length + description.length) };
}

/** `/help game:`: the game's rules card in its own words, its commands from its plays, and its rules page. */
export function rulesCard(module: AnyGameModule, docs: DocsFolder): APIEmbed {
  const say = module.words.t;
  const { card, game } = module;
  const commands = [
    t('help-command-line', { command: `/${game.id} open`, description: say(module.text.open) }),
    ...module.plays.commands.map((play) => t('help-command-line', { command: `/${game.id} ${play.sub}`, description: say(play.description) })),
    t('help-card-buttons'),
  ];
  const fields = [
    ...fieldsOf(t('help-card-players'), [say(card.players)]),
    ...fieldsOf(t('help-card-stakes'), [say(card.stakes)]),
    ...fieldsOf(t('help-card-round'), [say(card.round)]),
    ...fieldsOf(t('help-card-winning'), [say(card.winning)]),
    ...(card.rules.length > 0
      ? fieldsOf(
          t('help-card-rules'),
          card.rules.map((rule) => `• ${say(rule)}`),
        )
      : []),
    ...fieldsOf(t('help-card-commands'), commands),
  ];
  const title = t('help-card-title', { game: say(module.text.name) });
  const page = card.page ? `\n\n${docsLine(docs, card.page, 'help-card-rules-link', 'help-card-rules-file')}` : '';
  const description = `${say(card.pitch)}${page}`;
  return { title, description, fields: fitting(fields, title.length + description.length) };
}
