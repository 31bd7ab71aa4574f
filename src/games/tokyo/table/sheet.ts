// Tokyo's scoresheet, read from the action log: each hand's announcements, its outcome, lives lost, leaves and kicks; also as CSV.
import type { PlayingTable, Scoresheet, SheetNames } from '../../../discord/kit/game-module.js';
import { moneyLines, moneyRows, sheetMoney } from '../../../discord/kit/sheet-money.js';
import { departureOf, type LoggedAction } from '../../../engine/tables/recorded.js';
import { type CsvRecord, csvRecords } from '../../shared/csv.js';
import type { TokyoEvent } from '../rules/events.js';
import { valueSentence } from '../rules/naming.js';
import { TOKYO } from '../rules/values.js';
import type { TokyoView } from '../rules/view.js';
import { tokyoWords } from '../words/index.js';

const { t } = tokyoWords;

/**
 * TK-15: how a player who left mid-game went, as the table recorded it in
 * the same action — a leave, a kick (and by whom) or a forfeit (out of time
 * twice) — so the sheet never calls a kick a leave (as LD-18's sheet does).
 */
function departure(action: LoggedAction<TokyoEvent>, player: string): { how: 'left' | 'kicked' | 'forfeited'; by: string | null } {
  const table = departureOf(action.events, player);
  if (table?.what === 'kicked') return { how: 'kicked', by: table.by ?? null };
  if (table?.what === 'forfeited') return { how: 'forfeited', by: null };
  return { how: 'left', by: null };
}

/** Each event of the log with the action it came in (a leave's table event sits beside the game's). */
const eventsOf = (log: readonly LoggedAction<TokyoEvent>[]) => log.flatMap((action) => action.events.map((event) => ({ action, event })));

/** Every hand: its announcements in order, the outcome, the lives lost — read from the action log. */
export function tokyoScoresheet(
  table: Pick<PlayingTable<Pick<TokyoView, 'variants' | 'winner'>>, 'id' | 'view'>,
  log: readonly LoggedAction<TokyoEvent>[],
  names: SheetNames,
): Scoresheet {
  const name = names.inText;
  const lines = [t('tokyo-sheet-title', { table: table.id })];
  let said: string[] = [];
  let lost: string[] = [];
  // Values as the table names them (TK-10: 42 and 63 after a 21 of the hand; TK-17: sums beside the values).
  let tokyoAnnounced = false;
  const valueName = (value: number, afterTokyo = tokyoAnnounced) => {
    const { key, params } = valueSentence(value, table.view.variants, afterTokyo);
    return t(key, params);
  };
  const close = () => {
    if (lost.length > 0) lines.push(t('tokyo-sheet-lives', { list: lost.join(', ') }));
    lost = [];
  };
  // Whether the hand's announcements have been listed (a bystander's leave lists those before it, TK-15).
  let listed = false;
  const flush = () => {
    if (said.length > 0 || !listed) lines.push(said.length > 0 ? t('tokyo-sheet-announcements', { list: said.join(', ') }) : t('tokyo-sheet-none'));
    listed = true;
    said = [];
  };
  for (const { action, event } of eventsOf(log)) {
    if (event.type !== 'game') continue;
    switch (event.name) {
      case 'hand':
        close();
        tokyoAnnounced = false;
        listed = false;
        lines.push('', t('tokyo-sheet-hand', { hand: event.data.hand, player: name(event.data.starter) }));
        break;
      case 'announce':
        tokyoAnnounced ||= event.data.value === TOKYO;
        said.push(`${name(event.data.player)} ${valueName(event.data.value)}${event.data.blind ? t('tokyo-sheet-blind') : ''}`);
        break;
      case 'doubt':
        flush();
        lines.push(
          t('tokyo-sheet-doubt', {
            doubter: name(event.data.doubter),
            actual: valueName(event.data.actual, event.data.tokyo),
            verdict: t(event.data.truthful ? 'tokyo-sheet-true' : 'tokyo-sheet-bluff'),
          }),
        );
        break;
      case 'accept':
        // The top value accepted ends the hand's announcements (TK-6).
        flush();
        lines.push(t('tokyo-sheet-accept', { player: name(event.data.player) }));
        break;
      case 'left': {
        // TK-15: a void hand (or the game's end) stops its announcements; a bystander's leave lets them go on.
        const { outcome = 'void', player } = event.data;
        if (outcome !== 'goes-on' || said.length > 0) flush();
        const { how, by } = departure(action, player);
        lines.push(t(`tokyo-sheet-${how}-${outcome}`, { player: name(player), by: by ? name(by) : '—' }));
        break;
      }
      case 'spared':
        lines.push(t('tokyo-sheet-spared', { player: name(event.data.player) }));
        break;
      case 'lives':
        lost.push(`${name(event.data.player)} −${event.data.lost}`);
        break;
      case 'roll':
      case 'out':
        break;
    }
  }
  close();
  // Issue 30: the sheet names the winner, as every game's does.
  if (table.view.winner !== null) lines.push('', t('tokyo-sheet-winner', { player: name(table.view.winner) }));
  // Issue 30: the money — the pot, and who took it (or, cancelled, who was refunded what).
  const money = moneyLines(sheetMoney(log), { name, money: names.money });
  if (money.length > 0) lines.push(...(table.view.winner === null ? [''] : []), ...money);
  return { text: lines.join('\n'), files: [{ name: `tokyo-${table.id}.csv`, content: tokyoCsv(table, log, names.plain) }] };
}

/**
 * The same sheet for a spreadsheet: a row per hand's start, announcement,
 * roll, doubt (what was announced, what was under the cup, the verdict),
 * acceptance, life lost (so the column sums), leave and player out, in the
 * order they happened; then the winner, and the money: the pot and a row
 * per player paid out or refunded (issue 30). Values are named as the
 * table names them.
 */
export function tokyoCsv(
  table: Pick<PlayingTable<Pick<TokyoView, 'variants' | 'winner'>>, 'view'>,
  log: readonly LoggedAction<TokyoEvent>[],
  name: (userId: string) => string,
): string {
  const header = ['hand', 'what', 'player', 'other', 'value', 'blind', 'actual', 'verdict', 'lives-lost', 'lives-left', 'amount'] as const;
  const rows: CsvRecord<(typeof header)[number]>[] = [];
  let hand = 0;
  let tokyoAnnounced = false;
  const valueName = (value: number, afterTokyo = tokyoAnnounced) => {
    const { key, params } = valueSentence(value, table.view.variants, afterTokyo);
    return t(key, params);
  };
  for (const { action, event } of eventsOf(log)) {
    if (event.type !== 'game') continue;
    // Every event of a hand says which; a player out follows the life that put them out.
    if ('hand' in event.data) hand = event.data.hand;
    switch (event.name) {
      case 'hand':
        tokyoAnnounced = false;
        rows.push({ hand, what: t('tokyo-csv-starts'), player: name(event.data.starter) });
        break;
      case 'announce': {
        const { player, value, blind } = event.data;
        tokyoAnnounced ||= value === TOKYO;
        rows.push({ hand, what: t('tokyo-csv-announce'), player: name(player), value: valueName(value), blind: blind ? t('tokyo-csv-yes') : '' });
        break;
      }
      case 'roll':
        rows.push({ hand, what: t('tokyo-csv-roll'), player: name(event.data.player) });
        break;
      case 'doubt': {
        const { doubter, announcer, announced, actual, truthful, tokyo } = event.data;
        rows.push({
          hand,
          what: t('tokyo-csv-doubt'),
          player: name(doubter),
          other: name(announcer),
          value: valueName(announced, tokyo),
          actual: valueName(actual, tokyo),
          verdict: t(truthful ? 'tokyo-sheet-true' : 'tokyo-sheet-bluff'),
        });
        break;
      }
      case 'accept':
        rows.push({ hand, what: t('tokyo-csv-accept'), player: name(event.data.player), value: valueName(event.data.value) });
        break;
      case 'lives': {
        const { player, lost, left } = event.data;
        rows.push({ hand, what: t('tokyo-csv-lives'), player: name(player), 'lives-lost': lost, 'lives-left': left });
        break;
      }
      case 'out':
        rows.push({ hand, what: t('tokyo-csv-out'), player: name(event.data.player) });
        break;
      case 'spared':
        rows.push({ hand, what: t('tokyo-csv-spared'), player: name(event.data.player) });
        break;
      case 'left': {
        // TK-15: logs written before the ruling have no outcome: every leave voided the hand then.
        const { outcome = 'void', player } = event.data;
        rows.push({ hand, what: t(`tokyo-csv-${departure(action, player).how}-${outcome}`), player: name(player) });
        break;
      }
    }
  }
  if (table.view.winner !== null) rows.push({ what: t('tokyo-csv-winner'), player: name(table.view.winner) });
  rows.push(...moneyRows(sheetMoney(log), name));
  return csvRecords(header, (column) => t(`tokyo-csv-${column}`), rows);
}
