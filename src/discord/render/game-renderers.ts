import type { ActionRowBuilder, APIEmbedField, ButtonBuilder, StringSelectMenuBuilder } from 'discord.js';
import type { PublicGameEvent } from '../../games/contract.js';
import type { LoggedAction, PublicTable } from '../../tables/service.js';

export interface SheetNames {
  inText: (userId: string) => string;
  plain: (userId: string) => string;
}

export interface Scoresheet {
  text: string;
  files?: { name: string; content: string }[];
}

/**
 * How one game draws its part of the table message. It sees the public
 * view only (the table carries no state), so it cannot show a hidden die.
 */
export interface GameRenderer {
  /** Embed fields for the running game: roster details, the standing bid … */
  fields(table: PublicTable): APIEmbedField[];
  /** Buttons and selects for what can be done now (at most 4 rows: the table adds none in play). */
  components(table: PublicTable): ActionRowBuilder<ButtonBuilder | StringSelectMenuBuilder>[];
  /** A game event as a channel sentence, or null when the table message says enough. */
  announce(event: PublicGameEvent, table: PublicTable): string | null;
  /** One sentence for several of an action's events together (a round's opening rolls), said where the first of them stands. */
  announceAll?(events: readonly PublicGameEvent[], table: PublicTable): { line: string; at: PublicGameEvent } | null;
  /**
   * `/table scoresheet`: the game's own sheet from the table and its public
   * action log — text, and any files to attach (a CSV). `names.inText` writes
   * a member in a message (a mention), `names.plain` in a code block or file.
   */
  scoresheet?(table: PublicTable, log: readonly LoggedAction[], names: SheetNames): Scoresheet;
}

const renderers = new Map<string, GameRenderer>();

export function registerRenderer(gameId: string, renderer: GameRenderer): void {
  renderers.set(gameId, renderer);
}

export function rendererFor(gameId: string): GameRenderer | null {
  return renderers.get(gameId) ?? null;
}
