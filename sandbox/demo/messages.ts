/** The sandbox's demo game (Showdown): its words live with it, out of the production catalog. */
export const demoMessages = {
  'demo-game-name': 'Showdown (sandbox demo)',
  'demo-open-description': 'Open a Showdown table: the sandbox demo game',
  'demo-not-your-turn': 'It is not your turn; {player} shows next.',
  'demo-player-line': '{player}{state}',
  'demo-player-shown': ' — shown',
  'demo-player-out': ' — out',
  'demo-player-turn': ' — to show',
  'demo-player-die': ' — rolled {die}',
  'demo-button-show': 'Show',
  'demo-shown': 'You showed; the others follow in seat order.',
  'demo-sheet': 'Showdown table #{table} — shown in order: {shown}',
  'cmd-showdown': 'The sandbox demo game',
  'cmd-showdown-show': 'Show your die (on your turn)',
} as const;
