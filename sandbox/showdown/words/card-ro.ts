/** Fișa regulilor de Showdown pentru `/help game:` în sandbox, în română. */
export const showdownCardMessagesRo = {
  'showdown-card-pitch': 'Jocul demonstrativ al sandboxului: fiecare primește un zar ascuns, îl arată pe rând, iar cel mai mare zar ia potul.',
  'showdown-card-players': 'De la 2 la 4.',
  'showdown-card-stakes':
    'Puncte de masă [implicit] sau tria din portofel (`stakes:tria`): fiecare pune taxa de intrare (buy-in) [10] în pot când începe jocul.',
  'showdown-card-round': 'Fiecare primește un d6 ascuns. În ordinea locurilor, fiecare jucător arată; după ultimul, toate zarurile se dezvăluie.',
  'showdown-card-winning': 'Cel mai mare zar ia potul; la egalitate câștigă locul de la masă mai din față.',
} as const;
