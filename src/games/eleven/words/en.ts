/** Eleven (RULES.md section 5). */
export const elevenMessages = {
  'eleven-name': 'Eleven',
  'eleven-open-description': 'Open an Eleven table',
  'eleven-out': 'You are not playing this game.',
  'eleven-not-your-pick': 'It is {player}’s pick, not yours.',
  'eleven-number-used': 'You have already picked {number}: pick a number you have left.',
  'eleven-done-pick': 'You picked {number}.',

  'eleven-field-round': 'Round {round} of 11',
  'eleven-field-last': 'Round {round}',
  'eleven-phase-picking':
    '{player} picks a target from 2 to 12 (the menu, or /eleven pick number:N). Pick order: {order}. Payouts × {multiplier}; buy-in {buyIn}.',
  'eleven-phase-over': 'Game over.',
  'eleven-player-line': '{position}. {player} — picked {pick} · net {net} · left: {left}{turn}',
  'eleven-player-out': '{position}. {player} — left the game',
  'eleven-no-pick': '—',
  'eleven-standing-line': '{player} {net}',
  'eleven-standing-out': '{player} {net} (left)',
  'eleven-turn': ' ◀',
  // Discord shows one menu to all and a placeholder cannot mention: the roster's ◀ says who picks.
  'eleven-pick-placeholder': 'Pick a number (the player marked ◀ only)…',
  'eleven-result-line': '{place}. {player}: target {target}, rolled {dice}, {distance} away, {payout}',
  'eleven-result-line-tie': '{place}. {player}: target {target}, rolled {dice}, {distance} away, tied and rolled again {rolls}, {payout}',

  'eleven-order-die': '{player} {die}',
  'eleven-announce-order': 'Order roll: {rolls}.',
  'eleven-announce-order-again': 'Tied, rolling again: {rolls}.',
  'eleven-announce-round': 'Round {round}: pick order {order}.',
  'eleven-announce-result': 'Round {round}:\n{results}',
  'eleven-announce-left': '{player} left the game (net {net}) and is paid back {paid}.',
  'eleven-paid-line': '{player}: net {net}, paid back {paid}',
  'eleven-announce-end': 'Eleven rounds played. Each player is paid back their buy-in plus their net:\n{lines}',
  'eleven-announce-end-unplayed':
    'Too few players are left to play, and no round was played: the game ends without a winner, and each player is paid back their buy-in:\n{lines}',
  'eleven-announce-end-early#one':
    'Too few players are left to play on: the game ends after {count} round. Each player is paid back their buy-in plus their net:\n{lines}',
  'eleven-announce-end-early#other':
    'Too few players are left to play on: the game ends after {count} rounds. Each player is paid back their buy-in plus their net:\n{lines}',

  'eleven-sheet-title': 'Eleven table #{table} — scoresheet',
  'eleven-sheet-legend': 'Each round: target, roll (re-rolls), distance, place, payout.',
  'eleven-sheet-winner': 'Winner: {players}',
  'eleven-sheet-round': 'Round',
  'eleven-sheet-total': 'Total',
  'eleven-sheet-cell': '{target}: {dice}{rerolls} d{distance} #{place} {payout}',
  // The scoresheet as CSV (lower case, as spreadsheets made from it already read it).
  'eleven-csv-round': 'round',
  'eleven-csv-player': 'player',
  'eleven-csv-target': 'target',
  'eleven-csv-dice': 'dice',
  'eleven-csv-rerolls': 'rerolls',
  'eleven-csv-distance': 'distance',
  'eleven-csv-place': 'place',
  'eleven-csv-payout': 'payout',
  'eleven-csv-total': 'total',
  'eleven-csv-winner': 'winner',

  'cmd-eleven': 'Eleven',
  'cmd-eleven-open-order-roll': 'Roll for the first pick order [on]; off uses seat order',
  'cmd-eleven-open-multiplier': 'Every payout times this ("up the ante") [1]',
  'cmd-eleven-pick': 'Pick your target for this round',
  'cmd-eleven-pick-number': 'A number from 2 to 12 you have not picked yet',
  // Issue 30: what the table played for a player out of time.
  'eleven-played-pick': 'picking {number}, their lowest number left',
  // Issue 30: each /eleven open option as a phrase among the table's terms (EL-2, EL-6).
  'eleven-term-order-roll': 'a roll decides who picks first',
  'eleven-term-seat-order': 'picks go in seat order',
  'eleven-term-multiplier': 'every payout × {multiplier}',
  // Issue 33: /odds, each number left against the picks made (EL-3 … EL-6).
  'eleven-odds-still#one': 'Counting {count} player still to pick as picking any of their numbers left.',
  'eleven-odds-still#other': 'Counting {count} players still to pick as picking any of their numbers left.',
  'eleven-odds-number': '{number}: closest {chance}, {payout} on average this round',
} as const;
