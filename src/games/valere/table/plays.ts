// How Valere players play on Discord: `/valere` point die and betting commands, and the table message's matching menus and buttons.
import { z } from 'zod';
import { pickedNumber, pickedNumberText, playsFor } from '../../../discord/kit/game-module.js';
import { parseOptions } from '../../../discord/kit/player-error.js';
import { betAmount, pointDie, type ValereAction } from '../rules/options.js';
import type { ValereView } from '../rules/view.js';
import type { ValereKey } from '../words/index.js';
import { pointDieButton } from './hand.js';
import { valereControl } from './render.js';

const { command, plain, control, button, menu } = playsFor<ValereAction, ValereView, ValereKey>();

/** The point menu's pick: the face kept, and the round the menu was drawn for (its custom id's argument). */
const pickedPoint = z.object({ die: pickedNumber.pipe(pointDie), round: pickedNumber.pipe(z.number().int().min(1)) });

/** VA-2 point die, VA-6 betting: `/valere …`, and the table message's menus and buttons, each exactly its command. */
export const valerePlays = {
  commands: [
    command({
      sub: 'point',
      description: 'cmd-valere-point',
      options: { die: pointDie },
      optionTexts: { die: 'cmd-valere-point-die' },
      confirmKey: 'valere-done-point',
      toAction: ({ die }) => ({ kind: 'point', die }),
    }),
    command({
      sub: 'bet',
      description: 'cmd-valere-bet',
      options: { amount: betAmount },
      optionTexts: { amount: 'cmd-valere-bet-amount' },
      confirmKey: 'valere-done-bet',
      toAction: ({ amount }) => ({ kind: 'bet', amount }),
    }),
    plain({ kind: 'meet' }, 'cmd-valere-meet', 'valere-done-meet'),
    plain({ kind: 'drop' }, 'cmd-valere-drop', 'valere-done-drop'),
    plain({ kind: 'fold' }, 'cmd-valere-fold', 'valere-done-fold'),
  ],
  controls: [
    // Every player chooses at once: the menu works at any version; it names its round, never a die (VA-2).
    // A menu of an earlier round (its argument) is refused by the rules with the stale-button sentence.
    control({
      id: valereControl('point'),
      kind: 'menu',
      version: 'any',
      argument: pickedNumberText,
      toAction: ({ argument, values }) => ({ act: { kind: 'point', ...parseOptions(pickedPoint, { die: values[0], round: argument }) } }),
    }),
    menu(valereControl('bet'), pickedNumber.pipe(betAmount), (amount) => ({ kind: 'bet', amount })),
    button(valereControl('meet'), { kind: 'meet' }),
    button(valereControl('drop'), { kind: 'drop' }),
    button(valereControl('fold'), { kind: 'fold' }),
    pointDieButton,
  ],
};
