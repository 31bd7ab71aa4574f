// Eleven's module for the bot: ties its rules, words, table message and plays together, with its command and option texts and seat limits.
import { defineGameModule } from '../../discord/kit/game-module.js';
import { eleven } from './rules/game.js';
import { elevenOddsLines } from './table/odds.js';
import { elevenPlays } from './table/plays.js';
import { elevenRenderer } from './table/render.js';
import { elevenTerms } from './table/terms.js';
import { elevenWords } from './words/index.js';

/** Eleven as the bot runs it: rules, words, table message and plays. */
export const elevenModule = defineGameModule({
  game: eleven,
  words: elevenWords,
  text: {
    name: 'eleven-name',
    command: 'cmd-eleven',
    open: 'eleven-open-description',
    options: {
      order_roll: 'cmd-eleven-open-order-roll',
      multiplier: 'cmd-eleven-open-multiplier',
    },
  },
  card: {
    pitch: 'eleven-card-pitch',
    players: 'eleven-card-players',
    stakes: 'eleven-card-stakes',
    round: 'eleven-card-round',
    winning: 'eleven-card-winning',
    rules: ['eleven-card-rule-order', 'eleven-card-rule-multiplier', 'eleven-card-rule-leaving'],
    page: 'rules/eleven.md',
  },
  term: elevenTerms,
  render: elevenRenderer,
  // EL-1: a table of 6 or more plays as groups of 3 to 5, each in its own thread: ten groups at most.
  seats: { players: 50, watchers: 200 },
  plays: elevenPlays,
  odds: elevenOddsLines,
});
