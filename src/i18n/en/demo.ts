/** The sandbox's demo game (Showdown). */
export const demoMessages = {
  'demo-game-name': 'Showdown (sandbox demo)',
  'demo-open-description': 'Open a Showdown table: the sandbox demo game',
  'demo-not-your-turn': 'It is not your turn; {player} shows next.',
  'demo-field-players': 'Players',
  'demo-field-pot': 'Pot',
  'demo-player-line': '{player}{state}',
  'demo-player-shown': ' — shown',
  'demo-player-out': ' — out',
  'demo-player-turn': ' — to show',
  'demo-player-die': ' — rolled {die}',
  'demo-button-show': 'Show',
  'demo-button-my-dice': 'My dice',
  'demo-shown': 'You showed; the others follow in seat order.',
} as const;
