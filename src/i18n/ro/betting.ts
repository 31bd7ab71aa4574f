/** Faza de pariuri comună pentru Vitaji și Valere (VJ-3 … VJ-5, VA-6). */
export const bettingMessagesRo = {
  'betting-not-your-turn': 'Nu e rândul tău să pariezi; urmează {player}.',
  'betting-not-multiple': 'Pariurile sunt multipli de {interval}.',
  'betting-over-cap': 'În runda aceasta, pariul maxim este {cap}.',
  'betting-raised-already': 'Ai mărit deja o dată în runda aceasta; egalează pariul sau renunță.',
  'betting-raise-too-low': 'O mărire trebuie să fie peste pariul de {bet}.',
  'betting-open-first': 'Nimeni n-a pariat încă în runda aceasta: pariază întâi (0 e permis).',
} as const;
