// Tokyo's module for the bot: ties its rules, words, table message, doubt picture and plays together, with command texts and seat limits.
import { defineGameModule } from '../../discord/kit/game-module.js';
import { tokyo } from './rules/game.js';
import { tokyoOddsLines } from './table/odds.js';
import { tokyoPicture } from './table/picture.js';
import { tokyoPlays } from './table/plays.js';
import { tokyoRenderer } from './table/render.js';
import { tokyoTerms } from './table/terms.js';
import { tokyoWords } from './words/index.js';

/** Tokyo ("21 Bluff") as the bot runs it: rules, words, table message and plays. */
export const tokyoModule = defineGameModule({
  game: tokyo,
  words: tokyoWords,
  text: {
    name: 'tokyo-name',
    command: 'cmd-tokyo',
    open: 'tokyo-open-description',
    options: {
      lives: 'cmd-tokyo-open-lives',
      variant: 'cmd-tokyo-open-variant',
      preset: { description: 'cmd-tokyo-open-preset', choices: { beghel: 'cmd-tokyo-open-preset-beghel' } },
    },
  },
  card: {
    pitch: 'tokyo-card-pitch',
    players: 'tokyo-card-players',
    stakes: 'tokyo-card-stakes',
    round: 'tokyo-card-round',
    winning: 'tokyo-card-winning',
    rules: ['tokyo-card-rule-doubt', 'tokyo-card-rule-tokyo', 'tokyo-card-rule-variants', 'tokyo-card-rule-leaving'],
    page: 'rules/tokyo.md',
  },
  term: tokyoTerms,
  render: { ...tokyoRenderer, picture: tokyoPicture },
  // TK-2 sets no upper limit; one cup goes round the table (TK-3), so 150 players with their lives make a game of days.
  seats: { players: 150, watchers: 200 },
  plays: tokyoPlays,
  odds: tokyoOddsLines,
});
