// Every scoresheet's money (issue 30), read from the table's public log: what went into the pot or the buy-ins, what each player was paid out or refunded.
import type { EventShape } from '../../engine/contract.js';
import type { LoggedAction } from '../../engine/tables/recorded.js';
import { t } from '../../i18n/index.js';

/** What a table's money did, as its log tells it; amounts by member id, in seat order of the moves. */
export interface SheetMoney {
  /** Put into the pot and round pots (antes, buy-ins, bets). */
  pot: number;
  /** EL-9: buy-ins held in escrow (no pot). */
  buyIns: number;
  /** Taken out of the table by each player while it was played or at its end: payouts, paybacks, a leftover returned. */
  paid: Record<string, number>;
  /** Given back by a cancel (the game counts as never played). */
  refunded: Record<string, number>;
}

/** A cancel: its table event names it, in the action that refunded every stake. */
const CANCELS: readonly string[] = ['ended', 'called-off', 'abandoned'];

/** The money of a table's log; null when nothing moved (a points table with no stakes, or a lobby). */
export function sheetMoney<Event extends EventShape>(log: readonly LoggedAction<Event>[]): SheetMoney | null {
  const money: SheetMoney = { pot: 0, buyIns: 0, paid: {}, refunded: {} };
  let moved = false;
  for (const action of log) {
    const cancel = action.events.some((event) => event.type === 'table' && CANCELS.includes(event.what));
    for (const event of action.events) {
      if (event.type !== 'moved') continue;
      const { from, to, amount } = event;
      moved = true;
      if (from.kind === 'player' && to.kind !== 'player') {
        if (to.kind === 'escrow') money.buyIns += amount;
        else money.pot += amount;
      } else if (from.kind !== 'player' && to.kind === 'player') {
        const into = cancel ? money.refunded : money.paid;
        into[to.userId] = (into[to.userId] ?? 0) + amount;
      }
    }
  }
  return moved ? money : null;
}

/** How a sheet writes a member and an amount of the table's money. */
export interface MoneyWords {
  name(userId: string): string;
  money(amount: number): string;
}

const shares = (paid: Readonly<Record<string, number>>, words: MoneyWords) =>
  Object.entries(paid)
    .filter(([, amount]) => amount > 0)
    .map(([player, amount]) => t('sheet-money-share', { player: words.name(player), amount: words.money(amount) }))
    .join(', ');

/**
 * The sheet's money in lines of text: the pot (or the buy-ins held), then
 * who was paid out and who refunded what. `pot: false`: the game's sheet
 * writes its pots itself (Valere's game pot and round pots, VJ-10's sum).
 */
export function moneyLines(money: SheetMoney | null, words: MoneyWords, { pot = true } = {}): string[] {
  if (!money) return [];
  const paid = shares(money.paid, words);
  const refunded = shares(money.refunded, words);
  return [
    ...(pot && money.pot > 0 ? [t('sheet-money-pot', { pot: words.money(money.pot) })] : []),
    ...(pot && money.buyIns > 0 ? [t('sheet-money-buy-ins', { amount: words.money(money.buyIns) })] : []),
    ...(paid ? [t('sheet-money-paid', { paid })] : []),
    ...(refunded ? [t('sheet-money-refunded', { paid: refunded })] : []),
  ];
}

/** One CSV row of the sheet's money: what (pot, buy-ins, paid, refunded), to whom, how much (a plain number, so the column sums). */
export interface MoneyRow {
  what: string;
  player: string;
  amount: number;
}

/** The sheet's money as CSV rows: the pot (or buy-ins), then a row per player paid out and per refund. */
export function moneyRows(money: SheetMoney | null, name: (userId: string) => string): MoneyRow[] {
  if (!money) return [];
  const each = (paid: Readonly<Record<string, number>>, what: string) =>
    Object.entries(paid)
      .filter(([, amount]) => amount > 0)
      .map(([player, amount]) => ({ what, player: name(player), amount }));
  return [
    ...(money.pot > 0 ? [{ what: t('sheet-csv-pot'), player: '', amount: money.pot }] : []),
    ...(money.buyIns > 0 ? [{ what: t('sheet-csv-buy-ins'), player: '', amount: money.buyIns }] : []),
    ...each(money.paid, t('sheet-csv-paid')),
    ...each(money.refunded, t('sheet-csv-refunded')),
  ];
}
