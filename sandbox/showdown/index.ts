// Showdown as the sandbox runs it: the worked example of a game folder (docs/ADDING-A-GAME.md).
import { defineGameModule } from '../../src/discord/kit/game-module.js';
import { optionTerms } from '../../src/discord/kit/option-terms.js';
import { showdown } from './rules/game.js';
import type { ShowdownOptions } from './rules/options.js';
import { showdownPlays } from './table/plays.js';
import { showdownRenderer } from './table/render.js';
import { showdownWords } from './words/index.js';

/**
 * Its rules (rules/, pure), its table message and plays (table/, built from
 * discord/kit), its words (words/, English and Romanian), put together with
 * defineGameModule. The sandbox lists it beside the registry's games; the
 * production bot never loads it.
 */
export const showdownModule = defineGameModule({
  game: showdown,
  words: showdownWords,
  text: { name: 'showdown-name', command: 'cmd-showdown', open: 'showdown-open-description', options: {} },
  // The demo game has no rules page: its card is the whole of its rules.
  card: {
    pitch: 'showdown-card-pitch',
    players: 'showdown-card-players',
    stakes: 'showdown-card-stakes',
    round: 'showdown-card-round',
    winning: 'showdown-card-winning',
    rules: [],
  },
  // Showdown has only the options every game shares, which the core words itself: no phrase of its own to give.
  term: optionTerms<ShowdownOptions>({}),
  render: showdownRenderer,
  seats: { players: 4, watchers: 200 },
  plays: showdownPlays,
});
