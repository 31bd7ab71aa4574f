import type { LoggedAction } from '../../tables/recorded.js';
import type { VitajiEvent } from './events.js';
import type { VitajiView } from './view.js';
import { vitajiWords } from './words.js';

const { t } = vitajiWords;

/**
 * VJ-10, the community's scoresheet: a row per round, a column per player
 * and a `$` column with the round's bet (round 1: the ante). A cell lists
 * that round's rolls in order (`3,1,14`); a player who dropped out shows
 * what they had put in that round in parentheses, and `-` after. Below:
 * totals, sudden-death rolls, the winner's column marked `*`, and the pot
 * as the sum of every player's contributions. Read from the action log.
 */
export interface Sheet {
  header: string[];
  rows: string[][];
  pot: string;
}

export function vitajiSheet(view: VitajiView, log: readonly LoggedAction<VitajiEvent>[], name: (userId: string) => string): Sheet {
  const players = view.seats.map((seat) => seat.player);
  const rolls = new Map<string, number[]>(); // `${round}:${player}`
  const dollars = new Map<number, number>();
  const droppedIn = new Map<string, { round: number; put: number }>();
  const putInRound = new Map<string, number>(); // what each player put in each betting round
  const sudden: Record<string, number[]> = {};
  let ante = 0;
  let lastRound = 0;
  for (const event of log.flatMap((action) => action.events)) {
    if (event.type !== 'game') continue;
    switch (event.name) {
      case 'round':
        lastRound = event.data.round;
        ante = event.data.ante;
        dollars.set(event.data.round, event.data.bet);
        break;
      case 'round-bet':
        dollars.set(event.data.round, event.data.bet);
        break;
      case 'bet':
      case 'raise':
      case 'meet':
        putInRound.set(`${event.data.round}:${event.data.player}`, event.data.amount);
        break;
      case 'roll': {
        const key = `${event.data.round}:${event.data.player}`;
        rolls.set(key, [...(rolls.get(key) ?? []), event.data.value]);
        break;
      }
      case 'drop':
        droppedIn.set(event.data.player, { round: event.data.round, put: event.data.put });
        break;
      case 'sudden-death':
        for (const [player, value] of Object.entries(event.data.rolls)) sudden[player] = [...(sudden[player] ?? []), value];
        break;
    }
  }
  const winners = new Set(view.winners);
  const header = [t('vitaji-sheet-round'), '$', ...players.map((player) => `${name(player)}${winners.has(player) ? '*' : ''}`)];
  const rows: string[][] = [];
  for (let round = 1; round <= lastRound; round += 1) {
    rows.push([
      String(round),
      String(dollars.get(round) ?? 0),
      ...players.map((player) => {
        const gone = droppedIn.get(player);
        // What they had put in that round: in round 1 the ante too.
        if (gone && gone.round === round) return `(${gone.put + (round === 1 ? ante : 0)})`;
        if (gone && gone.round < round) return '-';
        return (rolls.get(`${round}:${player}`) ?? []).join(',');
      }),
    ]);
  }
  rows.push([t('vitaji-sheet-total'), '', ...view.seats.map((seat) => (seat.dropped ? '-' : String(seat.score)))]);
  if (Object.keys(sudden).length > 0) rows.push([t('vitaji-sheet-sudden-death'), '', ...players.map((player) => (sudden[player] ?? []).join(','))]);

  // Every player's contributions: the ante, then what they put in each betting round until they stopped.
  const contributions = players.map((player) => {
    const gone = droppedIn.get(player);
    const parts = [ante];
    for (let round = 1; round <= lastRound && (!gone || round <= gone.round); round += 1) {
      const put = putInRound.get(`${round}:${player}`);
      if (put !== undefined) parts.push(put);
      // A drop's "put" in round 1 includes the ante, already counted first.
      else if (gone && gone.round === round) parts.push(gone.put);
    }
    const total = parts.reduce((sum, part) => sum + part, 0);
    return { written: gone ? `(${parts.join('+')})` : String(total), total };
  });
  const potTotal = contributions.reduce((sum, part) => sum + part.total, 0);
  return { header, rows, pot: `${contributions.map((part) => part.written).join('+')}=${potTotal}` };
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

/** The sheet as CSV, for spreadsheets. */
export function sheetCsv(sheet: Sheet): string {
  const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return `${[
    ...[sheet.header, ...sheet.rows].map((row) => row.map(cell).join(',')),
    `${cell(t('vitaji-sheet-pot', { sum: '' }).trim())},${cell(sheet.pot)}`,
  ].join('\n')}\n`;
}
