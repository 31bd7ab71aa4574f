import type { ComponentHandler, SlashCommand } from '../handlers.js';
import { liarsCommand, liarsComponents } from './liars.js';

/** Each game's `/<game>` command (open and its actions) and its buttons. */
export const gameCommands: SlashCommand[] = [liarsCommand];
export const gameComponents: ComponentHandler[] = [...liarsComponents];
