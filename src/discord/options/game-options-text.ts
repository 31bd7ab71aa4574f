// Parses a game's options typed on one line (rounds=1 ante=10, or rounds:1), refusing any name the game does not have.
import type { AnyGameModule } from '../kit/game-module.js';
import { PlayerError } from '../kit/player-error.js';
import { optionKind, shapeOf } from './zod-options.js';

/** One option as typed: its name, then `=` or `:`, then its value (no spaces: options are separated by them). */
const PAIR = /^([a-z_]+)[=:](\S+)$/;

/**
 * A game's own options typed as one line, as `/tournament open options:`
 * and `/gm config set defaults:` take them: `rounds=1 ante=10` or
 * `rounds:1 ante:10`, either form, even mixed (issue 28: each command took
 * only one, and a moderator used to one was refused by the other). Each
 * value is read as the game's schema types it, for the schema to judge; a
 * name the game does not have is refused, not dropped: a typo would
 * otherwise play by other rules than the moderator meant.
 */
export function gameOptionsFromText(module: AnyGameModule, text: string): Record<string, string | number | boolean> {
  const shape = shapeOf(module.game.optionsSchema);
  const options: Record<string, string | number | boolean> = {};
  for (const part of text.split(/\s+/).filter((word) => word !== '')) {
    const match = PAIR.exec(part);
    if (!match) throw new PlayerError('game-options-form', { part: part.slice(0, 40) });
    const [, name = '', raw = ''] = match;
    const schema = shape[name];
    if (!schema) throw new PlayerError('game-options-unknown', { game: { game: module.game.id }, option: name, options: Object.keys(shape).join(', ') });
    const kind = optionKind(schema);
    // A number or a truth value that does not read as one stays as typed, for the schema's own refusal.
    options[name] =
      kind === 'number' && !Number.isNaN(Number(raw)) ? Number(raw) : kind === 'boolean' && (raw === 'true' || raw === 'false') ? raw === 'true' : raw;
  }
  return options;
}
