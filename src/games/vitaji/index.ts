// Vitaji's module for the bot: ties its rules, words, table message, scoresheet picture and plays together, with command texts and seat limits.
import { defineGameModule } from '../../discord/kit/game-module.js';
import { vitaji } from './rules/game.js';
import { vitajiOddsLines } from './table/odds.js';
import { vitajiPicture } from './table/picture.js';
import { vitajiPlays } from './table/plays.js';
import { vitajiRenderer } from './table/render.js';
import { vitajiTerms } from './table/terms.js';
import { vitajiWords } from './words/index.js';

/** Vitaji as the bot runs it: rules, words, table message and plays. */
export const vitajiModule = defineGameModule({
  game: vitaji,
  words: vitajiWords,
  text: {
    name: 'vitaji-name',
    command: 'cmd-vitaji',
    open: 'vitaji-open-description',
    options: {
      preset: {
        description: 'cmd-vitaji-open-preset',
        choices: {
          casual: 'cmd-vitaji-open-preset-casual',
          standard: 'cmd-vitaji-open-preset-standard',
          super: 'cmd-vitaji-open-preset-super',
          championship: 'cmd-vitaji-open-preset-championship',
        },
      },
      sides: 'cmd-vitaji-open-sides',
      rounds: 'cmd-vitaji-open-rounds',
      rerolls: 'cmd-vitaji-open-rerolls',
      interval: 'cmd-vitaji-open-interval',
      ante: 'cmd-vitaji-open-ante',
      maximum: 'cmd-vitaji-open-maximum',
      first_round_betting: 'cmd-vitaji-open-first-round-betting',
      bonuses: 'cmd-vitaji-open-bonuses',
      teams: 'cmd-vitaji-open-teams',
    },
  },
  card: {
    pitch: 'vitaji-card-pitch',
    players: 'vitaji-card-players',
    stakes: 'vitaji-card-stakes',
    round: 'vitaji-card-round',
    winning: 'vitaji-card-winning',
    rules: ['vitaji-card-rule-drop', 'vitaji-card-rule-rerolls', 'vitaji-card-rule-maximum', 'vitaji-card-rule-bonuses'],
    page: 'rules/vitaji.md',
  },
  term: vitajiTerms,
  render: { ...vitajiRenderer, picture: vitajiPicture },
  // VJ-2 recommends 2–12 and allows more; a championship (VJ-1) of 150 players already rolls for days.
  seats: { players: 150, watchers: 200 },
  plays: vitajiPlays,
  odds: vitajiOddsLines,
});
