/** Vitaji's rules card for `/help game:` (issue 30): the game in a minute, citing RULES.md section 3. */
export const vitajiCardMessages = {
  'vitaji-card-pitch': 'A public dice game over a set number of rounds: bet, roll one die, spend rerolls to better it. The highest total wins.',
  'vitaji-card-players': '2 or more, 2–12 recommended (VJ-2); in teams of 2 or more with `teams:true` (Team Vitaji, VJ-9).',
  'vitaji-card-stakes':
    "Table points [default, a stack of 1000] or tria from your wallet (`stakes:tria`). Everyone pays the ante [10] into the pot at the start, and each round's bet goes in too (VJ-2, VJ-3).",
  'vitaji-card-round':
    'From round 2, betting: the first player bets any multiple of the interval, 0 too; each next player meets it, raises (once a round) or drops out (VJ-3). Then everyone rolls the die [d6] publicly, and in turns each may spend a reroll (the new result stands, even if lower) or pass, until everyone passes. Your result adds to your score (VJ-6).',
  'vitaji-card-winning': 'After the last round [5] the highest score wins the pot; a tie is settled by sudden-death rolls (VJ-7).',
  'vitaji-card-rule-drop': 'VJ-4 Dropping out forfeits the game and everything you put in; the last player in wins at once.',
  'vitaji-card-rule-rerolls':
    'VJ-1 Rerolls last the whole game [2 per 5 rounds]; presets: casual d6 × 5, standard d20 × 10, super d100 × 50, championship d1000 × 500.',
  'vitaji-card-rule-maximum': 'VJ-5 With `maximum`, a bet is at most maximum × rounds already played.',
  'vitaji-card-rule-bonuses': 'VJ-8 With `bonuses`, three equal results in a row earn a bonus, and the same result every round wins outright.',
} as const;
