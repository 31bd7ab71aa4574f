import { defineGameModule } from '../../discord/game-module.js';
import { liars } from './game.js';
import { liarsPlays } from './plays.js';
import { liarsRenderer } from './render.js';
import { liarsWords } from './words.js';

/** Liar's Dice as the bot runs it: rules, words, table message and plays. */
export const liarsModule = defineGameModule({
  game: liars,
  words: liarsWords,
  text: {
    name: 'liars-name',
    command: 'cmd-liars',
    open: 'liars-open-description',
    options: {
      dice: 'cmd-liars-open-dice',
      spot_on: {
        description: 'cmd-liars-open-spot-on',
        choices: { everyone: 'cmd-liars-open-spot-on-everyone', 'caller-two': 'cmd-liars-open-spot-on-caller-two' },
      },
      wild_ones: 'cmd-liars-open-wild-ones',
      call_window: 'cmd-liars-open-call-window',
    },
  },
  render: liarsRenderer,
  plays: liarsPlays,
});
