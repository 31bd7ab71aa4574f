import type { ComponentHandler, SlashCommand } from '../handlers.js';

/** Each game's `/<game>` command (open and its actions) and its buttons; the game issues fill these. */
export const gameCommands: SlashCommand[] = [];
export const gameComponents: ComponentHandler[] = [];
