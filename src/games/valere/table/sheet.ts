// Valere's scoresheet, read from the action log: a row per round with each hand, the winner, points moved and the bet, then totals; text and CSV.
import type { PlayingTable, Scoresheet, SheetNames } from '../../../discord/kit/game-module.js';
import { type MoneyWords, moneyLines, sheetMoney } from '../../../discord/kit/sheet-money.js';
import type { LoggedAction } from '../../../engine/tables/recorded.js';
import { csvLines } from '../../shared/csv.js';
import type { RevealedHand, ValereEvent } from '../rules/events.js';
import type { ValereView } from '../rules/view.js';
import { valereWords } from '../words/index.js';

const { t } = valereWords;

/**
 * Valere's scoresheet: one row per round revealed — each hand after the
 * reveal (`4+5 | 6`: sum dice | point die), the round's winner, the points
 * moved (VA-3, VA-4) and the round's bet (VA-6) — then each player's total
 * and the pots. Read from the action log, which holds no point die before
 * its reveal (VA-2). Issue 30: once the game is won, the game pot and the
 * round pots as they were won (the winner's event keeps them: the view's
 * are empty once paid), the winner, and what each player was paid out.
 */
export interface ValereSheet {
  header: string[];
  rows: string[][];
  footer: string[];
  /** The CSV's closing rows: the pots, the winner, each player's payout under their column. */
  end: string[][];
}

type Won = Extract<ValereEvent, { name: 'winner' }>['data'];

export function buildSheet(view: ValereView, log: readonly LoggedAction<ValereEvent>[], words: MoneyWords): ValereSheet {
  const { name } = words;
  const players = view.seats.map((seat) => seat.player);
  let won: Won | null = null;
  const bets = new Map<number, number>();
  const rows: string[][] = [];
  const hands = new Map<number, RevealedHand[]>();
  for (const event of log.flatMap((action) => action.events)) {
    if (event.type !== 'game') continue;
    switch (event.name) {
      case 'bet':
      case 'raise':
        bets.set(event.data.round, Math.max(bets.get(event.data.round) ?? 0, event.data.amount));
        break;
      case 'reveal':
        hands.set(event.data.round, event.data.hands);
        break;
      case 'winner':
        won = event.data;
        break;
      case 'round-won': {
        const { round, winners, gains } = event.data;
        const shown = hands.get(round) ?? [];
        const cells = players.map((player) => {
          const hand = shown.find((candidate) => candidate.player === player);
          if (!hand) return t('valere-sheet-out');
          const text = `${hand.sumDice.join('+')} | ${hand.point}`;
          return hand.folded ? `${text} ${t('valere-sheet-folded')}` : text;
        });
        const moved = gains.length === 1 ? `+${gains[0]!.points}` : gains.map((gain) => `${name(gain.player)} +${gain.points}`).join(', ');
        const bet = bets.get(round);
        rows.push([String(round), ...cells, winners.map(name).join(', ') || '—', moved || '—', bet === undefined ? '' : String(bet)]);
        break;
      }
      default:
        break;
    }
  }
  const totals = [t('valere-sheet-total'), ...view.seats.map((seat) => `${seat.score}${view.winners.includes(seat.player) ? '*' : ''}`), '', '', ''];
  // VA-6: the pots as they stand, or, the game won, as they were won (a round pot nobody took goes with the game).
  const { pot, roundPots, winners } = won ?? { pot: view.pot, roundPots: view.roundPots, winners: view.winners };
  const takers = (held: { winners: string[] }) => (held.winners.length > 0 ? held.winners : winners);
  const money = sheetMoney(log);
  const blank = players.map(() => '');
  const eachPlayer = (what: string, amounts: Readonly<Record<string, number>> = {}) =>
    Object.keys(amounts).length > 0 ? [[what, ...players.map((player) => (amounts[player] ? String(amounts[player]) : '')), '', '', '']] : [];
  // Money moved only with wagering (VA-6): a game for nothing says no pots.
  const wagered = pot > 0 || roundPots.length > 0;
  const end = [
    ...(winners.length > 0 ? [[t('valere-csv-winner'), ...blank, winners.map(name).join(', '), '', '']] : []),
    ...(wagered ? [[t('valere-csv-pot'), ...blank, winners.map(name).join(', '), '', String(pot)]] : []),
    ...roundPots.map((held) => [t('valere-csv-round-pot', { round: held.round }), ...blank, takers(held).map(name).join(', '), '', String(held.amount)]),
    ...eachPlayer(t('sheet-csv-paid'), money?.paid),
    ...eachPlayer(t('sheet-csv-refunded'), money?.refunded),
  ];
  return {
    header: [t('valere-sheet-round'), ...players.map(name), t('valere-sheet-winner'), t('valere-sheet-moved'), t('valere-sheet-bets')],
    rows: [...rows, totals],
    footer: [
      ...(wagered ? [potsLine({ pot, roundPots, winners }, words)] : []),
      ...(winners.length > 0 ? [t('valere-sheet-won', { players: winners.map(name).join(', ') })] : []),
      ...moneyLines(money, words, { pot: false }),
    ],
    end,
  };
}

/** VA-6: the game pot and each round pot with who won it (a round pot nobody took goes with the game), in one line. */
export function potsLine({ pot, roundPots, winners }: Won, words: MoneyWords): string {
  const potText = roundPots
    .map((held) =>
      t('valere-paid-pot', {
        round: held.round,
        amount: words.money(held.amount),
        players: (held.winners.length > 0 ? held.winners : winners).map(words.name).join(', ') || '—',
      }),
    )
    .join(', ');
  return t('valere-sheet-pot', { pot: words.money(pot), roundPots: potText || '—' });
}

/** The sheet in a code block: columns padded to their widest cell. */
export function sheetText(sheet: ValereSheet): string {
  const all = [sheet.header, ...sheet.rows];
  const widths = sheet.header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [...all.map(line), ...sheet.footer].join('\n');
}

/** The sheet as CSV: the same header, a row per round revealed, the totals, then the pots and what each player was paid. */
export function sheetCsv(sheet: ValereSheet): string {
  return csvLines([sheet.header, ...sheet.rows, ...sheet.end]);
}

export function valereSheet(table: PlayingTable<ValereView>, log: readonly LoggedAction<ValereEvent>[], names: SheetNames): Scoresheet {
  // A code block shows mentions raw: the monospace sheet and the CSV name players as they are called.
  const sheet = buildSheet(table.view, log, { name: names.plain, money: names.money });
  return {
    text: `${t('valere-sheet-title', { table: table.id })}\n\`\`\`\n${sheetText(sheet)}\n\`\`\``,
    files: [{ name: `valere-${table.id}.csv`, content: sheetCsv(sheet) }],
  };
}
