// Showdown's plays: `/showdown show` and the Show button, each exactly the other.
import { playsFor } from '../../../src/discord/kit/game-module.js';
import type { ShowdownAction } from '../rules/options.js';
import type { ShowdownView } from '../rules/view.js';
import type { ShowdownKey } from '../words/index.js';
import { showdownControl } from './render.js';

const { plain, button } = playsFor<ShowdownAction, ShowdownView, ShowdownKey>();

export const showdownPlays = {
  commands: [plain({ kind: 'show' }, 'cmd-showdown-show', 'showdown-shown')],
  controls: [button(showdownControl('show'), { kind: 'show' })],
};
