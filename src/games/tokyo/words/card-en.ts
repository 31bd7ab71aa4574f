/** Tokyo's rules card for `/help game:` (issue 30): the game in a minute, citing RULES.md section 2. */
export const tokyoCardMessages = {
  'tokyo-card-pitch': 'A bluffing game with two dice under a cup: announce what is under it, truly or not, and the next player believes you or lifts the cup.',
  'tokyo-card-players': '2 or more, each with 6 lives (`lives`; 9 with `preset:beghel`) (TK-2).',
  'tokyo-card-stakes': 'Table points [default] or tria from your wallet (`stakes:tria`): everyone pays the buy-in [10] into the pot when the game starts.',
  'tokyo-card-round':
    'A value is the higher die then the lower (5 and 3: 53); doubles beat those, and 21, Tokyo, beats everything (TK-1). A hand starts with one player rolling under the cup, hidden, and announcing any value (TK-3). Whoever gets the cup believes and rolls again, then announces higher; doubts, lifting the cup; or raises blind, passing it on unseen with a higher value (TK-4, TK-5).',
  'tokyo-card-winning': 'Lose all your lives and you are out. The last player left wins the pot (TK-2).',
  'tokyo-card-rule-doubt':
    'TK-4 A doubt: dice below the announcement cost the announcer a life; otherwise the doubter loses one. The doubter starts the next hand.',
  'tokyo-card-rule-tokyo': 'TK-6 On a 21 you may only accept it (lose a life) or doubt: a true 21 costs the doubter two lives.',
  'tokyo-card-rule-variants':
    'TK-8 … TK-14 Variants by `variant` (tokyetto, reversed_doubles, double_tokyo, sum_values, bluff_penalty_two, allow_equal) and `preset:beghel`.',
  'tokyo-card-rule-leaving': 'TK-15 Leaving forfeits; the hand is void only if you held the cup or it was just passed to you.',
} as const;
