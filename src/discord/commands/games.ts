import { liars } from '../../games/liars/index.js';
import { tokyo } from '../../games/tokyo/index.js';
import { vitaji } from '../../games/vitaji/index.js';
import type { GameModule } from '../game-module.js';
import { liarsRenderer } from '../render/liars.js';
import { tokyoRenderer } from '../render/tokyo.js';
import { vitajiRenderer } from '../render/vitaji.js';
import { liarsCommand, liarsComponents } from './liars.js';
import { tokyoCommand, tokyoComponents } from './tokyo.js';
import { vitajiCommand, vitajiComponents } from './vitaji.js';

/** The games the bot runs: a new game is one more entry here, nothing else to register. */
export const gameModules: GameModule[] = [
  { game: liars, command: liarsCommand, components: liarsComponents, renderer: liarsRenderer },
  { game: tokyo, command: tokyoCommand, components: tokyoComponents, renderer: tokyoRenderer },
  { game: vitaji, command: vitajiCommand, components: vitajiComponents, renderer: vitajiRenderer },
];
