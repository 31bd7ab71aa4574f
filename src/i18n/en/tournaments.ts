/** Tournaments (VJ-11): their commands' refusals, message and announcements. */
export const tournamentMessages = {
  'error-tournament-group-too-small': '{game} needs at least {min} players at a table, so group_size must be at least {min}.',
  'error-tournament-exists': 'A tournament is already open in this channel; it must finish or be ended (/tournament end) before another opens here.',
  'error-tournament-started': 'The tournament has already started; that can only be done before /tournament start.',
  'error-tournament-already-in': 'You are already entered in this tournament.',
  'error-tournament-not-in': 'You are not entered in this tournament (or have already withdrawn).',
  'error-tournament-too-few#one': 'The tournament needs at least {min} players to start; {count} has entered.',
  'error-tournament-too-few#other': 'The tournament needs at least {min} players to start; {count} have entered.',
  'error-tournament-over': 'The tournament is already over.',
  'error-tournament-no-market': 'There is no side-bet market "{market}" in this tournament; /tournament status lists the markets open for bets.',
  'error-market-closed': 'The market "{market}" takes no more bets: its group (or the tournament) has started playing.',
  'error-market-player': '{player} is not a player this market is about: back a player of that group, still in the tournament.',
  'error-no-tournament': 'There is no tournament in this channel; a moderator opens one with /tournament open.',
  'error-tournament-openers': 'Only a moderator (Manage Server or the GM role) may open a tournament.',
  'error-tournament-table-seats': 'This is a tournament game: it seats the players its group was drawn with. You can watch it.',
  'error-tournament-game': 'That game cannot be played in tournaments yet.',
} as const;
