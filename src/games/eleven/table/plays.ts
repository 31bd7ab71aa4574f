// How Eleven players pick on Discord: the `/eleven pick` command and the table message's pick menu, both making the same move (EL-3).
import { pickedNumber, playsFor } from '../../../discord/kit/game-module.js';
import { type ElevenAction, targetNumber } from '../rules/options.js';
import type { ElevenView } from '../rules/view.js';
import type { ElevenKey } from '../words/index.js';
import { elevenControl } from './render.js';

const { command, menu } = playsFor<ElevenAction, ElevenView, ElevenKey>();

/** EL-3: `/eleven pick number:N` and the table message's pick menu, each exactly the other. */
export const elevenPlays = {
  commands: [
    command({
      sub: 'pick',
      description: 'cmd-eleven-pick',
      options: { number: targetNumber },
      optionTexts: { number: 'cmd-eleven-pick-number' },
      confirmKey: 'eleven-done-pick',
      toAction: ({ number }) => ({ kind: 'pick', number }),
    }),
  ],
  controls: [menu(elevenControl('pick'), pickedNumber.pipe(targetNumber), (number) => ({ kind: 'pick', number }))],
};
