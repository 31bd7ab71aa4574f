/** Showdown, jocul demonstrativ din sandbox, în română. */
export const showdownMessagesRo = {
  'showdown-name': 'Showdown (joc demonstrativ din sandbox)',
  'showdown-open-description': 'Deschide o masă de Showdown: jocul demonstrativ din sandbox',
  'showdown-not-your-turn': 'Nu e rândul tău; urmează {player} să arate.',
  'showdown-player-line': '{player}{state}',
  'showdown-player-shown': ' — a arătat',
  'showdown-player-out': ' — ieșit din joc',
  'showdown-player-turn': ' — urmează să arate',
  'showdown-player-die': ' — a dat {die}',
  'showdown-button-show': 'Arată',
  'showdown-shown': 'Ai arătat; ceilalți urmează în ordinea locurilor.',
  'showdown-sheet': 'Masa de Showdown #{table} — au arătat, în ordine: {shown}',
  'cmd-showdown': 'Jocul demonstrativ din sandbox',
  'cmd-showdown-show': 'Arată-ți zarul (când e rândul tău)',
} as const;
