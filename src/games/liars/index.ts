// Liar's Dice's module for the bot: ties its rules, words, table message, reveal picture and plays together, with command texts and seat limits.
import { defineGameModule } from '../../discord/kit/game-module.js';
import { liars } from './rules/game.js';
import { liarsOddsLines } from './table/odds.js';
import { liarsPicture } from './table/picture.js';
import { liarsPlays } from './table/plays.js';
import { liarsRenderer } from './table/render.js';
import { liarsTerms } from './table/terms.js';
import { liarsWords } from './words/index.js';

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
  card: {
    pitch: 'liars-card-pitch',
    players: 'liars-card-players',
    stakes: 'liars-card-stakes',
    round: 'liars-card-round',
    winning: 'liars-card-winning',
    rules: ['liars-card-rule-correct', 'liars-card-rule-spot-on', 'liars-card-rule-lie', 'liars-card-rule-wild-ones', 'liars-card-rule-leaving'],
    page: 'rules/liars-dice.md',
  },
  term: liarsTerms,
  render: { ...liarsRenderer, picture: liarsPicture },
  // LD-1 sets no upper limit. Every round deals each player a hidden hand by DM (LD-4): at 150 that is some 3 s of
  // Discord's 50 requests a second per round, and a round of calls among 150 is as long as anyone will sit through.
  seats: { players: 150, watchers: 200 },
  plays: liarsPlays,
  odds: liarsOddsLines,
});
