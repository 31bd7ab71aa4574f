import type { ComponentHandler, SlashCommand } from '../handlers.js';
import { liarsCommand, liarsComponents } from './liars.js';
import { tokyoCommand, tokyoComponents } from './tokyo.js';
import { vitajiCommand, vitajiComponents } from './vitaji.js';

/** Each game's `/<game>` command (open and its actions) and its buttons. */
export const gameCommands: SlashCommand[] = [liarsCommand, tokyoCommand, vitajiCommand];
export const gameComponents: ComponentHandler[] = [...liarsComponents, ...tokyoComponents, ...vitajiComponents];
