// Eleven's scoresheet: a row per round with each player's target, dice, distance, place and payout, then totals; as text and as CSV.
import type { PlayingTable, Scoresheet, SheetNames } from '../../../discord/kit/game-module.js';
import { moneyLines, moneyRows, sheetMoney } from '../../../discord/kit/sheet-money.js';
import type { LoggedAction } from '../../../engine/tables/recorded.js';
import { csvFile, csvLines } from '../../shared/csv.js';
import type { ElevenEvent } from '../rules/events.js';
import type { ElevenView } from '../rules/view.js';
import { elevenWords } from '../words/index.js';

const { t } = elevenWords;

/**
 * Eleven's scoresheet: one row per round — each player's target, roll,
 * distance, place and payout (EL-3 … EL-6) — then each player's total.
 * Every roll is public, so the view's finished rounds are the sheet.
 */
export interface ElevenSheet {
  header: string[];
  rows: string[][];
}

const signed = (amount: number) => (amount > 0 ? `+${amount}` : String(amount));

export function buildSheet(view: ElevenView, name: (userId: string) => string): ElevenSheet {
  const players = view.seats.map((seat) => seat.player);
  const rows = view.results.map((results, index) => [
    String(index + 1),
    ...players.map((player) => {
      const result = results.find((candidate) => candidate.player === player);
      if (!result) return '—';
      const rerolls = result.rerolls.map((dice) => ` (${dice.join('+')})`).join('');
      return t('eleven-sheet-cell', {
        target: result.target,
        dice: result.dice.join('+'),
        rerolls,
        distance: result.distance,
        place: result.place,
        payout: signed(result.payout),
      });
    }),
  ]);
  const totals = [t('eleven-sheet-total'), ...view.seats.map((seat) => signed(seat.net))];
  return { header: [t('eleven-sheet-round'), ...players.map(name)], rows: [...rows, totals] };
}

function sheetText(sheet: ElevenSheet): string {
  const all = [sheet.header, ...sheet.rows];
  const widths = sheet.header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  return all
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const CSV_COLUMNS = ['round', 'player', 'target', 'dice', 'rerolls', 'distance', 'place', 'payout'] as const;

/** The CSV: one row per round and player — target, dice, distance, place, payout — then each player's total. */
export function sheetCsv(view: ElevenView, name: (userId: string) => string): string {
  const rows = view.results.flatMap((results, index) =>
    results.map((result) => [
      index + 1,
      name(result.player),
      result.target,
      result.dice.join('+'),
      result.rerolls.map((dice) => dice.join('+')).join(' '),
      result.distance,
      result.place,
      result.payout,
    ]),
  );
  const totals = view.seats.map((seat) => [t('eleven-csv-total'), name(seat.player), '', '', '', '', '', seat.net]);
  return csvFile(
    CSV_COLUMNS.map((column) => t(`eleven-csv-${column}`)),
    [...rows, ...totals],
  );
}

/**
 * Issue 30: under the CSV's totals, the winners, then the money — the
 * buy-ins held (EL-9) and what each player was paid back (or refunded),
 * the amount in the payout column.
 */
function endCsv(winners: readonly string[], log: readonly LoggedAction<ElevenEvent>[], name: (userId: string) => string): string {
  const blanks = ['', '', '', '', ''];
  const rows = [
    ...winners.map((player) => [t('eleven-csv-winner'), name(player), ...blanks, '']),
    ...moneyRows(sheetMoney(log), name).map(({ what, player, amount }) => [what, player, ...blanks, amount]),
  ];
  return rows.length > 0 ? csvLines(rows) : '';
}

export function elevenSheet(table: PlayingTable<ElevenView>, log: readonly LoggedAction<ElevenEvent>[], names: SheetNames): Scoresheet {
  const sheet = buildSheet(table.view, names.plain);
  const winners = table.placings?.[0] ?? [];
  return {
    // Issue 30: titled as every game's sheet is, and the winner named under it.
    text: [
      t('eleven-sheet-title', { table: table.id }),
      t('eleven-sheet-legend'),
      `\`\`\`\n${sheetText(sheet)}\n\`\`\``,
      ...(winners.length > 0 ? [t('eleven-sheet-winner', { players: winners.map(names.inText).join(', ') })] : []),
      // EL-9: the buy-ins held and what each was paid back.
      ...moneyLines(sheetMoney(log), { name: names.inText, money: names.money }),
    ].join('\n'),
    files: [{ name: `eleven-${table.id}.csv`, content: sheetCsv(table.view, names.plain) + endCsv(winners, log, names.plain) }],
  };
}
