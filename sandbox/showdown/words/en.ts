/** Showdown, the sandbox's demo game: every sentence it says, by key. */
export const showdownMessages = {
  'showdown-name': 'Showdown (sandbox demo)',
  'showdown-open-description': 'Open a Showdown table: the sandbox demo game',
  'showdown-not-your-turn': 'It is not your turn; {player} shows next.',
  'showdown-player-line': '{player}{state}',
  'showdown-player-shown': ' — shown',
  'showdown-player-out': ' — out',
  'showdown-player-turn': ' — to show',
  'showdown-player-die': ' — rolled {die}',
  'showdown-button-show': 'Show',
  'showdown-shown': 'You showed; the others follow in seat order.',
  'showdown-sheet': 'Showdown table #{table} — shown in order: {shown}',
  'cmd-showdown': 'The sandbox demo game',
  'cmd-showdown-show': 'Show your die (on your turn)',
} as const;
