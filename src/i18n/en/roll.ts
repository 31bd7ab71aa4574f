// The English /roll sentences: refusals for bad dice notation, each naming the part it could not take, and what a public, hidden or GM roll shows once rolled.
import type { NotationErrorCode } from '../../engine/dice/notation.js';

/** RL-1 refusals for `/roll`; placeholders match the params parseNotation emits. */
export const rollMessages = {
  'roll-empty': 'There is nothing to roll; give dice notation such as `2d20+3`.',
  'roll-syntax':
    'I could not read the dice near `{near}`; write notation like `5d6`, `2d20+3`, `4d6kh3`, `d100`, `3d6e6`, `4d6r2`, `6d10t7`, `4d6dl1`, `6 4d6` or `d20 ! attack`.',
  'roll-too-many-dice': 'That is {count} dice; a roll may have at most {max}.',
  'roll-sides-out-of-range': 'A die cannot have {sides} sides; dice may have from {min} to {max} sides.',
  'roll-zero-dice': 'Each dice term needs at least one die, so a term like `0d6` is not allowed.',
  'roll-keep-out-of-range': 'You cannot keep {keep} of {dice} dice; keep at least 1 and at most {dice}.',
  'roll-drop-out-of-range': 'You cannot drop {drop} of {dice} dice; drop at least 1 and fewer than {dice}.',
  'roll-keep-and-drop': 'Dice take either keep or drop, not both: `{keep}` and `{drop}`; choose one.',
  'roll-modifier-twice': '`{part}` repeats `{first}` on the same dice; give explode, reroll, keep, drop, `t` and `f` once each.',
  'roll-explode-out-of-range': 'A d{sides} cannot explode as `{part}` asks; explode on a number from 2 to {sides} (`e` alone means {sides}).',
  'roll-reroll-out-of-range': 'A d{sides} cannot be rerolled as `{part}` asks; reroll dice showing at most a number from 1 to {max}.',
  'roll-target-out-of-range': '`{part}` is not a face of a d{sides}; successes (`t`) and failures (`f`) take a number from 1 to {sides}.',
  'roll-failure-not-below-target': 'A die cannot be both a success and a failure: `{failure}` must be below `{target}`.',
  'roll-successes-and-sums': 'A roll either counts successes or adds dice up: `{counting}` counts successes and `{summing}` adds up; roll them separately.',
  'roll-sets-out-of-range': 'You cannot roll {sets} sets; roll from 1 to {max} sets, such as `6 4d6`.',
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
  // Pieces of a result line (discord/render/roll.ts): the dice themselves are marks, not words.
  'roll-successes#one': '{count} success',
  'roll-successes#other': '{count} successes',
  'roll-sets#one': '{count} set of {roll}:',
  'roll-sets#other': '{count} sets of {roll}:',
  'roll-set': 'Set {number}: {result}',
  'roll-capped': '(explosions and rerolls stopped at {max} extra dice)',
  'roll-not-listed#one': '({count} die: too many to list here)',
  'roll-not-listed#other': '({count} dice: too many to list here)',
} as const;
