// Words a table's stakes and game options as the table message shows them, in the server's currency.
import type { APIEmbedField } from 'discord.js';
import type { AnyGame } from '../../engine/contract.js';
import { groupSizes, splits } from '../../engine/tables/groups.js';
import type { PublicTable } from '../../engine/tables/service.js';
import { stakesOf } from '../../engine/tables/stakes.js';
import { t } from '../../i18n/index.js';
import type { InstalledGames } from '../runtime/installed-games.js';

/** An amount of the server's money as its members read it ("25 tria", "₮25"). */
export type Money = (amount: number) => string;

/** The money options: said in the stakes line, not again among the options. */
const MONEY_OPTIONS = new Set(['stakes', 'stack', 'buy_in', 'ante']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function optionValue(value: unknown): string {
  if (typeof value === 'boolean') return t(value ? 'table-terms-on' : 'table-terms-off');
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/**
 * What is being played, as a member decides to join (Common terms, ruling):
 * what the table is played for and what each player puts in at the start,
 * then every option that differs from the game's default, by the name the
 * open command gives it.
 */
export function termsOf(table: PublicTable, games: InstalledGames, money: Money): { stakes: string; options: string } {
  const { game } = games.module(table.game);
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
    .map(([name, value]) => t('table-terms-option', { name, value: optionValue(value) }));
  return { stakes: stakesLine, options: differing.length > 0 ? t('table-terms-options', { options: differing.join(' · ') }) : t('table-terms-usual') };
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
  const { stakes, options } = termsOf(table, games, money);
  return { name: t('table-terms'), value: `${stakes}\n${options}` };
}
