import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameModules } from '../src/games/index.js';
import { packagesOf, reachableFrom, root } from './fixtures/imports.js';

// STYLE.md, "the one picture": rules are pure; markup and wording belong to the Discord layer.

const gameIds = gameModules.map((module) => module.game.id);

describe('a game is one plugin in its own folder', () => {
  it('every installed game lives in src/games/<id>/, with its catalog in src/i18n/en/<id>.ts', () => {
    for (const id of gameIds) {
      expect(readdirSync(join(root, 'src/games', id))).toEqual(
        expect.arrayContaining(['index.ts', 'rules', 'table', 'words']),
      );
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
  const below = [...new Set([...gameIds.flatMap((id) => reachableFrom(`src/games/${id}/rules/game.ts`)), ...reachableFrom('src/engine/tables/service.ts')])].filter(
    (file) => !file.startsWith('src/discord/') && !file.startsWith('src/i18n/') && !/^src\/games\/[a-z]+\/words\//.test(file),
  );

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
