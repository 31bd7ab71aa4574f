// Liar's Dice's scoresheet, read from the action log: each round's bids, the call, count, lost dice, eliminations, leaves and the winner; also as CSV.
import type { PlayingTable, Scoresheet, SheetNames } from '../../../discord/kit/game-module.js';
import { moneyLines, moneyRows, sheetMoney } from '../../../discord/kit/sheet-money.js';
import { departureOf, type LoggedAction } from '../../../engine/tables/recorded.js';
import { type CsvRecord, csvRecords } from '../../shared/csv.js';
import type { LiarsEvent } from '../rules/events.js';
import type { LiarsView } from '../rules/view.js';
import { liarsWords } from '../words/index.js';

const { t } = liarsWords;

const tagged = (tag: string | null) => (tag ? ` [${tag}]` : '');

/** LD-18: how a player who left mid-round went, as the table recorded it in the same action: a leave, a kick or a forfeit. */
function departure(action: LoggedAction<LiarsEvent>, player: string, name: (userId: string) => string): string {
  const table = departureOf(action.events, player);
  if (table?.what === 'kicked' && table.by) return t('liars-sheet-kicked', { player: name(player), by: name(table.by) });
  if (table?.what === 'forfeited') return t('liars-sheet-forfeited', { player: name(player) });
  return t('liars-sheet-left', { player: name(player) });
}

/**
 * The scoresheet: each round's bids in order, the call, the count, who lost
 * dice and who eliminated whom (LD-14), leaves and kicks (LD-18), and the
 * winner (LD-16) — read from the action log and the table.
 */
export function liarsScoresheet(table: Pick<PlayingTable<LiarsView>, 'id' | 'view'>, log: readonly LoggedAction<LiarsEvent>[], names: SheetNames): Scoresheet {
  const name = names.inText;
  const lines = [t('liars-sheet-title', { table: table.id })];
  let bids: string[] = [];
  const flushBids = () => {
    lines.push(bids.length > 0 ? t('liars-sheet-bids', { bids: bids.join(', ') }) : t('liars-sheet-no-bids'));
    bids = [];
  };
  let open = false;
  for (const action of log) {
    for (const event of action.events) {
      if (event.type !== 'game') continue;
      switch (event.name) {
        case 'round':
          lines.push('', t('liars-sheet-round', { round: event.data.round }));
          open = true;
          break;
        case 'bid':
          bids.push(`${name(event.data.bettor)} ${event.data.quantity}×${event.data.face}`);
          break;
        case 'call': {
          const { caller, bettor, quantity, face, count, ones, verdict, losses } = event.data;
          flushBids();
          open = false;
          const lost = Object.entries(losses).map(([player, dice]) => `${name(player)} −${dice}`);
          lines.push(
            t('liars-sheet-call', {
              caller: name(caller),
              bettor: name(bettor),
              quantity,
              face,
              count,
              // LD-19: with wild ones, how many of the count were ones.
              ones: ones === undefined || count === 0 ? '' : t('liars-sheet-ones', { count: ones }),
              verdict: t(`liars-sheet-verdict-${verdict}`),
              losses: lost.join(', '),
            }),
          );
          break;
        }
        case 'left':
          flushBids();
          open = false;
          lines.push(departure(action, event.data.player, name));
          break;
        case 'eliminated': {
          // LD-14: who eliminated them ("becomes the pred"), each with their roleplay tag (LD-3).
          const { player, tag, by, byTag } = event.data;
          lines.push(t('liars-sheet-eliminated', { player: name(player), tag: tagged(tag), by: name(by), byTag: tagged(byTag) }));
          break;
        }
      }
    }
  }
  if (open) flushBids();
  // LD-16: the last player with dice.
  if (table.view.winner !== null) lines.push('', t('liars-sheet-winner', { player: name(table.view.winner) }));
  // Issue 30: the money — the pot, and who took it (or, cancelled, who was refunded what).
  const money = moneyLines(sheetMoney(log), { name, money: names.money });
  if (money.length > 0) lines.push(...(table.view.winner === null ? [''] : []), ...money);
  return { text: lines.join('\n'), files: [{ name: `liars-${table.id}.csv`, content: liarsCsv(table, log, names.plain) }] };
}

/**
 * The same sheet for a spreadsheet: a row per bid, call, loss (a row per
 * player who lost dice, so the column sums), elimination and leave, in the
 * order they happened, then the winner, and the money: the pot and a row
 * per player paid out or refunded (issue 30).
 */
export function liarsCsv(table: Pick<PlayingTable<LiarsView>, 'view'>, log: readonly LoggedAction<LiarsEvent>[], name: (userId: string) => string): string {
  const header = ['round', 'what', 'player', 'other', 'quantity', 'face', 'count', 'ones', 'verdict', 'dice-lost', 'amount'] as const;
  const rows: CsvRecord<(typeof header)[number]>[] = [];
  let round = 0;
  for (const action of log) {
    for (const event of action.events) {
      if (event.type !== 'game') continue;
      // Every event of a round says which; an elimination follows the call that caused it.
      if ('round' in event.data) round = event.data.round;
      switch (event.name) {
        case 'bid': {
          const { bettor, quantity, face } = event.data;
          rows.push({ round, what: t('liars-csv-bid'), player: name(bettor), quantity, face });
          break;
        }
        case 'call': {
          const { caller, bettor, quantity, face, count, ones, verdict, losses } = event.data;
          const verdictWord = t(`liars-sheet-verdict-${verdict}`);
          rows.push({ round, what: t('liars-csv-call'), player: name(caller), other: name(bettor), quantity, face, count, ones, verdict: verdictWord });
          for (const [player, dice] of Object.entries(losses)) rows.push({ round, what: t('liars-csv-lost'), player: name(player), 'dice-lost': dice });
          break;
        }
        case 'eliminated':
          rows.push({ round, what: t('liars-csv-out'), player: name(event.data.player), other: name(event.data.by) });
          break;
        case 'left': {
          // LD-18: a leave, a kick (and by whom) or a forfeit, as the table recorded it in the same action.
          const { player } = event.data;
          const recorded = departureOf(action.events, player);
          if (recorded?.what === 'kicked') rows.push({ round, what: t('liars-csv-kicked'), player: name(player), other: recorded.by ? name(recorded.by) : '' });
          else rows.push({ round, what: t(recorded?.what === 'forfeited' ? 'liars-csv-forfeited' : 'liars-csv-left'), player: name(player) });
          break;
        }
      }
    }
  }
  if (table.view.winner !== null) rows.push({ what: t('liars-csv-winner'), player: name(table.view.winner) });
  rows.push(...moneyRows(sheetMoney(log), name));
  return csvRecords(header, (column) => t(`liars-csv-${column}`), rows);
}
