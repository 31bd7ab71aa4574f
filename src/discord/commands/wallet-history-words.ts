// /wallet history's words: what each wallet entry was, as the ledger knows it (issue 30), in the reader's language.
import type { BetLine, BetSubject, TableAt, TableMoney, WalletLine } from '../../engine/economy/wallet-lines.js';
import { type MessageKey, t } from '../../i18n/index.js';
import { mention } from '../kit/wording.js';

const TABLE_MONEY: Record<TableMoney, MessageKey> = {
  'buy-in': 'wallet-line-buy-in',
  'into-pot': 'wallet-line-into-pot',
  'buy-in-held': 'wallet-line-buy-in-held',
  'into-round-pot': 'wallet-line-into-round-pot',
  'from-pot': 'wallet-line-from-pot',
  'from-escrow': 'wallet-line-from-escrow',
  'from-round-pot': 'wallet-line-from-round-pot',
  refund: 'wallet-line-table-refund',
  leftover: 'wallet-line-table-leftover',
  moved: 'wallet-line-table-moved',
};

/** A table as players name it: "Vitaji table #3". */
function tableName(table: TableAt, gameName: (id: string) => string): string {
  return table.game ? t('wallet-line-table', { game: gameName(table.game), table: table.id }) : t('wallet-line-table-unnamed', { table: table.id });
}

function betSubject(on: BetSubject, gameName: (id: string) => string): string {
  switch (on.kind) {
    case 'table':
      return tableName(on.table, gameName);
    case 'tournament':
      return t('wallet-line-on-tournament', { tournament: on.tournamentId });
    case 'unknown':
      return t('wallet-line-on-unknown');
  }
}

function betKey(move: BetLine): MessageKey {
  switch (move.kind) {
    case 'placed':
      return 'wallet-line-bet-placed';
    case 'won':
      return 'wallet-line-bet-won';
    case 'paid':
      return 'wallet-line-bet-paid';
    case 'refunded':
      return move.reason === null ? 'wallet-line-bet-refunded' : `wallet-line-bet-refunded-${move.reason}`;
  }
}

/** One wallet entry's "what", for its line of `/wallet history`. */
export function wordedLine(line: WalletLine, gameName: (id: string) => string): string {
  switch (line.kind) {
    case 'welcome':
      return t('wallet-line-welcome');
    case 'daily':
      return t('wallet-line-daily');
    case 'given':
      return t('wallet-line-given', { member: mention(line.to) });
    case 'received':
      return t('wallet-line-received', { member: mention(line.from) });
    case 'granted':
      return t('wallet-line-granted', { member: mention(line.by) });
    case 'taken':
      return t('wallet-line-taken', { member: mention(line.by) });
    case 'table':
      return t(TABLE_MONEY[line.money], { table: tableName(line.table, gameName) });
    case 'side-bet':
      return t(betKey(line.move), { on: betSubject(line.on, gameName) });
    case 'tournament': {
      const tournament =
        line.tournamentId === null ? t('wallet-line-tournament-unnamed') : t('wallet-line-tournament-named', { tournament: line.tournamentId });
      return t(`wallet-line-tournament-${line.move}`, { tournament });
    }
  }
}
