// Words a table's stakes, game options and turn timer as the table message shows them, in the reader's language and the server's currency.
import type { APIEmbedField } from 'discord.js';
import type { AnyGame } from '../../engine/contract.js';
import { stakesSchema } from '../../engine/stake-options.js';
import { groupSizes, splits } from '../../engine/tables/groups.js';
import type { PublicTable } from '../../engine/tables/service.js';
import { stakesOf } from '../../engine/tables/stakes.js';
import { t } from '../../i18n/index.js';
import type { AnyGameModule } from '../kit/game-module.js';
import { durationWords } from '../kit/wording.js';
import type { InstalledGames } from '../runtime/installed-games.js';

/** An amount of the server's money as its members read it ("25 tria", "₮25"). */
export type Money = (amount: number) => string;

/** The money options: said in the stakes line, not again among the options. */
const MONEY_OPTIONS = new Set(['stakes', 'stack', 'buy_in', 'ante']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An option every game shares (stake-options.ts), in the core's words: a game's own phrases cover only its own options. */
function sharedPhrase(name: string, options: Record<string, unknown>, money: Money): string | null {
  const stakes = stakesSchema.safeParse(options);
  if (!stakes.success) return null;
  const amount = (value: number) => (stakes.data.stakes === 'tria' ? money(value) : t('money-points', { amount: value, count: value }));
  const value = options[name];
  if (name === 'stakes') return t(stakes.data.stakes === 'tria' ? 'term-stakes-tria' : 'term-stakes-points');
  if (name === 'stack') return t('term-stack', { amount: t('money-points', { amount: stakes.data.stack, count: stakes.data.stack }) });
  if (name === 'buy_in' && typeof value === 'number') return t('term-buy-in', { amount: amount(value) });
  return null;
}

/**
 * Issue 30: the named options of a game's table as phrases in the reader's
 * language ("2 dice each", "ones are wild"), in the order named: the shared
 * ones in the core's words, the game's own in the game's. An option not
 * given (left to the table size, a preset) says nothing.
 */
export function optionPhrases(module: AnyGameModule, options: unknown, names: readonly string[], money: Money): string[] {
  const given = isRecord(options) ? options : {};
  return names.flatMap((name) => {
    const phrase = sharedPhrase(name, given, money) ?? module.term(name, options);
    return phrase === null ? [] : [phrase];
  });
}

/**
 * A server's default options for a game (`/gm config set game defaults`), as
 * the moderator gave them, in the same phrases as a table's terms; read
 * through the game's schema, as a table opened with them would be.
 */
export function defaultsPhrases(module: AnyGameModule, defaults: Readonly<Record<string, string | number | boolean>>, money: Money): string[] {
  const parsed = module.game.optionsSchema.safeParse(defaults);
  // Saved defaults were judged when set; one a newer version of the game no longer takes is shown as it was typed.
  if (!parsed.success) return Object.entries(defaults).map(([name, value]) => `${name}:${value}`);
  return optionPhrases(module, parsed.data, Object.keys(defaults), money);
}

/** What a table is played with, each as a line of its terms: its options in words, its turn timer, how much is announced. */
export interface Terms {
  stakes: string;
  options: string;
  /** The turn timer, whenever the table has one (null: turns are not timed). */
  clock: string | null;
  /** `announce: rounds`: what the channel will not be told move by move (null: every move is). */
  announce: string | null;
}

/**
 * What is being played, as a member decides to join (Common terms, ruling):
 * what the table is played for and what each player puts in at the start,
 * then every option that differs from the game's default, as a phrase in
 * the reader's language, and the table's turn timer (issue 30).
 */
export function termsOf(table: PublicTable, games: InstalledGames, money: Money): Terms {
  const module = games.module(table.game);
  const { game } = module;
  const { stakes, stack } = stakesOf(table);
  const players = Math.max(game.minPlayers, table.seats.filter((seat) => seat.role === 'player' && seat.status === 'seated').length);
  const stake = game.stakeAtStart(table.options, players);
  const stakesLine =
    game.groups && splits(game, players)
      ? inGroupsLine(game, game.groups, table.options, players, stakes, stack, money)
      : stakes === 'tria'
        ? stake > 0
          ? t('table-terms-tria', { amount: money(stake) })
          : t('table-terms-tria-free')
        : t('table-terms-points', { stack, amount: stake });
  const parsed = game.optionsSchema.safeParse({});
  const defaults = parsed.success && isRecord(parsed.data) ? parsed.data : {};
  const options = isRecord(table.options) ? table.options : {};
  const differing = Object.entries(options)
    .filter(([name, value]) => !MONEY_OPTIONS.has(name) && value !== undefined && JSON.stringify(value) !== JSON.stringify(defaults[name]))
    .map(([name]) => name);
  const phrases = optionPhrases(module, table.options, differing, money);
  return {
    stakes: stakesLine,
    options: phrases.length > 0 ? t('table-terms-options', { options: phrases.join('; ') }) : t('table-terms-usual'),
    clock: table.turnTimeoutMs === null ? null : t('table-terms-timer', { time: durationWords(table.turnTimeoutMs) }),
    announce: table.announce === 'rounds' ? t('table-terms-rounds-only') : null,
  };
}

/** EL-1: with this many, the groups the start will make, and what each group's players put in (EL-9: by the group's size). */
function inGroupsLine(
  game: AnyGame,
  limits: { min: number; max: number },
  options: unknown,
  players: number,
  stakes: 'tria' | 'points',
  stack: number,
  money: Money,
): string {
  const sizes = groupSizes(players, limits);
  const groups = t('table-terms-groups', { count: players, groups: sizes.length, sizes: sizes.join(' + ') });
  const distinct = [...new Set(sizes)];
  const amounts = distinct.map((size) => {
    const stake = game.stakeAtStart(options, size);
    return t('table-terms-group-amount', { amount: stakes === 'tria' ? money(stake) : String(stake), size });
  });
  const stakesLine =
    stakes === 'tria' ? t('table-terms-tria-groups', { amounts: amounts.join(', ') }) : t('table-terms-points-groups', { stack, amounts: amounts.join(', ') });
  return `${groups} ${stakesLine}`;
}

/** The terms as one embed field, for the lobby and /table status. */
export function termsField(table: PublicTable, games: InstalledGames, money: Money): APIEmbedField {
  const { stakes, options, clock, announce } = termsOf(table, games, money);
  return { name: t('table-terms'), value: [stakes, options, clock, announce].filter((line) => line !== null).join('\n') };
}
