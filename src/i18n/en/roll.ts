import type { NotationErrorCode } from '../../dice/notation.js';

/** RL-1 refusals for `/roll`; placeholders match the params parseNotation emits. */
export const rollMessages = {
  'roll-empty': 'There is nothing to roll; give dice notation such as `2d20+3`.',
  'roll-syntax':
    'I could not read the dice near `{near}`; write notation like `5d6`, `2d20+3`, `4d6kh3` or `d100`.',
  'roll-too-many-dice': 'That is {count} dice; a roll may have at most {max}.',
  'roll-sides-out-of-range': 'A die cannot have {sides} sides; dice may have from {min} to {max} sides.',
  'roll-zero-dice': 'Each dice term needs at least one die, so a term like `0d6` is not allowed.',
  'roll-keep-out-of-range': 'You cannot keep {keep} of {dice} dice; keep at least 1 and at most {dice}.',
  'roll-too-many-terms': 'That roll has too many parts; use at most {max} dice terms and modifiers.',
  'roll-too-long': 'That notation is too long; keep it to {max} characters or fewer.',
  'roll-modifier-too-large': 'That modifier is too large; modifiers may be at most {max}.',
} as const satisfies Record<NotationErrorCode, string>;
