/** Pictures of the table (a reveal's dice, a scoresheet, a bracket): their titles and their text alternatives. */
export const pictureMessages = {
  // What a picture leaves out at a big table (the message text says it all).
  'picture-more': '… and {count} more',
  // Text alternatives (Discord's attachment description, up to 1024 characters).
  'picture-alt-dice': '{name}: {dice}',
  'picture-alt-dice-noted': '{name}: {dice} ({note})',
  'picture-alt-row': '{name}: {cells}',
  'picture-alt-group': '{tier}, {group}: {players}',
  'picture-alt-advanced': '{name} (advanced)',

  // Liar's Dice, at a call (LD-8 … LD-12, LD-15).
  'picture-liars-title': 'Round {round}: every hand revealed',
  'picture-liars-bid': '{caller} called {bettor}’s bid of {quantity} × {face}',
  'picture-liars-count': 'Counted: {count}',
  // LD-17, LD-19: ones count as the bid's face.
  'picture-liars-count-ones': 'Counted: {count} (ones wild: {ones} of them)',

  // Tokyo, at a doubt (TK-4b).
  'picture-tokyo-title': 'Hand {hand}: the cup lifted',
  'picture-tokyo-doubt': '{doubter} doubted {announcer}',
  'picture-tokyo-values': 'Announced {announced}, rolled {actual}',
  'picture-tokyo-note-true': 'the truth',
  'picture-tokyo-note-false': 'a bluff',

  // Valere, at the reveal (VA-2).
  'picture-valere-title': 'Round {round}: every hand revealed',
  'picture-valere-note': 'sum {sum}, point {point}',
  'picture-valere-note-folded': 'sum {sum}, point {point}, folded',
  'picture-valere-winners': 'Highest sum: {winners}',

  // Vitaji, at the end (VJ-10).
  'picture-vitaji-title': 'Vitaji: the scoresheet',
  'picture-vitaji-player': 'Player',
  'picture-vitaji-round': 'R{round}',
  'picture-vitaji-total': 'Total',
  'picture-vitaji-rounds-left-out': 'Rounds 1–{last} not drawn: the scoresheet (/table scoresheet) has every round.',
  'picture-vitaji-winners': 'Won by {winners}',
  'picture-vitaji-pot': 'Pot: {sum}',

  // Tournaments (VJ-11).
  'picture-bracket-title': 'Tournament #{tournament}: the bracket',
  'picture-bracket-tier': 'Tier {tier}',
  'picture-bracket-final': 'Final',
  'picture-bracket-group': 'Group {group}',
  'picture-bracket-byes': 'Byes',
  'picture-bracket-winner': 'Winner: {name}',
  'picture-bracket-earlier#one': 'Tier 1 is not drawn: the latest tiers only.',
  'picture-bracket-earlier#other': 'Tiers 1–{count} are not drawn: the latest tiers only.',

  // /gm config.
  'cmd-gm-config-images': 'Pictures with announcements: revealed dice, scoresheets, brackets (default true)',
  'gm-settings-images-on': 'pictures on (revealed dice, scoresheets, brackets)',
  'gm-settings-images-off': 'pictures off (text only)',
} as const;
