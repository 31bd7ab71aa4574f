// The games this bot runs, looked up by id, with every game's and the core's sentences merged; owned by the bot rather than a global.
import { type Catalog, extend } from '../../i18n/catalog.js';
import { english, t } from '../../i18n/index.js';
import type { AnyGameModule } from '../kit/game-module.js';

/**
 * The games this bot runs, by id: each one's rules, words, renderer and
 * plays. Owned by the bot (no module-level registry), so two bots in one
 * process (a test and a restart) never share one.
 */
export class InstalledGames {
  private readonly byId: ReadonlyMap<string, AnyGameModule>;
  /** Every sentence of every game and of the core, for what arrives by key (a refusal from a game's rules). */
  readonly words: Catalog<string>;

  constructor(readonly modules: readonly AnyGameModule[]) {
    this.byId = new Map(modules.map((module) => [module.game.id, module]));
    if (this.byId.size !== modules.length) throw new Error('two games share an id');
    let words: Catalog<string> = english;
    for (const module of modules) words = extend(words, module.words.messages, module.words.translations);
    this.words = words;
  }

  /** The game of a table; a table of a game this bot does not run is a program error. */
  module(gameId: string): AnyGameModule {
    const module = this.byId.get(gameId);
    if (!module) throw new Error(`no game ${gameId} is installed`);
    return module;
  }

  name(gameId: string): string {
    const module = this.module(gameId);
    return module.words.t(module.text.name);
  }

  /** What a table is called where players read it: its game, and which group it is of a table split into groups (EL-1). */
  tableName(table: { game: string; group: { number: number } | null }): string {
    const game = this.name(table.game);
    return table.group ? t('table-group-name', { game, number: table.group.number }) : game;
  }
}
