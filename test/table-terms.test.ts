// Issue 30: a table's terms in words — every option of every game has a phrase in English and Romanian, and the lobby's "What is played" says them with the turn timer.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { shapeOf } from '../src/discord/options/zod-options.js';
import { optionPhrases, termsField } from '../src/discord/render/terms.js';
import { InstalledGames } from '../src/discord/runtime/installed-games.js';
import type { PublicTable } from '../src/engine/tables/contract.js';
import { gameModules } from '../src/games/index.js';
import { VARIANT_NAMES } from '../src/games/tokyo/rules/options.js';
import { LANGUAGES, speaking } from '../src/i18n/language.js';

const games = new InstalledGames(gameModules);
const money = (amount: number) => `${amount} tria`;

/** The options every game shares: the core words them (render/terms.ts), not the game. */
const SHARED = new Set(['stakes', 'stack', 'buy_in']);

/** Values of an option as typed: every choice of a list, both truth values, a number in its bounds; free text needs samples given here. */
const TEXT_SAMPLES: Readonly<Record<string, readonly string[]>> = { variant: [...VARIANT_NAMES, VARIANT_NAMES.join(',')] };

function samplesOf(name: string, schema: z.core.$ZodType): readonly unknown[] {
  let base: z.core.$ZodType = schema;
  for (;;) {
    if (base instanceof z.ZodOptional || base instanceof z.ZodDefault) base = base.unwrap();
    else if (base instanceof z.ZodPipe) base = base.in;
    else break;
  }
  if (base instanceof z.ZodEnum) return base.options;
  if (base instanceof z.ZodBoolean) return [true, false];
  if (base instanceof z.ZodNumber) {
    const low = Math.max(base.minValue ?? 0, 0);
    return [...new Set([low, low + 1, 20, Math.min(base.maxValue ?? 1000, 1000)])].filter((value) => value >= low);
  }
  const samples = TEXT_SAMPLES[name];
  if (!samples) throw new Error(`option ${name}: give this test samples of it (TEXT_SAMPLES)`);
  return samples;
}

const ownOptions = gameModules.flatMap((module) =>
  Object.entries(shapeOf(module.game.optionsSchema))
    .filter(([name]) => !SHARED.has(name))
    .flatMap(([name, schema]) => samplesOf(name, schema).map((value) => ({ game: module.game.id, name, value }))),
);

describe('every option of every game reads as a phrase, in English and in Romanian (a new option without one fails here)', () => {
  it('covers all five games', () => {
    expect(new Set(ownOptions.map((option) => option.game))).toEqual(new Set(['liars', 'tokyo', 'vitaji', 'valere', 'eleven']));
  });

  it.each(ownOptions)('$game $name = $value', ({ game, name, value }) => {
    const module = games.module(game);
    const options = module.game.optionsSchema.parse({ [name]: value });
    const said = LANGUAGES.map((language) => speaking(language, () => module.term(name, options)));
    for (const phrase of said) {
      expect(phrase, `${game} ${name}`).toBeTypeOf('string');
      // Words, not syntax: no option name, no `name:value`, no template left unfilled, no raw value of a list.
      expect(phrase).not.toMatch(/[{}_]|:\S|undefined|NaN|\btrue\b|\bfalse\b/);
    }
    // Said in each language in its own words.
    expect(new Set(said).size).toBe(LANGUAGES.length);
  });

  it.each(gameModules.map((module) => module.game.id))('%s: each value of an option is said differently, so the phrase says the value', (game) => {
    const module = games.module(game);
    for (const language of LANGUAGES) {
      const byOption = new Map<string, Set<string | null>>();
      const mine = ownOptions.filter((option) => option.game === game);
      for (const { name, value } of mine) {
        const phrase = speaking(language, () => module.term(name, module.game.optionsSchema.parse({ [name]: value })));
        byOption.set(name, (byOption.get(name) ?? new Set()).add(phrase));
      }
      for (const [name, phrases] of byOption) expect(phrases.size, `${game} ${name} in ${language}`).toBe(mine.filter((option) => option.name === name).length);
    }
  });

  it('a name a game does not have has no phrase: the terms never make one up', () => {
    const liars = games.module('liars');
    expect(liars.term('colour', liars.game.optionsSchema.parse({}))).toBeNull();
  });

  it('the options every game shares are said by the core, in both languages', () => {
    const liars = games.module('liars');
    const options = liars.game.optionsSchema.parse({ stakes: 'tria', stack: 500, buy_in: 5 });
    expect(speaking('en', () => optionPhrases(liars, options, ['stakes', 'stack', 'buy_in'], money))).toEqual([
      'played for tria from wallets',
      'a stack of 500 points each',
      'a buy-in of 5 tria',
    ]);
    expect(speaking('ro', () => optionPhrases(liars, options, ['stakes', 'stack', 'buy_in'], money))).toEqual([
      'pe tria din portofele',
      'fiecare pornește cu 500 de puncte',
      'o intrare de 5 tria',
    ]);
  });
});

/** A lobby of `game` with `options` (as its schema reads them), one player seated, and the table settings given. */
function lobby(game: string, options: Record<string, unknown>, table: Partial<PublicTable> = {}): PublicTable {
  return {
    id: 7,
    serverId: 's',
    channelId: 'c',
    parentChannelId: null,
    game,
    status: 'lobby',
    hostId: 'h',
    options: games.module(game).game.optionsSchema.parse(options),
    placings: null,
    version: 1,
    messageId: null,
    seats: [{ userId: 'h', role: 'player', position: 1, tag: null, team: null, status: 'seated', timeouts: 0 }],
    turnTimeoutMs: 300_000,
    announce: 'all',
    deadline: null,
    paused: null,
    group: null,
    groupCount: null,
    tournament: null,
    createdAt: 0,
    updatedAt: 0,
    view: null,
    purses: null,
    groups: null,
    settled: null,
    offersOdds: true,
    ...table,
  };
}

const termsOfLobby = (...args: Parameters<typeof lobby>) => termsField(lobby(...args), games, money).value;

describe('the lobby says what is played in words, with the turn timer (issue 30)', () => {
  it("Liar's Dice with 2 dice and wild ones, a turn of 1 hour and 30 minutes: in English", () => {
    expect(speaking('en', () => termsOfLobby('liars', { dice: 2, wild_ones: true }, { turnTimeoutMs: 5_400_000 }))).toBe(
      'For points: a stack of 1000 each; 10 of it in at the start.\nAt this table: 2 dice each; ones are wild (except in bids on ones).\nEach turn has 1 hour and 30 minutes (then the table plays for you).',
    );
  });

  it('the same in Romanian', () => {
    expect(speaking('ro', () => termsOfLobby('liars', { dice: 2, wild_ones: true }, { turnTimeoutMs: 5_400_000 }))).toBe(
      'Pe puncte de masă: fiecare pornește cu 1000, din care pune 10 la început.\nLa masa asta: fiecare cu câte 2 zaruri; 1 e joker (mai puțin la licitațiile pe 1).\nFiecare tură are 1 oră și 30 de minute (apoi masa joacă în locul tău).',
    );
  });

  it('the default timer is said too; the usual rules when no option differs; an option at its default is not said', () => {
    expect(speaking('en', () => termsOfLobby('tokyo', {}))).toBe(
      'For points: a stack of 1000 each; 10 of it in at the start.\nThe usual rules.\nEach turn has 5 minutes (then the table plays for you).',
    );
    expect(speaking('en', () => termsOfLobby('liars', { spot_on: 'everyone', call_window: 3 }))).toContain('\nThe usual rules.\n');
  });

  it('no timer, no timer line; a table that announces rounds only says so', () => {
    expect(speaking('en', () => termsOfLobby('eleven', { order_roll: false }, { turnTimeoutMs: null }))).toBe(
      'For points: a stack of 1000 each; 11 of it in at the start.\nAt this table: picks go in seat order.',
    );
    expect(speaking('en', () => termsOfLobby('vitaji', { preset: 'casual', bonuses: true }, { announce: 'rounds', turnTimeoutMs: 120_000 }))).toBe(
      'For points: a stack of 1000 each; 10 of it in at the start.\nAt this table: casual rules (a d6, 5 rounds); with bonuses (triples and sweeps).\nEach turn has 2 minutes (then the table plays for you).\nOnly round ends, eliminations and the result are announced.',
    );
  });

  it("Tokyo's variants, each its own rule, and Valere's wagering, in words", () => {
    expect(speaking('en', () => termsOfLobby('tokyo', { variant: 'sum_values,tokyetto', lives: 3 }))).toContain(
      'At this table: 3 lives each; 31 ranks just below 21 (Tokyetto); a value that is neither a double nor 21 counts as the sum of its dice.',
    );
    expect(speaking('ro', () => termsOfLobby('valere', { target: 21, wagering: 'rounds' }))).toContain(
      'La masa asta: câștigă primul care ajunge la 21 de puncte; o rundă de pariuri la începutul fiecărei runde.',
    );
  });
});
