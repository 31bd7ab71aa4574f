/** Sentences shared by every command: failures, validation, hidden rolls. */
export const commonMessages = {
  'error-unexpected': 'Something went wrong on my side. Every table is safe as last saved; look at the table message, then try again.',
  'error-invalid-option': 'The option {option} is not valid: {problem}',
  'error-unknown-button': 'That button is no longer in use; use the current table message.',
  'error-guild-only': 'Croupier runs its games in a server channel, not in DMs.',
  'error-not-for-you': 'That is meant for another player, so it stays hidden from you.',

  'hidden-committed': '🔒 {member} rolled {label} hidden — commitment `{code}`.',
  'hidden-dm': 'Your dice ({label}) in {place}: **{dice}** — commitment `{code}`, salt `{salt}`.',
  'hidden-dm-for-gm': '{member} rolled {label} for you in {place}: **{dice}** — commitment `{code}`, salt `{salt}`.',
  'hidden-dm-closed': '{member}, I could not send you a DM (your DMs are closed); press "Show my dice" to see your dice here.',
  'hidden-show': 'Your dice ({label}): **{dice}** — commitment `{code}`, salt `{salt}`.',
  'hidden-revealed': '🔓 {member}\'s {label}: **{dice}** — commitment `{code}`, salt `{salt}`.',

  'verify-match': '✅ Commitment `{code}` matches: {member}\'s {label} was **{dice}** (salt `{salt}`). SHA-256 of `{preimage}` is `{hash}`.',
  'verify-mismatch': '❌ Commitment `{code}` does NOT match its revealed dice. Please tell a moderator.',
  'verify-not-revealed': 'Commitment `{code}` has not been revealed yet; it can be checked once the game shows those dice.',
  'verify-unknown': 'No commitment `{code}` was made in this server; a code is the 12 characters shown after "commitment".',
  'verify-bad-code': 'A commitment code is 12 characters of 0–9 and a–f, as shown after "commitment".',
} as const;
