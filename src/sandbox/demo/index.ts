import { showdownButtons, showdownCommand } from './command.js';
import { showdown } from './showdown.js';

/** What the sandbox adds to the production bot: one demo game to try a whole table with. */
export const demoGame = { games: [showdown], gameCommands: [showdownCommand], gameComponents: showdownButtons };
