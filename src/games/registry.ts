import type { AnyGame } from './contract.js';
import { liars } from './liars/index.js';
import { tokyo } from './tokyo/index.js';
import { vitaji } from './vitaji/index.js';

/**
 * The games the bot runs. Each game issue adds its module here and its
 * `/<game>` command in src/discord/commands/games.ts.
 */
export const games: AnyGame[] = [liars, tokyo, vitaji];
