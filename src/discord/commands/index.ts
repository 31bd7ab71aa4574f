import { lobbyButtons, showDiceButton } from '../components/table-buttons.js';
import type { ComponentHandler, SlashCommand } from '../runtime/handlers.js';
import { rollCommand } from './roll.js';
import { tableCommand } from './table.js';
import { verifyCommand } from './verify.js';
import { walletCommand } from './wallet.js';

/** The commands every Croupier has, whatever games it runs (and /gm, which names them: gm.ts). */
export const baseCommands: SlashCommand[] = [tableCommand, rollCommand, verifyCommand, walletCommand];

export const baseComponents: ComponentHandler[] = [...lobbyButtons, showDiceButton];
