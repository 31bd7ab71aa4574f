import { playsFor } from '../../discord/game-module.js';
import { type TokyoAction, tokyoValue } from './options.js';
import { TOKYO_CONTROLS } from './render.js';
import type { TokyoView } from './view.js';
import type { TokyoKey } from './words.js';

const { command, plain, button, menu } = playsFor<TokyoAction, TokyoView, TokyoKey>();

/** The cup holder's choices (TK-3 … TK-6): `/tokyo …`, and the table message's menus and buttons, each exactly its command. */
export const tokyoPlays = {
  commands: [
    command({
      sub: 'announce',
      description: 'cmd-tokyo-announce',
      options: { value: tokyoValue },
      optionTexts: { value: 'cmd-tokyo-announce-value' },
      confirmKey: 'tokyo-done-announce',
      toAction: ({ value }) => ({ kind: 'announce', value }),
    }),
    plain({ kind: 'roll' }, 'cmd-tokyo-roll', 'tokyo-done-roll'),
    plain({ kind: 'doubt' }, 'cmd-tokyo-doubt', 'tokyo-done-doubt'),
    command({
      sub: 'raise',
      description: 'cmd-tokyo-raise',
      options: { value: tokyoValue },
      optionTexts: { value: 'cmd-tokyo-raise-value' },
      confirmKey: 'tokyo-done-raise',
      toAction: ({ value }) => ({ kind: 'raise', value }),
    }),
    plain({ kind: 'accept' }, 'cmd-tokyo-accept', 'tokyo-done-accept'),
  ],
  controls: [
    menu(TOKYO_CONTROLS.announce, (value) => ({ kind: 'announce', value: Number(value) })),
    menu(TOKYO_CONTROLS.raise, (value) => ({ kind: 'raise', value: Number(value) })),
    button(TOKYO_CONTROLS.roll, { kind: 'roll' }),
    button(TOKYO_CONTROLS.doubt, { kind: 'doubt' }),
    button(TOKYO_CONTROLS.accept, { kind: 'accept' }),
  ],
};
