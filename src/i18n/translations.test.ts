// Tests that every English sentence, core and per game, has a Romanian one with the same parameters and the plural forms Romanian needs.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 19: every English sentence has its Romanian one, with the same parameters, and the plural forms Romanian
// needs (one, few, other: Intl.PluralRules('ro')) wherever the English sentence has plural forms.

// The core's catalogs (src/i18n/en/<file> beside src/i18n/ro/<file>), and each game's (src/games/<game>/words/en.ts beside ro.ts, card-en.ts beside card-ro.ts).
const dir = join(import.meta.dirname, 'en');
const core = readdirSync(dir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, english: join(dir, file), romanian: join(import.meta.dirname, 'ro', file) }));
const gamesDir = join(import.meta.dirname, '..', 'games');
// A game's rules card (issue 30) is its own pair, words/card-en.ts beside card-ro.ts.
const games = readdirSync(gamesDir).flatMap((game) =>
  ['', 'card-']
    .filter((prefix) => existsSync(join(gamesDir, game, 'words', `${prefix}en.ts`)))
    .map((prefix) => ({
      file: `${game}/words/${prefix}en.ts`,
      english: join(gamesDir, game, 'words', `${prefix}en.ts`),
      romanian: join(gamesDir, game, 'words', `${prefix}ro.ts`),
    })),
);
const files = [...core, ...games];
const romanianForms = new Intl.PluralRules('ro').resolvedOptions().pluralCategories;

const only = (module: Record<string, unknown>): Record<string, string> => {
  const exported = Object.values(module).filter((value): value is Record<string, string> => typeof value === 'object' && value !== null);
  return Object.assign({}, ...exported);
};
const base = (key: string) => key.replace(/#\w+$/, '');
const params = (template: string) => [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();

describe.each(files)('the Romanian catalog of $file', ({ file, english: englishFile, romanian: romanianFile }) => {
  it('has every key, in every plural form Romanian uses, with the same parameters', async () => {
    const english = only(await import(englishFile));
    const romanian = only(await import(romanianFile));
    const bases = [...new Set(Object.keys(english).map(base))];
    for (const key of bases) {
      const plural = Object.hasOwn(english, `${key}#other`);
      const englishParams = new Set(
        Object.entries(english)
          .filter(([name]) => base(name) === key)
          .flatMap(([, text]) => params(text)),
      );
      const forms = plural ? romanianForms.map((form) => `${key}#${form}`) : [key];
      for (const form of forms) {
        expect(romanian[form], `${file}: ${form}`).toBeTypeOf('string');
        expect(romanian[form]!.trim().length, `${file}: ${form} is empty`).toBeGreaterThan(0);
        // A plural form may leave out {count} ("un zar"), never add a parameter English does not give.
        for (const name of params(romanian[form]!)) expect(englishParams.has(name!), `${file}: ${form} has {${name}}`).toBe(true);
      }
      if (!plural) expect(params(romanian[key]!), `${file}: ${key}'s parameters`).toEqual(params(english[key]!));
    }
    expect(
      Object.keys(romanian)
        .map(base)
        .filter((key) => !bases.includes(key)),
      `${file}: keys English does not have`,
    ).toEqual([]);
  });
});
