// Cine ce ia la sfârșitul unei mese (issue 30): rândul potului la masa încheiată, returnările spuse și banii din fiecare foaie de scor.
export const payoutMessagesRo = {
  'table-pot-paid-to': '{pot} — plătit lui {player}',
  'table-pot-paid': '{pot} — plătit: {paid}',
  'table-pot-refunded': '{pot} — returnat: {paid}',
  'table-pot-share': '{player} {amount}',
  'table-announce-refunds': 'Returnat: {paid}.',
  'sheet-money-pot': 'Pot: {pot}',
  'sheet-money-paid': 'Plătit din masă: {paid}',
  'sheet-money-refunded': 'Returnat: {paid}',
  'sheet-money-share': '{player} {amount}',
  'sheet-csv-pot': 'pot',
  'sheet-csv-paid': 'plătit',
  'sheet-csv-refunded': 'returnat',
  'sheet-money-buy-ins': 'Taxe de intrare ținute: {amount}',
  'sheet-csv-buy-ins': 'taxe de intrare',
  'tournament-announce-prize-total': 'Premiile, dintr-un fond de {pool}: {paid}.',
  'tournament-announce-pool-returned': 'În fondul de premii mai erau {amount}: s-au întors la {host}.',
} as const;
