/** Valere's rules card for `/help game:` (issue 30): the game in a minute, citing RULES.md section 4. */
export const valereCardMessages = {
  'valere-card-pitch': 'Three hidden dice: two make your sum, one is the points you play for. The highest sum scores its point die.',
  'valere-card-players': '2 or more, 2–8 recommended (VA-1).',
  'valere-card-stakes':
    'Table points [default] or tria from your wallet (`stakes:tria`). `wagering` (VA-6): none [at points tables]; ante [at tria tables], everyone antes into the pot; rounds, a betting phase each round as in Vitaji; side-bets, a round pot bet before each reveal.',
  'valere-card-round':
    'Everyone is dealt three hidden dice and secretly keeps one as point die, from the menu or with `/valere point` (VA-2). When all have chosen, every hand is shown: the highest sum of the other two dice wins the round and adds its point die to its score (VA-3).',
  'valere-card-winning':
    'The first to reach the target [18] wins the game and the pot; if several reach it together, the highest score wins, and leaders still tied play on (VA-5).',
  'valere-card-rule-tie':
    'VA-4 Tied for the highest sum: two players swap point dice; more pass them one seat clockwise, each taking the point die of the tied player before them.',
  'valere-card-rule-drop': 'VA-6 Round betting: dropping out forfeits the game and what you put in.',
  'valere-card-rule-fold': "VA-6 Side bets: whoever will not meet a round's bet folds the round (no points, no share of its pot) and plays on next round.",
} as const;
