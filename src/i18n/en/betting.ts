/** The betting phase Vitaji and Valere share (VJ-3 … VJ-5, VA-6). */
export const bettingMessages = {
  'betting-not-your-turn': 'It is not your turn to bet; {player} is next.',
  'betting-not-multiple': 'Bets are multiples of {interval}.',
  'betting-over-cap': 'The most anyone may bet this round is {cap}.',
  'betting-raised-already': 'You have already raised once this round; meet the bet or drop out.',
  'betting-raise-too-low': 'A raise must be more than the bet of {bet}.',
  'betting-open-first': 'Nobody has bet yet this round: bet (0 is allowed) first.',
} as const;
