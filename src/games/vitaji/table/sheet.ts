// Vitaji's scoresheet as the community keeps it (VJ-10), read from the action log: a row per round and a `$` column, totals and the pot line.
import type { SheetMoney } from '../../../discord/kit/sheet-money.js';
import type { LoggedAction } from '../../../engine/tables/recorded.js';
import { csvLines } from '../../shared/csv.js';
import type { VitajiEvent } from '../rules/events.js';
import type { VitajiView } from '../rules/view.js';
import { vitajiWords } from '../words/index.js';

const { t } = vitajiWords;

/**
 * VJ-10, the community's scoresheet: a row per round, a column per player
 * and a `$` column with the round's bet (round 1: the ante). A cell lists
 * that round's rolls in order (`3,1,14`) and any triple's bonus earned or
 * applied in it (`12 +12`, `7 ×2`, `12 +1 reroll`), so every column adds up
 * to its total; a player who dropped out shows what they had put in that
 * round in parentheses, and `-` after. Below: totals, each sudden-death
 * roll as its own row (the winning roll marked `*`), the winner's column
 * marked `*`, and the pot as the sum of every player's contributions, as
 * the seed writes it (the VJ-10 ruling). Read from the action log.
 */
export interface Sheet {
  header: string[];
  rows: string[][];
  pot: string;
  /** The players in the sheet's columns, in seat order (the CSV's money rows follow them). */
  players: string[];
}

type Data<Name extends VitajiEvent['name']> = Extract<VitajiEvent, { name: Name }>['data'];

/** What the log says, gathered by round and player. */
interface Ledger {
  ante: number;
  lastRound: number;
  /** `${round}:${player}`: the rolls of that round, in order. */
  rolls: Map<string, number[]>;
  /** `${round}:${player}`: VJ-8 bonuses written in that round's cell. */
  marks: Map<string, string[]>;
  dollars: Map<number, number>;
  /** What each player put in each betting round (`${round}:${player}`). */
  putInRound: Map<string, number>;
  /** Drops in the order they happened. */
  drops: Data<'drop'>[];
  /** Each round of sudden death's rolls, in order. */
  sudden: Data<'sudden-death'>['rolls'][];
}

function readLog(log: readonly LoggedAction<VitajiEvent>[]): Ledger {
  const ledger: Ledger = { ante: 0, lastRound: 0, rolls: new Map(), marks: new Map(), dollars: new Map(), putInRound: new Map(), drops: [], sudden: [] };
  const add = <T>(map: Map<string, T[]>, key: string, value: T) => map.set(key, [...(map.get(key) ?? []), value]);
  for (const event of log.flatMap((action) => action.events)) {
    if (event.type !== 'game') continue;
    switch (event.name) {
      case 'round':
        ledger.lastRound = event.data.round;
        ledger.ante = event.data.ante;
        ledger.dollars.set(event.data.round, event.data.bet);
        break;
      case 'round-bet':
        ledger.dollars.set(event.data.round, event.data.bet);
        break;
      case 'bet':
      case 'raise':
      case 'meet':
        ledger.putInRound.set(`${event.data.round}:${event.data.player}`, event.data.amount);
        break;
      case 'roll':
        add(ledger.rolls, `${event.data.round}:${event.data.player}`, event.data.value);
        break;
      case 'round-end':
        // VJ-8 double: applied in the round whose result counted twice.
        for (const [player, added] of Object.entries(event.data.added)) {
          if (added !== event.data.results[player]) add(ledger.marks, `${event.data.round}:${player}`, t('vitaji-sheet-double'));
        }
        break;
      case 'bonus': {
        // Add and an extra reroll: in the round the triple was earned.
        const key = `${event.data.round}:${event.data.player}`;
        if (event.data.choice === 'add') add(ledger.marks, key, t('vitaji-sheet-add', { value: event.data.value }));
        if (event.data.choice === 'reroll') add(ledger.marks, key, t('vitaji-sheet-extra-reroll'));
        break;
      }
      case 'drop':
        ledger.drops.push(event.data);
        break;
      case 'sudden-death':
        ledger.sudden.push(event.data.rolls);
        break;
    }
  }
  return ledger;
}

export function vitajiSheet(view: VitajiView, log: readonly LoggedAction<VitajiEvent>[], name: (userId: string) => string): Sheet {
  const players = view.seats.map((seat) => seat.player);
  const ledger = readLog(log);
  const { ante, lastRound } = ledger;
  const droppedIn = new Map(ledger.drops.map((drop) => [drop.player, drop]));
  const winners = new Set(view.winners);
  const header = [t('vitaji-sheet-round'), '$', ...players.map((player) => `${name(player)}${winners.has(player) ? '*' : ''}`)];
  const rows: string[][] = [];
  // What a dropped player had put in the round they left: in round 1 the ante too.
  const leftIn = (drop: Data<'drop'>) => drop.put + (drop.round === 1 ? ante : 0);
  for (let round = 1; round <= lastRound; round += 1) {
    rows.push([
      String(round),
      String(ledger.dollars.get(round) ?? 0),
      ...players.map((player) => {
        const gone = droppedIn.get(player);
        if (gone && gone.round === round) return `(${leftIn(gone)})`;
        if (gone && gone.round < round) return '-';
        const key = `${round}:${player}`;
        return [(ledger.rolls.get(key) ?? []).join(','), ...(ledger.marks.get(key) ?? [])].filter(Boolean).join(' ');
      }),
    ]);
  }
  rows.push([t('vitaji-sheet-total'), '', ...view.seats.map((seat) => (seat.dropped ? '-' : String(seat.score)))]);
  // VJ-7: a row per sudden-death roll; in the last, the winning roll is marked.
  for (const [index, rolls] of ledger.sudden.entries()) {
    const last = index === ledger.sudden.length - 1;
    rows.push([
      t('vitaji-sheet-sudden-death'),
      '',
      ...players.map((player) => {
        const value = rolls[player];
        if (value === undefined) return '';
        return `${value}${last && winners.has(player) ? '*' : ''}`;
      }),
    ]);
  }

  // The pot as the seed writes it: each player still in as one total, in seat order; then each dropped
  // player, the latest to drop first, as (what they put in before the round they left + what they put in it).
  const before = (player: string, round: number) => {
    let sum = round > 1 ? ante : 0;
    for (let earlier = 1; earlier < round; earlier += 1) sum += ledger.putInRound.get(`${earlier}:${player}`) ?? 0;
    return sum;
  };
  const still = players.filter((player) => !droppedIn.has(player)).map((player) => before(player, lastRound + 1));
  const gone = [...droppedIn.values()].reverse().map((drop) => ({ before: before(drop.player, drop.round), that: leftIn(drop) }));
  const total = [...still, ...gone.map((drop) => drop.before + drop.that)].reduce((sum, part) => sum + part, 0);
  const written = [...still.map(String), ...gone.map((drop) => `(${drop.before}+${drop.that})`)];
  return { header, rows, pot: `${written.join('+')}=${total}`, players };
}

/** The sheet as a monospace table for a Discord code block. */
export function sheetText(sheet: Sheet): string {
  const all = [sheet.header, ...sheet.rows];
  const widths = sheet.header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  // Empty cells at the end of a row leave no dangling separators.
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join(' | ')
      .replace(/[\s|]+$/, '');
  return [
    line(sheet.header),
    widths.map((width) => '-'.repeat(width)).join('-+-'),
    ...sheet.rows.map(line),
    '',
    t('vitaji-sheet-pot', { sum: sheet.pot }),
  ].join('\n');
}

/** The sheet as CSV, for spreadsheets; issue 30: under the pot, a row of what each player was paid out (or refunded), under their column. */
export function sheetCsv(sheet: Sheet, money: SheetMoney | null = null): string {
  const eachPlayer = (what: string, amounts: Readonly<Record<string, number>> = {}) =>
    Object.keys(amounts).length > 0 ? [[what, '', ...sheet.players.map((player) => (amounts[player] ? String(amounts[player]) : ''))]] : [];
  // VJ-10: the pot closes the sheet as the seed writes it, a row of its own.
  return csvLines([
    ...[sheet.header, ...sheet.rows],
    [t('vitaji-sheet-pot', { sum: '' }).trim(), sheet.pot],
    ...eachPlayer(t('sheet-csv-paid'), money?.paid),
    ...eachPlayer(t('sheet-csv-refunded'), money?.refunded),
  ]);
}
