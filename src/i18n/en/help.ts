/** What `/help` says (issue 30): the commands grouped, the games in a line each, and the frame of a game's rules card. */
export const helpMessages = {
  'help-title': 'Croupier — how to play',
  'help-intro':
    "Croupier runs this server's dice games. Open a table with a game's `open` command, join with the Join button or `/table join`, then play with the table message's buttons or the game's commands. `/help game:` shows a game's rules card.",
  'help-group-games': 'Games',
  'help-group-tables': 'Tables',
  'help-group-dice': 'Dice',
  'help-group-money': 'Money',
  'help-group-tournaments': 'Tournaments',
  'help-group-records': 'Records',
  'help-group-moderators': 'Moderators',
  'help-group-more': 'More',
  'help-command-line': '`{command}` — {description}',
  'help-game-line': '**{game}** · `/{command} open` — {pitch}',
  'help-guide-link': "Everything else is in the [player's guide]({url}).",
  'help-guide-file': "Everything else is in the player's guide, `docs/{page}` among Croupier's files.",

  'help-card-title': '{game} — rules card',
  'help-card-players': 'Players',
  'help-card-stakes': 'Stakes',
  'help-card-round': 'How a round goes',
  'help-card-winning': 'Winning',
  'help-card-rules': 'Rules to know',
  'help-card-commands': 'Commands',
  'help-card-buttons': "The table message's buttons do the same.",
  'help-card-rules-link': 'Every rule, each with its id: [{page}]({url}).',
  'help-card-rules-file': "Every rule, each with its id: `docs/{page}` among Croupier's files.",
} as const;
