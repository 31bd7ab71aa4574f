// How Vitaji players play on Discord: `/vitaji` bet, meet, drop, reroll, pass (for a turn or the round) and bonus, and the table message's matching menu and buttons.
import { pickedNumber, playsFor } from '../../../discord/kit/game-module.js';
import { parseOptions } from '../../../discord/kit/player-error.js';
import { betAmount, bonusChoice, type VitajiAction } from '../rules/options.js';
import type { VitajiView } from '../rules/view.js';
import type { VitajiKey } from '../words/index.js';
import { vitajiControl } from './render.js';

const { command, plain, control, button, menu } = playsFor<VitajiAction, VitajiView, VitajiKey>();

/** Betting (VJ-3, VJ-4), rolling (VJ-6) and a triple's bonus (VJ-8): `/vitaji …`, and the table message's menu and buttons, each exactly its command. */
export const vitajiPlays = {
  commands: [
    command({
      sub: 'bet',
      description: 'cmd-vitaji-bet',
      options: { amount: betAmount },
      optionTexts: { amount: 'cmd-vitaji-bet-amount' },
      confirmKey: 'vitaji-done-bet',
      toAction: ({ amount }) => ({ kind: 'bet', amount }),
    }),
    plain({ kind: 'meet' }, 'cmd-vitaji-meet', 'vitaji-done-meet'),
    plain({ kind: 'drop' }, 'cmd-vitaji-drop', 'vitaji-done-drop'),
    plain({ kind: 'reroll' }, 'cmd-vitaji-reroll', 'vitaji-done-reroll'),
    plain({ kind: 'pass' }, 'cmd-vitaji-pass', 'vitaji-done-pass'),
    plain({ kind: 'stand' }, 'cmd-vitaji-stand', 'vitaji-done-stand'),
    command({
      sub: 'bonus',
      description: 'cmd-vitaji-bonus',
      options: { choice: bonusChoice },
      optionTexts: {
        choice: {
          description: 'cmd-vitaji-bonus-choice',
          choices: { add: 'cmd-vitaji-bonus-choice-add', double: 'cmd-vitaji-bonus-choice-double', reroll: 'cmd-vitaji-bonus-choice-reroll' },
        },
      },
      confirmKey: 'vitaji-done-bonus',
      toAction: ({ choice }) => ({ kind: 'bonus', choice }),
    }),
  ],
  controls: [
    menu(vitajiControl('bet'), pickedNumber.pipe(betAmount), (amount) => ({ kind: 'bet', amount })),
    button(vitajiControl('meet'), { kind: 'meet' }),
    button(vitajiControl('drop'), { kind: 'drop' }),
    button(vitajiControl('reroll'), { kind: 'reroll' }),
    button(vitajiControl('pass'), { kind: 'pass' }),
    button(vitajiControl('stand'), { kind: 'stand' }),
    // The bonus buttons carry their choice in the custom id; several players may owe one at once, so they work at any version (render.ts).
    control({
      id: vitajiControl('bonus'),
      kind: 'button',
      version: 'any',
      // Every bonus button draws one of the three choices, and all three are drawn whenever one is (render.ts).
      argument: bonusChoice,
      toAction: ({ argument }) => ({ act: { kind: 'bonus', choice: parseOptions(bonusChoice, argument) } }),
    }),
  ],
};
