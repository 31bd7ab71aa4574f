// The Romanian /roll sentences: refusals for bad dice notation, and what a public, hidden or GM roll shows once rolled.
import type { NotationErrorCode } from '../../engine/dice/notation.js';

/** Refuzurile RL-1 pentru `/roll`; parametrii sunt cei pe care îi dă parseNotation. */
export const rollMessagesRo = {
  'roll-empty': 'Nu am ce arunca; scrie zarurile în notație, de exemplu `2d20+3`.',
  'roll-syntax': 'Nu am putut citi zarurile în jurul lui `{near}`; scrie notația ca `5d6`, `2d20+3`, `4d6kh3` sau `d100`.',
  'roll-too-many-dice': 'Ai cerut prea multe zaruri ({count}); o aruncare poate avea cel mult {max}.',
  'roll-sides-out-of-range': 'Numărul de fețe ale unui zar nu poate fi {sides}; trebuie să fie între {min} și {max}.',
  'roll-zero-dice': 'Fiecare termen cu zaruri are nevoie de cel puțin un zar, așa că un termen ca `0d6` nu e permis.',
  'roll-keep-out-of-range': 'Nu poți păstra {keep} din {dice}; păstrează cel puțin un zar și cel mult {dice}.',
  'roll-too-many-terms': 'Aruncarea are prea multe părți: termenii cu zaruri și modificatorii pot fi cel mult {max} la un loc.',
  'roll-too-long': 'Notația e prea lungă; numărul maxim de caractere este {max}.',
  'roll-modifier-too-large': 'Modificatorul e prea mare; un modificator poate fi cel mult {max}.',
  'roll-no-dice': 'Aruncarea nu conține niciun zar; pune cel puțin unul, de exemplu `d20+3`.',
} as const satisfies Record<NotationErrorCode, string>;

/** Ce arată `/roll` după ce au căzut zarurile. */
export const rollResultMessagesRo = {
  'roll-public': '🎲 {member} a aruncat {result}',
  'roll-hidden-result': '🎲 Doar tu vezi asta: {result} — angajament `{code}`, salt `{salt}`. Mai târziu o poți arăta tuturor cu /verify code:{code}.',
  'roll-gm-result': '🎲 Doar tu și {gm} vedeți asta: {result} — angajament `{code}`, salt `{salt}`.',
  'roll-gm-committed': '🔒 {member} a aruncat {label} pentru {gm} — angajament `{code}`.',
  'roll-gm-missing': 'Cu mode gm, alege în opțiunea gm membrul care vede aruncarea.',
  'roll-gm-without-mode': 'Opțiunea gm merge doar cu mode gm; las-o deoparte sau alege mode gm.',
  'roll-gm-is-bot': 'Un bot nu poate fi GM-ul tău; alege un membru în opțiunea gm.',
} as const;
