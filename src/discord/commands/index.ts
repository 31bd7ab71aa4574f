import { lobbyButtons, showDiceButton } from '../components/table-buttons.js';
import type { ComponentHandler, SlashCommand } from '../handlers.js';
import { gmCommand } from './gm.js';
import { rollCommand } from './roll.js';
import { tableCommand } from './table.js';
import { verifyCommand } from './verify.js';
import { walletCommand } from './wallet.js';

/** The commands every Croupier has, whatever games it runs. */
export const baseCommands: SlashCommand[] = [tableCommand, rollCommand, verifyCommand, walletCommand, gmCommand];

export const baseComponents: ComponentHandler[] = [...lobbyButtons, showDiceButton];
