// The list of games the bot runs (Liar's Dice, Tokyo, Vitaji, Valere, Eleven): adding a game means adding its module here.
import { elevenModule } from './eleven/index.js';
import { liarsModule } from './liars/index.js';
import { tokyoModule } from './tokyo/index.js';
import { valereModule } from './valere/index.js';
import { vitajiModule } from './vitaji/index.js';

/**
 * The games the production bot runs. A new game is its own folder under
 * src/games/ (rules, table, words in English and Romanian) and one line
 * here (docs/ADDING-A-GAME.md); nothing else lists it.
 */
export const gameModules = [liarsModule, tokyoModule, vitajiModule, valereModule, elevenModule];
