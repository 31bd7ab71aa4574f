/** Pictures of the table (a bracket, and what every game's picture shares: the text alternatives); each game's own picture sentences are in its words/. */
export const pictureMessages = {
  // What a picture leaves out at a big table (the message text says it all).
  'picture-more': '… and {count} more',
  // Text alternatives (Discord's attachment description, up to 1024 characters).
  'picture-alt-dice': '{name}: {dice}',
  'picture-alt-dice-noted': '{name}: {dice} ({note})',
  'picture-alt-row': '{name}: {cells}',
  'picture-alt-group': '{tier}, {group}: {players}',
  'picture-alt-advanced': '{name} (advanced)',

  // Tournaments (VJ-11).
  'picture-bracket-title': 'Tournament #{tournament}: the bracket',
  'picture-bracket-tier': 'Tier {tier}',
  'picture-bracket-final': 'Final',
  'picture-bracket-group': 'Group {group}',
  'picture-bracket-finalists': 'Finalists',
  'picture-bracket-byes': 'Byes',
  'picture-bracket-winner': 'Winner: {name}',
  'picture-bracket-earlier#one': 'Tier 1 is not drawn: the latest tiers only.',
  'picture-bracket-earlier#other': 'Tiers 1–{count} are not drawn: the latest tiers only.',

  // /gm config.
  'cmd-gm-config-images': 'Pictures with announcements: revealed dice, scoresheets, brackets (default true)',
} as const;
