/** Ce spune `/help` (issue 30), în română: comenzile pe grupe, jocurile câte într-un rând și cadrul fișei regulilor unui joc. */
export const helpMessagesRo = {
  'help-title': 'Croupier — cum se joacă',
  'help-intro':
    'Croupier conduce jocurile cu zaruri ale serverului. Deschizi o masă cu comanda `open` a unui joc, intri cu butonul Intră sau cu `/table join`, apoi joci cu butoanele de pe mesajul mesei sau cu comenzile jocului. `/help game:` arată fișa regulilor unui joc.',
  'help-group-games': 'Jocuri',
  'help-group-tables': 'Mese',
  'help-group-dice': 'Zaruri',
  'help-group-money': 'Bani',
  'help-group-tournaments': 'Turnee',
  'help-group-records': 'Statistici',
  'help-group-moderators': 'Moderatori',
  'help-group-more': 'Altele',
  'help-command-line': '`{command}` — {description}',
  'help-game-line': '**{game}** · `/{command} open` — {pitch}',
  'help-guide-link': 'Restul e în [ghidul jucătorului]({url}).',
  'help-guide-file': 'Restul e în ghidul jucătorului, `docs/{page}` printre fișierele lui Croupier.',

  'help-card-title': '{game} — fișa regulilor',
  'help-card-players': 'Jucători',
  'help-card-stakes': 'Mize',
  'help-card-round': 'Cum merge o rundă',
  'help-card-winning': 'Cine câștigă',
  'help-card-rules': 'Reguli de știut',
  'help-card-commands': 'Comenzi',
  'help-card-buttons': 'Butoanele de pe mesajul mesei fac același lucru.',
  'help-card-rules-link': 'Toate regulile, fiecare cu id-ul ei (în engleză): [{page}]({url}).',
  'help-card-rules-file': 'Toate regulile, fiecare cu id-ul ei (în engleză): `docs/{page}` printre fișierele lui Croupier.',
} as const;
