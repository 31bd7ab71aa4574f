// The English /roll sentences: refusals for bad dice notation, and what a public, hidden or GM roll shows once rolled.
import type { NotationErrorCode } from '../../engine/dice/notation.js';

/** RL-1 refusals for `/roll`; placeholders match the params parseNotation emits. */
export const rollMessages = {
  'roll-empty': 'There is nothing to roll; give dice notation such as `2d20+3`.',
  'roll-syntax': 'I could not read the dice near `{near}`; write notation like `5d6`, `2d20+3`, `4d6kh3` or `d100`.',
  'roll-too-many-dice': 'That is {count} dice; a roll may have at most {max}.',
  'roll-sides-out-of-range': 'A die cannot have {sides} sides; dice may have from {min} to {max} sides.',
  'roll-zero-dice': 'Each dice term needs at least one die, so a term like `0d6` is not allowed.',
  'roll-keep-out-of-range': 'You cannot keep {keep} of {dice} dice; keep at least 1 and at most {dice}.',
  'roll-too-many-terms': 'That roll has too many parts; use at most {max} dice terms and modifiers.',
  'roll-too-long': 'That notation is too long; keep it to {max} characters or fewer.',
  'roll-modifier-too-large': 'That modifier is too large; modifiers may be at most {max}.',
  'roll-no-dice': 'That roll has no dice in it; include at least one, such as `d20+3`.',
} as const satisfies Record<NotationErrorCode, string>;

/** What `/roll` shows once the dice have fallen. */
export const rollResultMessages = {
  'roll-public': '🎲 {member} rolled {result}',
  'roll-hidden-result': '🎲 Only you see this: {result} — commitment `{code}`, salt `{salt}`. Reveal it to everyone later with /verify code:{code}.',
  'roll-gm-result': '🎲 Only you and {gm} see this: {result} — commitment `{code}`, salt `{salt}`.',
  'roll-gm-committed': '🔒 {member} rolled {label} for {gm} — commitment `{code}`.',
  'roll-gm-missing': 'With mode gm, name the member who sees the roll in the gm option.',
  'roll-gm-without-mode': 'The gm option only goes with mode gm; leave it out or choose mode gm.',
  'roll-gm-is-bot': 'A bot cannot be your GM; name a member in the gm option.',
} as const;
