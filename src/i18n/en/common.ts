/** Sentences shared by every command: failures, validation, hidden rolls. */
export const commonMessages = {
  'error-unexpected': 'Something went wrong on my side. Every table is safe as last saved; look at the table message, then try again.',
  'error-database-busy': "The bot's records are busy (another program has its database open); try again in a moment.",
  'error-database-unreachable': "The bot can't reach its records just now, so nothing was done; try again in a moment.",
  'error-invalid-option': 'The option {option} is not valid: {problem}.',
  'zod-too-small-number': 'it must be at least {minimum}',
  'zod-too-big-number': 'it must be at most {maximum}',
  'zod-too-small-string': 'it needs at least {minimum} characters',
  'zod-too-big-string': 'it may have at most {maximum} characters',
  'zod-too-small-array': 'give at least {minimum}',
  'zod-too-big-array': 'give at most {maximum}',
  'zod-integer': 'it must be a whole number',
  'zod-type': 'it must be a {expected}',
  'zod-value': 'it must be one of {values}',
  'zod-format': 'it is not written the way it should be',
  // The template's notation in a code span: bare, {player} would read as a sentence's unfilled parameter (issue 26).
  'zod-elimination-line': 'write one sentence naming who is out and, if you like, who caught them, as in `{player} is eaten by {pred}.`, or - for the default',
  'zod-duration': 'write a time as 90s, 5m, 2h, 1d, 1h 30m or in words, as 1 hour and 30 minutes (at least 30s, at most 7d), or off',
  'zod-multiple': 'it must be a multiple of {divisor}',
  'zod-invalid': 'that value is not allowed',
  'error-unknown-button': 'That button is no longer in use; use the current table message.',
  'error-guild-only': 'Croupier runs its games in a server channel, not in DMs.',
  'error-not-for-you': 'That is meant for another player, so it stays hidden from you.',
  'error-control-mismatch': 'That button or menu sent something it never offers; use the buttons and menus of the current table message as they are.',
  'error-menu-number': 'That number is not one the menu offers; pick one from {minimum} to {maximum}.',

  'hidden-committed': '🔒 {member} rolled {label} hidden — commitment `{code}`.',
  // Issue 30: a deal of several hands is one line: who holds which commitment.
  'hidden-dealt': '🔒 {count} hands dealt hidden, each committed: {hands}.',
  'hidden-dealt-one': '{member} `{code}`',
  'hidden-dm': 'Your dice ({label}) in {place}: **{dice}** — commitment `{code}`.',
  'hidden-dm-for-gm': '{member} rolled {label} for you in {place}: **{dice}** — commitment `{code}`, salt `{salt}`.',
  'hidden-dm-closed': '{member}, I could not send you a DM (your DMs are closed); press "Show my dice" to see your dice here.',
  // Issue 27: any refusal but 50007 (too many DMs opened at once, an outage) is nothing the member must fix.
  'hidden-dm-failed': '{member}, I could not send your dice by DM this time; press "Show my dice" to see them here.',
  // Issue 27: a table over the server's DM size gets this once per game, instead of a DM per player per deal.
  'hidden-by-button':
    'This table has more than {limit} players, so hidden dice are not sent by DM: press "Show my dice" here (or type /table dice) whenever you want to see yours.',
  'hidden-by-button-always': 'On this server hidden dice are not sent by DM: press "Show my dice" here (or type /table dice) whenever you want to see yours.',
  'hidden-show': 'Your dice ({label}): **{dice}** — commitment `{code}`, salt `{salt}`.',
  'hidden-revealed': "🔓 {member}'s {label}: **{dice}** — commitment `{code}`; /verify with it shows the salt.",
  'hidden-revealed-one': '{member} **{dice}**',
  // A big table's hands, too many for a line each: every owner sees their own dice and commitment code privately (by DM, or "Show my dice" at a table too big for DMs).
  'hidden-committed-many': '🔒 {count} hands rolled hidden; every commitment is in the attached file, and each player sees their own dice and code privately.',
  'hidden-file-committed': '{member}: {label}, commitment {code}',
  'hidden-file-revealed': '{member}: {label} was {dice}, commitment {code}, salt {salt}',
  'hidden-revealed-many': "🔓 The {count} hands: {hands}. /verify with a hand's commitment code checks it and shows its salt.",

  'verify-match': "✅ Commitment `{code}` matches: {member}'s {label} was **{dice}** (salt `{salt}`). SHA-256 of `{preimage}` is `{hash}`.",
  'verify-mismatch': '❌ Commitment `{code}` does NOT match its revealed dice. Please tell a moderator.',
  'verify-roll-not-revealed': 'Commitment `{code}` is a hidden roll of {member}; it can be checked once they reveal it by running /verify with it.',
  'verify-not-revealed': 'Commitment `{code}` has not been revealed yet; it can be checked once the game shows those dice.',
  'game-options-form': 'Write the game\'s options as name=value or name:value, separated by spaces, like rounds=1 ante=10; "{part}" is neither.',
  'game-options-unknown': '{game} has no option "{option}"; its options are {options}.',
  'verify-discarded':
    'Commitment `{code}` is of dice the rules put aside unseen (a Tokyo cup rolled over or never lifted, or a hand made void): nobody will ever see them, so they cannot be checked. Every cup that is lifted is shown, and its own code checks it.',
  'verify-game-over':
    'Commitment `{code}` is of dice its game ended without showing, so they cannot be checked. The dice a game did show are checked by their own codes, in its announcements.',
  'verify-unknown': 'No commitment `{code}` was made in this server; a code is the 12 characters shown after "commitment".',
  'verify-bad-code': 'A commitment code is 12 characters of 0–9 and a–f, as shown after "commitment".',
} as const;
