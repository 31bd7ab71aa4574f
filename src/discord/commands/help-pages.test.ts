// Unit: what /help shows (issue 30) — every command of the one list under its group, each game's rules card, the docs — in English and Romanian, inside Discord's limits.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIEmbed, RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { gameModules } from '../../games/index.js';
import { LANGUAGES, type Language, speaking } from '../../i18n/language.js';
import { commandList, registeredData } from '../../main/commands.js';
import { DISCORD_LIMITS } from '../kit/budget.js';
import { InstalledGames } from '../runtime/installed-games.js';
import { docsFolder, helpOverview, rulesCard, usesOf } from './help-pages.js';

const games = new InstalledGames(gameModules);
/** What deploy-commands registers: the production bot's one list, in every language. */
const registered = registeredData(commandList(gameModules).commands, games.words);
const DOCS = 'https://example.org/croupier/docs/';

const shown = (embed: APIEmbed) => [embed.title, embed.description, ...(embed.fields ?? []).flatMap((field) => [field.name, field.value])].join('\n');

/** Discord's limits, a few percent under (kit/budget.ts), as the stand-in and Discord measure them. */
function expectWithinLimits(embed: APIEmbed): void {
  const fields = embed.fields ?? [];
  const total = (embed.title?.length ?? 0) + (embed.description?.length ?? 0) + fields.reduce((sum, field) => sum + field.name.length + field.value.length, 0);
  expect(total).toBeLessThanOrEqual(DISCORD_LIMITS.embedTotal);
  expect(embed.title!.length).toBeLessThanOrEqual(DISCORD_LIMITS.embedTitle);
  expect(embed.description!.length).toBeLessThanOrEqual(DISCORD_LIMITS.embedDescription);
  expect(fields.length).toBeLessThanOrEqual(DISCORD_LIMITS.embedFields);
  for (const field of fields) {
    expect(field.name.length).toBeLessThanOrEqual(DISCORD_LIMITS.fieldName);
    expect(field.value.length).toBeLessThanOrEqual(DISCORD_LIMITS.fieldValue);
  }
}

describe.each(LANGUAGES)('/help in %s', (language: Language) => {
  const overview = speaking(language, () => helpOverview(registered, gameModules, DOCS));
  const text = shown(overview);

  it('lists every use of every command of the one list, so a new command cannot be missing from it', () => {
    const core = registered.filter((command) => command.name !== 'help' && !gameModules.some((module) => module.game.id === command.name));
    expect(core.map((command) => command.name)).toEqual(
      expect.arrayContaining(['table', 'roll', 'verify', 'wallet', 'gm', 'tournament', 'stats', 'leaderboard']),
    );
    for (const command of core) {
      for (const use of speaking(language, () => usesOf(command))) expect(text, use.path).toContain(`\`${use.path}\` — ${use.description}`);
    }
    // Each is read under a group of its own: none lands under "More", which is for commands /help does not know.
    const more = speaking(language, () => games.words.t('help-group-more'));
    expect(overview.fields!.map((field) => field.name)).not.toContain(more);
  });

  it('says each game in a line: its name, how to open it and its pitch, in the game’s own words', () => {
    for (const module of gameModules) {
      const [name, pitch] = speaking(language, () => [module.words.t(module.text.name), module.words.t(module.card.pitch)]);
      expect(text).toContain(`**${name}** · \`/${module.game.id} open\` — ${pitch}`);
    }
  });

  it("links the player's guide in the reader's language", () => {
    const guide = language === 'en' ? `${DOCS}PLAYERS.md` : `${DOCS}ro/PLAYERS.md`;
    expect(overview.description).toContain(`](${guide})`);
  });

  it("stays inside Discord's embed limits", () => expectWithinLimits(overview));

  it.each(gameModules.map((module) => [module.game.id, module] as const))(
    "%s's rules card: its parts, its own rule ids, its commands, its rules page",
    (id, module) => {
      const card = speaking(language, () => rulesCard(module, DOCS));
      const say = (key: string) => speaking(language, () => module.words.t(key));
      expect(card.title).toBe(say('help-card-title').replace('{game}', say(module.text.name)));
      const said = shown(card);
      for (const part of [module.card.pitch, module.card.players, module.card.stakes, module.card.round, module.card.winning, ...module.card.rules]) {
        expect(said).toContain(say(part));
      }
      for (const sub of ['open', ...module.plays.commands.map((play) => play.sub)]) expect(said).toContain(`\`/${id} ${sub}\``);
      expect(card.description).toContain(`](${DOCS}${module.card.page})`);
      // Every rule id the card cites is a rule of its page (docs/rules/…), so a dispute can look it up.
      const page = readFileSync(join(import.meta.dirname, '../../../docs', module.card.page!), 'utf8');
      const cited = [...said.matchAll(/\b([A-Z]{2})-(\d+)\b/g)].map((match) => match[0]);
      expect(cited.length).toBeGreaterThan(3);
      for (const rule of new Set(cited)) expect(page, `${rule} on ${module.card.page}`).toContain(`**${rule}**`);
      expectWithinLimits(card);
    },
  );
});

describe('/help in Romanian is Romanian', () => {
  it('every sentence of the overview and of each card differs from the English but the game names and commands', () => {
    const english = speaking('en', () => helpOverview(registered, gameModules, DOCS));
    const romanian = speaking('ro', () => helpOverview(registered, gameModules, DOCS));
    expect(romanian.title).toBe('Croupier — cum se joacă');
    expect(romanian.description).not.toBe(english.description);
    // A group longer than a field goes on in an untitled one (a zero-width name): the groups, in order, are these.
    const titled = romanian.fields!.map((field) => field.name).filter((name) => name !== '\u200b');
    expect(titled).toEqual(['Jocuri', 'Mese', 'Zaruri', 'Bani', 'Turnee', 'Statistici', 'Moderatori']);
    for (const module of gameModules) {
      const [en, ro] = (['en', 'ro'] as const).map((language) => speaking(language, () => rulesCard(module, DOCS)));
      expect(ro!.fields!.map((field) => field.value)).not.toEqual(expect.arrayContaining([en!.fields![0]!.value]));
      expect(ro!.title).toMatch(/ — fișa regulilor$/);
    }
  });
});

describe('the docs /help points at', () => {
  it('without DOCS_URL, names the files instead of linking nowhere', () => {
    const overview = speaking('en', () => helpOverview(registered, gameModules, null));
    expect(overview.description).toContain("Everything else is in the player's guide, `docs/PLAYERS.md` among Croupier's files.");
    const card = speaking('ro', () => rulesCard(gameModules[0]!, null));
    expect(card.description).toContain('`docs/rules/liars-dice.md` printre fișierele lui Croupier');
    expect(JSON.stringify(card)).not.toContain('](');
  });

  it('takes the docs folder with or without its closing slash', () => {
    expect(docsFolder('https://example.org/docs')).toBe('https://example.org/docs/');
    expect(docsFolder(DOCS)).toBe(DOCS);
    expect(docsFolder(undefined)).toBeNull();
  });
});

describe('a list longer than one message', () => {
  it('is cut at a whole field, never refused by Discord: the guide has the rest', () => {
    // Forty commands /help has no group for, each with a long description: far past an embed's 6,000 characters.
    const many: RESTPostAPIChatInputApplicationCommandsJSONBody[] = Array.from({ length: 40 }, (_, index) => ({
      name: `extra${index}`,
      description: 'x'.repeat(100),
      options: Array.from({ length: 3 }, (_, sub) => ({ type: 1, name: `sub${sub}`, description: 'y'.repeat(100) })),
    }));
    const overview = speaking('en', () => helpOverview([...registered, ...many], gameModules, DOCS));
    expectWithinLimits(overview);
    expect(shown(overview)).toContain('`/table join`');
    expect(shown(overview)).not.toContain('`/extra39 sub2`');
  });
});
