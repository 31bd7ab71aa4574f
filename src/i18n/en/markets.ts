/** Side bets on who wins a table, a tournament group or a tournament (VJ-11): why a bet was refused. */
export const marketMessages = {
  'market-not-open': 'Bets on {market} are closed; side bets are taken only while a market is open, before its games are decided.',
  'market-bet-too-small': 'A side bet is a whole amount of at least 1, so {amount} cannot be staked.',
  'market-bet-beyond-wallet': 'You have {balance}, so you cannot stake {amount}; a side bet can be at most what your wallet holds.',
  'error-table-bets-closed': 'Side bets on a table are taken only in its lobby, before the start.',
  'error-table-bets-points': 'Side bets are in tria: this table plays for points, so it takes none.',
  'error-join-holds-bet':
    'You have a side bet on a player at this table, so you cannot take a seat at it: a player could lose on purpose for the one they backed. Your bet stays; watch this game, or play at another table.',
  'error-table-bets-player': 'You play at this table, so you cannot bet on it; side bets are for those watching.',
  'table-bet-placed': 'You backed {player} with {amount} to win this table. The pool now pays {pays}× on them.',
  'table-bets-field': 'Side bets',
  'table-bets-line': '{player}: {backed} backed, pays {pays}×',
  'table-bets-pool': 'Pool {pool}, paid out to those who backed the winner, in proportion to their stakes.',
  'table-announce-bets-paid': 'Side bets on this table: the pool goes to those who backed the winner — {paid}.',
  'table-announce-bets-void': 'Nobody backed the winner, so the side bets on this table are off: every stake is refunded.',
  'table-announce-bets-void-cancelled': 'The table was cancelled, so its side bets are off: every stake is refunded.',
  'table-announce-bets-void-groups': 'The table plays as groups, each with its own winner, so its side bets on one winner are off: every stake is refunded.',
  'table-announce-bets-refunded': 'The side bets on {player} are refunded: they no longer play at this table.',
  'table-bets-paid-one': '{member} {amount}',
} as const;
