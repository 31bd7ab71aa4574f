// The Romanian /roll sentences: refusals for bad dice notation, each naming the part it could not take, and what a public, hidden or GM roll shows once rolled.
import type { NotationErrorCode } from '../../engine/dice/notation.js';

/** Refuzurile RL-1 pentru `/roll`; parametrii sunt cei pe care îi dă parseNotation. */
export const rollMessagesRo = {
  'roll-empty': 'Nu am ce arunca; scrie zarurile în notație, de exemplu `2d20+3`.',
  'roll-syntax':
    'Nu am putut citi zarurile în jurul lui `{near}`; scrie notația ca `5d6`, `2d20+3`, `4d6kh3`, `d100`, `3d6e6`, `4d6r2`, `6d10t7`, `4d6dl1`, `6 4d6` sau `d20 ! atac`.',
  'roll-too-many-dice': 'Ai cerut prea multe zaruri ({count}); o aruncare poate avea cel mult {max}.',
  'roll-sides-out-of-range': 'Numărul de fețe ale unui zar nu poate fi {sides}; trebuie să fie între {min} și {max}.',
  'roll-zero-dice': 'Fiecare termen cu zaruri are nevoie de cel puțin un zar, așa că un termen ca `0d6` nu e permis.',
  'roll-keep-out-of-range': 'Nu poți păstra {keep} din {dice}; păstrează cel puțin un zar și cel mult {dice}.',
  'roll-drop-out-of-range': 'Nu poți lăsa deoparte {drop} din {dice}; lasă deoparte cel puțin un zar și mai puțin de {dice}.',
  'roll-keep-and-drop': 'Zarurile se pot păstra sau lăsa deoparte, nu amândouă: `{keep}` și `{drop}`; alege una.',
  'roll-modifier-twice': '`{part}` repetă `{first}` la aceleași zaruri; explozia, rearuncarea, păstrarea, lăsarea deoparte, `t` și `f` se dau o singură dată.',
  'roll-explode-out-of-range': 'Un d{sides} nu poate exploda cum cere `{part}`; explozia ia un număr de la 2 la {sides} (`e` singur înseamnă {sides}).',
  'roll-reroll-out-of-range': 'Un d{sides} nu se poate rearunca cum cere `{part}`; rearuncă zarurile care arată cel mult un număr de la 1 la {max}.',
  'roll-target-out-of-range': '`{part}` nu e o față a unui d{sides}; reușitele (`t`) și eșecurile (`f`) iau un număr de la 1 la {sides}.',
  'roll-failure-not-below-target': 'Un zar nu poate fi și reușită, și eșec: `{failure}` trebuie să fie sub `{target}`.',
  'roll-successes-and-sums': 'O aruncare fie numără reușite, fie adună zarurile: `{counting}` numără reușite, iar `{summing}` adună; aruncă-le separat.',
  'roll-sets-out-of-range': 'Nu poți arunca {sets} seturi; aruncă între 1 și {max} seturi, de exemplu `6 4d6`.',
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
  // Bucăți din rândul rezultatului (discord/render/roll.ts): zarurile înseși sunt semne, nu cuvinte.
  'roll-successes#one': '{count} reușită',
  'roll-successes#few': '{count} reușite',
  'roll-successes#other': '{count} de reușite',
  'roll-sets#one': '{count} set de {roll}:',
  'roll-sets#few': '{count} seturi de {roll}:',
  'roll-sets#other': '{count} de seturi de {roll}:',
  'roll-set': 'Setul {number}: {result}',
  'roll-capped': '(exploziile și rearuncările s-au oprit la {max} zaruri în plus)',
  'roll-not-listed#one': '({count} zar: prea multe ca să le înșir aici)',
  'roll-not-listed#few': '({count} zaruri: prea multe ca să le înșir aici)',
  'roll-not-listed#other': '({count} de zaruri: prea multe ca să le înșir aici)',
} as const;
