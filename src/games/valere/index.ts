// Valere's module for the bot: ties its rules, words, table message, reveal picture and plays together, with command texts and seat limits.
import { defineGameModule } from '../../discord/kit/game-module.js';
import { valere } from './rules/game.js';
import { valereOddsLines } from './table/odds.js';
import { valerePicture } from './table/picture.js';
import { valerePlays } from './table/plays.js';
import { valereRenderer } from './table/render.js';
import { valereTerms } from './table/terms.js';
import { valereWords } from './words/index.js';

/** Valere as the bot runs it: rules, words, table message and plays. */
export const valereModule = defineGameModule({
  game: valere,
  words: valereWords,
  text: {
    name: 'valere-name',
    command: 'cmd-valere',
    open: 'valere-open-description',
    options: {
      target: 'cmd-valere-open-target',
      wagering: {
        description: 'cmd-valere-open-wagering',
        choices: {
          none: 'cmd-valere-open-wagering-none',
          ante: 'cmd-valere-open-wagering-ante',
          rounds: 'cmd-valere-open-wagering-rounds',
          'side-bets': 'cmd-valere-open-wagering-side-bets',
        },
      },
      interval: 'cmd-valere-open-interval',
      ante: 'cmd-valere-open-ante',
      maximum: 'cmd-valere-open-maximum',
    },
  },
  card: {
    pitch: 'valere-card-pitch',
    players: 'valere-card-players',
    stakes: 'valere-card-stakes',
    round: 'valere-card-round',
    winning: 'valere-card-winning',
    rules: ['valere-card-rule-tie', 'valere-card-rule-drop', 'valere-card-rule-fold'],
    page: 'rules/valere.md',
  },
  term: valereTerms,
  render: { ...valereRenderer, picture: valerePicture },
  // VA-1 recommends 2–8; every round deals each player a hidden hand by DM.
  seats: { players: 50, watchers: 200 },
  plays: valerePlays,
  odds: valereOddsLines,
});
