// Architecture check: each game is a plugin in its own folder, rules stay pure, and imports respect the layers (engine, Discord, database, sandbox).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameModules } from '../src/games/index.js';
import { filesUnder, type ImportOf, importsOf, packagesOf, reachableFrom, root } from './fixtures/imports.js';

// STYLE.md, "the one picture": rules are pure; markup and wording belong to the Discord layer.

const gameIds = gameModules.map((module) => module.game.id);

describe('a game is one plugin in its own folder', () => {
  it('every installed game lives in src/games/<id>/: its rules, its table half and its words (en, ro)', () => {
    for (const id of gameIds) {
      expect(readdirSync(join(root, 'src/games', id))).toEqual(expect.arrayContaining(['index.ts', 'rules', 'table', 'words']));
      expect(readdirSync(join(root, 'src/games', id, 'words'))).toEqual(expect.arrayContaining(['en.ts', 'ro.ts', 'index.ts']));
    }
  });

  it.each(gameIds)('the rules of %s load neither discord.js nor the database nor the table service', (id) => {
    const rules = reachableFrom(`src/games/${id}/rules/game.ts`);
    expect(rules.filter((file) => /^(src\/(discord|db|engine\/tables|engine\/economy)|sandbox|standin)\//.test(file))).toEqual([]);
    const packages = rules.flatMap(packagesOf);
    expect(packages.filter((name) => name === 'discord.js' || name === 'better-sqlite3')).toEqual([]);
  });
});

describe('markup and wording belong to the Discord layer', () => {
  const below = [
    ...new Set([...gameIds.flatMap((id) => reachableFrom(`src/games/${id}/rules/game.ts`)), ...reachableFrom('src/engine/tables/service.ts')]),
  ].filter((file) => !file.startsWith('src/discord/') && !file.startsWith('src/i18n/') && !/^src\/games\/[a-z]+\/words\//.test(file));

  it('rules, the table service and the economy write no mention markup', () => {
    expect(below).toEqual(expect.arrayContaining(['src/engine/tables/service.ts', 'src/engine/economy/wallets.ts', 'src/games/liars/rules/rules.ts']));
    for (const file of below) expect(readFileSync(join(root, file), 'utf8'), file).not.toMatch(/<@/);
  });

  it('none of them words a sentence: the catalog is read only as types there', () => {
    for (const file of below) {
      const source = readFileSync(join(root, file), 'utf8');
      expect(source, file).not.toMatch(/^import \{[^}]*\} from '[./]*i18n\/index\.js'/m);
    }
  });

  it('the production bot loads no sandbox file: the demo game and its words stay out', () => {
    expect(reachableFrom('src/main/index.ts').filter((file) => file.startsWith('sandbox/') || file.startsWith('standin/'))).toEqual([]);
  });
});

// Issue 29: the layers, outside in — start-up (src/main) → Discord → games → the engine → the database — as rules on folders.
describe('the layers as folder rules', () => {
  const isTest = (file: string) => file.endsWith('.test.ts') || file.startsWith('src/games/testing/');
  const code = (folder: string) => filesUnder(folder).filter((file) => !isTest(file));
  /** Each import of the files that breaks a rule, as `file → target`, so a failure names them. */
  const breaking = (files: readonly string[], forbidden: (target: string, of: ImportOf, file: string) => boolean) =>
    files.flatMap((file) =>
      importsOf(file)
        .filter((of) => forbidden(of.target, of, file))
        .map((of) => `${file} → ${of.target}`),
    );
  const under = (target: string, ...folders: string[]) => folders.some((folder) => target.startsWith(`${folder}/`));
  const gameFolders = gameIds.map((id) => `src/games/${id}`);

  it('the engine imports neither discord.js, nor src/discord, nor any game, nor the start-up', () => {
    expect(code('src/engine').length).toBeGreaterThan(40);
    expect(breaking(code('src/engine'), (target) => target === 'discord.js' || under(target, 'src/discord', 'src/games', 'src/main'))).toEqual([]);
  });

  it('the table service imports no feature that sits on it: tournaments, markets and records attach by hooks', () => {
    expect(breaking(code('src/engine/tables'), (target) => under(target, 'src/engine/tournaments', 'src/engine/markets', 'src/engine/records'))).toEqual([]);
  });

  // A game's rules/ and table/ halves: test/game-folders.test.ts, for every installed game and the sandbox's Showdown.

  it("a game reaches into no other game's folder", () => {
    expect(
      breaking(gameFolders.flatMap(code), (target, _of, file) => gameFolders.some((folder) => under(target, folder) && !file.startsWith(`${folder}/`))),
    ).toEqual([]);
  });

  it("the games share only pure rules: src/games/shared imports the engine's contract, itself, and the catalog's types", () => {
    const pure = (target: string, { typeOnly }: ImportOf) =>
      target === 'zod' ||
      under(target, 'src/games/shared') ||
      target === 'src/engine/contract.ts' ||
      target === 'src/engine/refusal.ts' ||
      (typeOnly && under(target, 'src/i18n'));
    expect(breaking(code('src/games/shared'), (target, of) => !pure(target, of))).toEqual([]);
  });

  it('the Discord layer never imports the database: it is handed engine services', () => {
    expect(code('src/discord').length).toBeGreaterThan(60);
    expect(breaking(code('src/discord'), (target) => under(target, 'src/db'))).toEqual([]);
  });

  it('the database folder holds the connection and migrations, and imports no domain', () => {
    expect(breaking(code('src/db'), (target) => target.startsWith('src/') && !under(target, 'src/db'))).toEqual([]);
  });

  it('the bot never imports the stand-in or the sandbox, and the stand-in imports nothing of the bot', () => {
    expect(breaking(filesUnder('src'), (target) => under(target, 'standin', 'sandbox'))).toEqual([]);
    expect(filesUnder('standin').length).toBeGreaterThan(20);
    expect(breaking(filesUnder('standin'), (target) => under(target, 'src', 'sandbox', 'test'))).toEqual([]);
  });

  it('no unit test imports test/: what a unit test needs lives beside the code (src/games/testing)', () => {
    const unitTests = ['src', 'standin', 'sandbox'].flatMap(filesUnder).filter((file) => file.endsWith('.test.ts'));
    expect(unitTests.length).toBeGreaterThan(40);
    expect(breaking(unitTests, (target) => under(target, 'test'))).toEqual([]);
  });
});
