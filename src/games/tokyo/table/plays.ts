// How the Tokyo cup holder plays on Discord: `/tokyo announce`, roll, doubt, raise and accept, and the table message's matching menus and buttons.
import { pickedNumber, playsFor } from '../../../discord/kit/game-module.js';
import { type TokyoAction, tokyoValue } from '../rules/options.js';
import type { TokyoView } from '../rules/view.js';
import type { TokyoKey } from '../words/index.js';
import { tokyoControl } from './render.js';

const { command, plain, button, menu } = playsFor<TokyoAction, TokyoView, TokyoKey>();

/** An announcement, after a roll or blind (TK-3, TK-4c): `/tokyo <kind> value`, or the menu of values that may be announced. */
function announcing(kind: 'announce' | 'raise', description: TokyoKey, value: TokyoKey, confirmKey: TokyoKey) {
  return {
    command: command({
      sub: kind,
      description,
      options: { value: tokyoValue },
      optionTexts: { value },
      confirmKey,
      toAction: (options) => ({ kind, ...options }),
    }),
    menu: menu(tokyoControl(kind), pickedNumber.pipe(tokyoValue), (chosen) => ({ kind, value: chosen })),
  };
}

const announce = announcing('announce', 'cmd-tokyo-announce', 'cmd-tokyo-announce-value', 'tokyo-done-announce');
const raise = announcing('raise', 'cmd-tokyo-raise', 'cmd-tokyo-raise-value', 'tokyo-done-raise');

/** The cup holder's choices (TK-3 … TK-6): `/tokyo …`, and the table message's menus and buttons, each exactly its command. */
export const tokyoPlays = {
  commands: [
    announce.command,
    plain({ kind: 'roll' }, 'cmd-tokyo-roll', 'tokyo-done-roll'),
    plain({ kind: 'doubt' }, 'cmd-tokyo-doubt', 'tokyo-done-doubt'),
    raise.command,
    plain({ kind: 'accept' }, 'cmd-tokyo-accept', 'tokyo-done-accept'),
  ],
  controls: [
    announce.menu,
    raise.menu,
    button(tokyoControl('roll'), { kind: 'roll' }),
    button(tokyoControl('doubt'), { kind: 'doubt' }),
    button(tokyoControl('accept'), { kind: 'accept' }),
  ],
};
