/** `/table history` și exporturile foilor de scor: mesele recente ale unui canal. */
export const historyMessagesRo = {
  // Lista de comenzi a Discordului (1–100 de caractere fiecare).
  'cmd-table-scoresheet-format': 'text de citit [implicit] sau csv: un fișier pentru foi de calcul',
  'cmd-table-scoresheet-format-text': 'text',
  'cmd-table-scoresheet-format-csv': 'csv (fișier pentru foi de calcul)',
  'cmd-table-history': 'Mesele recente din acest canal și foile lor de scor',

  'table-scoresheet-csv': 'Foaia de scor în CSV, câte un rând pentru tot ce s-a întâmplat, pentru o foaie de calcul.',
  'table-scoresheet-csv-groups': 'Masa aceasta se joacă pe grupe: iată foaia de scor a fiecărei grupe în CSV, câte un fișier pe grupă.',
  'table-files-left-out#one': '(Încă {count} fișier nu a încăput în acest răspuns: Discord primește cel mult 10 fișiere, fiecare de până la 10 MiB.)',
  'table-files-left-out#few': '(Încă {count} fișiere nu au încăput în acest răspuns: Discord primește cel mult 10 fișiere, fiecare de până la 10 MiB.)',
  'table-files-left-out#other': '(Încă {count} de fișiere nu au încăput în acest răspuns: Discord primește cel mult 10 fișiere, fiecare de până la 10 MiB.)',

  'history-none': 'Nicio masă nu s-a încheiat încă în acest canal.',
  'history-title#one': 'Ultima masă încheiată aici, cu foaia ei de scor:',
  'history-title#few': 'Ultimele {count} mese încheiate aici, cele mai noi primele, cu foile lor de scor:',
  'history-title#other': 'Ultimele {count} de mese încheiate aici, cele mai noi primele, cu foile lor de scor:',
  // `{when}` este un timestamp Discord („acum 3 ore”).
  'history-line': '**#{table}** {game} — {how} {when}',
  'history-finished': 'terminată',
  'history-cancelled': 'anulată',
  'history-place': '{place}. {players}',
  'history-placings': 'Locuri: {list}',
  'history-players': 'Jucători: {list}',
  'history-also': 'au mai jucat: {list}',
} as const;
