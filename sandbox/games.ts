// The games the sandbox runs: the registry's, and Showdown beside them unless the registry already installs it.
import type { AnyGameModule } from '../src/discord/kit/game-module.js';
import { gameModules } from '../src/games/index.js';
import { showdownModule } from './showdown/index.js';

/** Production's games and the demo game; once Showdown is installed (docs/ADDING-A-GAME.md), the registry's is the one run. */
export const sandboxGames: readonly AnyGameModule[] = gameModules.some((module) => module.game.id === showdownModule.game.id)
  ? gameModules
  : [...gameModules, showdownModule];
