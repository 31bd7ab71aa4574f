import type { AnyGame } from '../games/contract.js';
import type { ComponentHandler, SlashCommand } from './handlers.js';
import type { GameRenderer } from './render/game-renderers.js';

/** Everything one game brings to the bot: its rules, its `/<game>` command, its buttons and how it is drawn. */
export interface GameModule {
  game: AnyGame;
  command: SlashCommand;
  components: readonly ComponentHandler[];
  renderer: GameRenderer;
}
