// Who takes what at a table's end (issue 30): the finished table's pot line, refunds said, and every scoresheet's money lines.
export const payoutMessages = {
  // The table message once the game has ended: what the pot held and whom it went to.
  'table-pot-paid-to': '{pot} — paid to {player}',
  'table-pot-paid': '{pot} — paid: {paid}',
  'table-pot-refunded': '{pot} — refunded: {paid}',
  'table-pot-share': '{player} {amount}',
  // A cancelled table's end: who got how much back.
  'table-announce-refunds': 'Refunded: {paid}.',
  // Every scoresheet's money, as text (a line each) and as CSV rows.
  'sheet-money-pot': 'Pot: {pot}',
  'sheet-money-paid': 'Paid out: {paid}',
  'sheet-money-refunded': 'Refunded: {paid}',
  'sheet-money-share': '{player} {amount}',
  'sheet-csv-pot': 'pot',
  'sheet-csv-paid': 'paid',
  'sheet-csv-refunded': 'refunded',
  'sheet-money-buy-ins': 'Buy-ins held: {amount}',
  'sheet-csv-buy-ins': 'buy-ins',
  // A tournament's end (VJ-11): the pool and what each player was paid from it, over every tier; what went back to its opener.
  'tournament-announce-prize-total': 'Prize money, from a pool of {pool}: {paid}.',
  'tournament-announce-pool-returned': 'The prize pool still held {amount}: it went back to {host}.',
} as const;
