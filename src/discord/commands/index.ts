import { lobbyButtons, showDiceButton } from '../components/table-buttons.js';
import type { ComponentHandler, SlashCommand } from '../handlers.js';
import { rollCommand } from './roll.js';
import { tableCommand } from './table.js';
import { verifyCommand } from './verify.js';

/** The commands every Croupier has, whatever games it runs. */
export const baseCommands: SlashCommand[] = [tableCommand, rollCommand, verifyCommand];

export const baseComponents: ComponentHandler[] = [...lobbyButtons, showDiceButton];
