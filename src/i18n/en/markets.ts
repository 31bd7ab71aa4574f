/** Side bets on who wins a table, a tournament group or a tournament (VJ-11): why a bet was refused. */
export const marketMessages = {
  'market-not-open': 'Bets on {market} are closed; side bets are taken only while a market is open, before its games are decided.',
  'market-bet-too-small': 'A side bet is a whole amount of at least 1, so {amount} cannot be staked.',
  'market-bet-beyond-wallet': 'You have {balance}, so you cannot stake {amount}; a side bet can be at most what your wallet holds.',
} as const;
