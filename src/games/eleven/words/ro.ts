/** Eleven (RULES.md section 5), în română. */
export const elevenMessagesRo = {
  'eleven-name': 'Eleven',
  'eleven-open-description': 'Deschide o masă de Eleven',
  'eleven-out': 'Nu participi la acest joc.',
  'eleven-not-your-pick': 'E rândul lui {player} să aleagă, nu al tău.',
  'eleven-number-used': 'Ai ales deja {number}: alege un număr care ți-a rămas.',
  'eleven-done-pick': 'Ai ales {number}.',

  'eleven-field-round': 'Runda {round} din 11',
  'eleven-field-last': 'Runda {round}',
  'eleven-phase-picking':
    '{player} alege o țintă de la 2 la 12 (din meniu sau cu /eleven pick number:N). Ordinea alegerii: {order}. Plăți × {multiplier}; taxă de intrare {buyIn}.',
  'eleven-phase-over': 'Joc încheiat.',
  'eleven-player-line': '{position}. {player} — a ales {pick} · net {net} · rămase: {left}{turn}',
  'eleven-player-out': '{position}. {player} — a părăsit jocul',
  'eleven-no-pick': '—',
  'eleven-standing-line': '{player} {net}',
  'eleven-standing-out': '{player} {net} (a plecat)',
  'eleven-turn': ' ◀',
  // Discord arată un singur meniu tuturor, iar un placeholder nu poate menționa: ◀ din listă arată cine alege.
  'eleven-pick-placeholder': 'Alege un număr (doar jucătorul marcat cu ◀)…',
  'eleven-result-line': '{place}. {player}: ținta {target}, a dat {dice}, distanța {distance}, {payout}',
  'eleven-result-line-tie': '{place}. {player}: ținta {target}, a dat {dice}, distanța {distance}, la egalitate a aruncat din nou {rolls}, {payout}',

  'eleven-order-die': '{player} {die}',
  'eleven-announce-order': 'Aruncarea pentru ordine: {rolls}.',
  'eleven-announce-order-again': 'Egalitate, se aruncă din nou: {rolls}.',
  'eleven-announce-round': 'Runda {round}: ordinea alegerii {order}.',
  'eleven-announce-result': 'Runda {round}:\n{results}',
  'eleven-announce-left': '{player} a părăsit jocul (net {net}) și primește înapoi {paid}.',
  'eleven-paid-line': '{player}: net {net}, primește înapoi {paid}',
  'eleven-announce-end': 'S-au jucat unsprezece runde. Fiecare jucător primește înapoi taxa de intrare plus câștigul net:\n{lines}',
  'eleven-announce-end-unplayed':
    'Au rămas prea puțini jucători și nu s-a jucat nicio rundă: jocul se încheie fără câștigător, iar fiecare jucător primește înapoi taxa de intrare:\n{lines}',
  'eleven-announce-end-early#one':
    'Au rămas prea puțini jucători pentru a continua: jocul se încheie după {count} rundă. Fiecare jucător primește înapoi taxa de intrare plus câștigul net:\n{lines}',
  'eleven-announce-end-early#few':
    'Au rămas prea puțini jucători pentru a continua: jocul se încheie după {count} runde. Fiecare jucător primește înapoi taxa de intrare plus câștigul net:\n{lines}',
  'eleven-announce-end-early#other':
    'Au rămas prea puțini jucători pentru a continua: jocul se încheie după {count} de runde. Fiecare jucător primește înapoi taxa de intrare plus câștigul net:\n{lines}',

  'eleven-sheet-title': 'Masa Eleven #{table} — foaia de scor',
  'eleven-sheet-legend': 'Fiecare rundă: ținta, aruncarea (rearuncări), distanța, locul, plata.',
  'eleven-sheet-winner': 'Câștigător: {players}',
  'eleven-sheet-round': 'Runda',
  'eleven-sheet-total': 'Total',
  'eleven-sheet-cell': '{target}: {dice}{rerolls} d{distance} #{place} {payout}',
  // Antetele CSV rămân în engleză: foile de calcul făcute din CSV le citesc deja așa (de revăzut).
  'eleven-csv-round': 'round',
  'eleven-csv-player': 'player',
  'eleven-csv-target': 'target',
  'eleven-csv-dice': 'dice',
  'eleven-csv-rerolls': 'rerolls',
  'eleven-csv-distance': 'distance',
  'eleven-csv-place': 'place',
  'eleven-csv-payout': 'payout',
  'eleven-csv-total': 'total',
  'eleven-csv-winner': 'câștigător',

  'cmd-eleven': 'Eleven',
  'cmd-eleven-open-order-roll': 'Aruncare pentru ordinea primei alegeri [da]; altfel, ordinea locurilor la masă',
  'cmd-eleven-open-multiplier': 'Fiecare plată înmulțită cu atât („ridică miza”) [1]',
  'cmd-eleven-pick': 'Alege-ți ținta pentru runda aceasta',
  'cmd-eleven-pick-number': 'Un număr de la 2 la 12 pe care nu l-ai ales încă',
  'eleven-played-pick': 'alegerea lui {number}, cel mai mic număr rămas',
  // Issue 30: fiecare opțiune a lui /eleven open ca expresie printre condițiile mesei (EL-2, EL-6).
  'eleven-term-order-roll': 'o aruncare decide cine alege primul',
  'eleven-term-seat-order': 'se alege în ordinea locurilor',
  'eleven-term-multiplier': 'fiecare plată × {multiplier}',
  // Issue 33: /odds, fiecare număr rămas față de alegerile făcute (EL-3 … EL-6).
  'eleven-odds-still#one': 'Socotind {count} jucător care încă alege ca alegând oricare dintre numerele lui rămase.',
  'eleven-odds-still#few': 'Socotind {count} jucători care încă aleg ca alegând oricare dintre numerele lor rămase.',
  'eleven-odds-still#other': 'Socotind {count} de jucători care încă aleg ca alegând oricare dintre numerele lor rămase.',
  'eleven-odds-number': '{number}: cel mai aproape {chance}, {payout} în medie runda aceasta',
} as const;
