/** Eleven (RULES.md section 5). */
export const elevenMessages = {
  'eleven-name': 'Eleven',
  'eleven-open-description': 'Open an Eleven table',
  'eleven-out': 'You are not playing this game.',
  'eleven-not-your-pick': 'It is {player}’s pick, not yours.',
  'eleven-number-used': 'You have already picked {number}: pick a number you have left.',
} as const;
