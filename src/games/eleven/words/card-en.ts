/** Eleven's rules card for `/help game:` (issue 30): the game in a minute, citing RULES.md section 5. */
export const elevenCardMessages = {
  'eleven-card-pitch': 'Pick a number from 2 to 12, roll two dice, be closest. Over eleven rounds you use every number once.',
  'eleven-card-players': '3 to 5. With 6 or more the table is split into groups of 3–5 that play at once (EL-1).',
  'eleven-card-stakes':
    'Table points [default] or tria from your wallet (`stakes:tria`). Each player pays a buy-in covering the worst case (3 players 11, 4 players 22, 5 players 33, × `multiplier`) and is paid it back at the end with their net (EL-9).',
  'eleven-card-round':
    "In pick order each player publicly picks a target they have not picked before (EL-3). Then everyone rolls two dice publicly: the closer the sum to your target, the better; ties roll again (EL-4, EL-5). Places pay: 3 players +1, 0, −1; 4 players +2, +1, −1, −2; 5 players +2, +1, 0, −1, −2 (EL-6). The round's winner picks first next round (EL-7).",
  'eleven-card-winning': 'After round 11, every number used, the players rank by net winnings (EL-8).',
  'eleven-card-rule-order': 'EL-2 The first pick order is a public roll of one die each (`order_roll:false`: seat order).',
  'eleven-card-rule-multiplier': 'EL-6 `multiplier` ups every payout, and the buy-in with it.',
  'eleven-card-rule-leaving': 'Leaving mid-game pays you back your buy-in plus your net so far; the others play on.',
} as const;
