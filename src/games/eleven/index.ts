import { defineGameModule } from '../../discord/game-module.js';
import { eleven } from './game.js';
import { elevenPlays } from './plays.js';
import { elevenRenderer } from './render.js';
import { elevenWords } from './words.js';

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
  render: elevenRenderer,
  // EL-1: 3 to 5 at one table (the rules' maxPlayers); groups of 6 or more are not built yet.
  seats: { players: 5, watchers: 200 },
  plays: elevenPlays,
});
