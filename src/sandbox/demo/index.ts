import type { GameModule } from '../../discord/game-module.js';
import { showdownButtons, showdownCommand, showdownRenderer } from './command.js';
import { showdown } from './showdown.js';

/** What the sandbox adds to the production bot: one demo game to try a whole table with. */
export const demoGame: GameModule = { game: showdown, command: showdownCommand, components: showdownButtons, renderer: showdownRenderer };
