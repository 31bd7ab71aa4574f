/** Liar's Dice's rules card for `/help game:` (issue 30): the game in a minute, citing RULES.md section 1. */
export const liarsCardMessages = {
  'liars-card-pitch': 'Everyone rolls dice in secret and bids on how many of one face lie across all the dice in play; anyone may call a bid a lie.',
  'liars-card-players': '2 or more. Each starts with 5 dice, 4 at 7–9 players, fewer at bigger tables, or as many as `dice` says (LD-1, LD-2).',
  'liars-card-stakes': 'Table points [default] or tria from your wallet (`stakes:tria`): everyone pays the buy-in [10] into the pot when the game starts.',
  'liars-card-round':
    'Everyone is dealt their dice hidden, by DM or on the My dice button (LD-4). The round opens on a bid of one 1; in seat order each player raises it: more dice, or as many of a higher face (LD-5, LD-6). After a bid the next bidder waits the call window [3 s] (LD-9), and any player but the bettor may call the standing bid a lie (LD-8): every hand is then shown and counted.',
  'liars-card-winning': 'Lose all your dice and you are out. The last player with dice wins the pot (LD-16).',
  'liars-card-rule-correct': 'LD-10 More dice than the bid: the bid was right, the caller loses a die.',
  'liars-card-rule-spot-on': 'LD-11 Exactly the bid, spot on: everyone but the bettor loses a die (with `spot_on:caller-two`, the caller loses two).',
  'liars-card-rule-lie': 'LD-12 Fewer: the bid was a lie, the bettor loses a die.',
  'liars-card-rule-wild-ones': 'LD-17 With `wild_ones`, ones count as every face, except in bids on ones.',
  'liars-card-rule-leaving': 'LD-18 Leaving during a round forfeits the game; the round is dealt again.',
} as const;
