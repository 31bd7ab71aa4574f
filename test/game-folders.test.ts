// A game is its folder and one registry line (docs/ADDING-A-GAME.md): every piece there, both languages, the purity line kept.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameModules } from '../src/games/index.js';
import { english } from '../src/i18n/index.js';
import { filesUnder, importsOf, root } from './fixtures/imports.js';

/** Every installed game's folder, and the sandbox's Showdown: the worked example has the same shape. */
const folders = [...gameModules.map((module) => `src/games/${module.game.id}`), 'sandbox/showdown'];

/** A folder's source files, tests aside. */
const sourcesIn = (folder: string) => filesUnder(folder).filter((file) => !file.endsWith('.test.ts'));

const base = (key: string) => key.replace(/#\w+$/, '');
const romanianForms = new Intl.PluralRules('ro').resolvedOptions().pluralCategories;
const catalogOf = (module: Record<string, unknown>): Record<string, string> =>
  Object.assign({}, ...Object.values(module).filter((value): value is Record<string, string> => typeof value === 'object' && value !== null));
/** A folder's words in one language: its sentences (en.ts, ro.ts) and its rules card (card-en.ts, card-ro.ts; issue 30). */
const wordsOf = async (folder: string, language: 'en' | 'ro'): Promise<Record<string, string>> => ({
  ...catalogOf(await import(join(root, folder, `words/${language}.ts`))),
  ...catalogOf(await import(join(root, folder, `words/card-${language}.ts`))),
});

describe.each(folders)('the game folder %s', (folder) => {
  it('has every piece: index.ts, rules/game.ts, table/render.ts and plays.ts, words/index.ts, en.ts and ro.ts, and its rules card card-en.ts and card-ro.ts', () => {
    const pieces = ['index.ts', 'rules/game.ts', 'table/render.ts', 'table/plays.ts', 'words/index.ts', 'words/en.ts', 'words/ro.ts'];
    for (const piece of [...pieces, 'words/card-en.ts', 'words/card-ro.ts']) {
      expect(existsSync(join(root, folder, piece)), `${folder}/${piece}`).toBe(true);
    }
  });

  it('says every English sentence in Romanian too, in every plural form Romanian uses, its rules card too', async () => {
    const englishWords = await wordsOf(folder, 'en');
    const romanianWords = await wordsOf(folder, 'ro');
    const missing = [...new Set(Object.keys(englishWords).map(base))].flatMap((key) => {
      const forms = Object.hasOwn(englishWords, `${key}#other`) ? romanianForms.map((form) => `${key}#${form}`) : [key];
      return forms.filter((form) => !romanianWords[form]?.trim());
    });
    expect(missing).toEqual([]);
  });

  it("keeps its words in its folder: none of its sentences is in the core's catalog", async () => {
    const keys = Object.keys(await wordsOf(folder, 'en'));
    expect(keys.filter((key) => Object.hasOwn(english.messages, key))).toEqual([]);
  });

  it('rules/ imports only the engine contract, the house terms (types), refusals, shared stake options and dice, games/shared, its own rules, zod, and its own words as types', () => {
    const allowed = ({ target, typeOnly }: { target: string; typeOnly: boolean }) =>
      target === 'zod' ||
      target === 'src/engine/contract.ts' ||
      // Issue 33: a house player's and the odds' terms (what one seat sees).
      (target === 'src/engine/house.ts' && typeOnly) ||
      target === 'src/engine/refusal.ts' ||
      target === 'src/engine/stake-options.ts' ||
      target.startsWith('src/engine/dice/') ||
      target.startsWith('src/games/shared/') ||
      target.startsWith(`${folder}/rules/`) ||
      (typeOnly && target.startsWith(`${folder}/words/`));
    const offenders = sourcesIn(`${folder}/rules`).flatMap((file) => importsOf(file).flatMap((found) => (allowed(found) ? [] : [`${file}: ${found.target}`])));
    expect(offenders).toEqual([]);
  });

  it("table/ and index.ts build from discord/kit: never Discord's runtime, delivery, commands, the database or start-up", () => {
    const forbidden = (target: string) =>
      (target.startsWith('src/discord/') && !target.startsWith('src/discord/kit/')) ||
      /^src\/(db|main)\//.test(target) ||
      target === 'better-sqlite3' ||
      target.startsWith('standin/') ||
      (target.startsWith('sandbox/') && !target.startsWith(`${folder}/`)) ||
      (/^src\/games\/[^/]+\//.test(target) && !target.startsWith('src/games/shared/') && !target.startsWith(`${folder}/`));
    const files = [...sourcesIn(`${folder}/table`), `${folder}/index.ts`];
    const offenders = files.flatMap((file) => importsOf(file).flatMap(({ target }) => (forbidden(target) ? [`${file}: ${target}`] : [])));
    expect(offenders).toEqual([]);
  });

  it('words/ imports only the i18n catalog machinery and its own words', () => {
    const offenders = sourcesIn(`${folder}/words`).flatMap((file) =>
      importsOf(file).flatMap(({ target }) => (target.startsWith('src/i18n/') || target.startsWith(`${folder}/words/`) ? [] : [`${file}: ${target}`])),
    );
    expect(offenders).toEqual([]);
  });
});

describe('a game needs no edit outside its folder but the registry line', () => {
  it("nothing in src/ outside a game's folder names it, but the registry (and the test drivers)", () => {
    const ids = gameModules.map((module) => module.game.id);
    const outside = sourcesIn('src').filter((file) => !/^src\/games\/([^/]+)\//.test(file) || /^src\/games\/(shared|testing)\//.test(file));
    const offenders = outside.flatMap((file) =>
      importsOf(file).flatMap(({ target }) => {
        const game = /^src\/games\/([^/]+)\//.exec(target)?.[1];
        const named = game !== undefined && ids.includes(game);
        return named && file !== 'src/games/index.ts' && !file.startsWith('src/games/testing/') ? [`${file}: ${target}`] : [];
      }),
    );
    expect(offenders).toEqual([]);
  });
});
