import { type APIEmbedField, ButtonStyle } from 'discord.js';
import { defineGameModule, type GameRenderer, type PlayingTable, playsFor } from '../../src/discord/kit/game-module.js';
import { button, buttonRow, controlsOf, myDiceButton, potField } from '../../src/discord/kit/parts.js';
import { type ShowdownAction, type ShowdownEvent, type ShowdownView, showdown } from './showdown.js';
import { type ShowdownKey, showdownWords } from './words.js';

/**
 * Showdown as the sandbox runs it: the worked example of a game module
 * (docs/ADDING-A-GAME.md). The rules are in showdown.ts, the words in
 * messages.ts and words.ts; here is the rest — its table message, its
 * scoresheet and its plays, put together with defineGameModule.
 */

const { t } = showdownWords;

/** The table message's one control: Show. */
const control = controlsOf<ShowdownAction['kind']>('showdown');

/** Each player's line: out, their die, shown, or to show. */
function roster({ view }: PlayingTable<ShowdownView>, name: (userId: string) => string): string[] {
  return view.seats.map((player) => {
    const state = view.out.includes(player)
      ? t('demo-player-out')
      : view.dice
        ? t('demo-player-die', { die: view.dice[player] ?? '?' })
        : view.shown.includes(player)
          ? t('demo-player-shown')
          : view.turn === player
            ? t('demo-player-turn')
            : '';
    return t('demo-player-line', { player: name(player), state });
  });
}

const fields = ({ view }: PlayingTable<ShowdownView>): APIEmbedField[] => potField(view.pot);

const renderer: GameRenderer<ShowdownView, ShowdownEvent> = {
  roster,
  fields,
  // Show acts at this version only; My dice works at any version.
  components: (table) => [
    buttonRow(
      ...(table.view.choices.includes('show') ? [button(table, control('show'), t('demo-button-show'), ButtonStyle.Primary)] : []),
      myDiceButton(table),
    ),
  ],
  // The table message says who has shown.
  announce: () => null,
  scoresheet: (table, log, names) => {
    const shown = log.flatMap((action) =>
      action.events.flatMap((event) => (event.type === 'game' && event.name === 'shown' ? [names.inText(event.data.player)] : [])),
    );
    return { text: t('demo-sheet', { table: table.id, shown: shown.join(', ') || '—' }) };
  },
};

const { plain, button: showButton } = playsFor<ShowdownAction, ShowdownView, ShowdownKey>();

export const demoGame = defineGameModule({
  game: showdown,
  words: showdownWords,
  text: { name: 'demo-game-name', command: 'cmd-showdown', open: 'demo-open-description', options: {} },
  render: renderer,
  seats: { players: 4, watchers: 200 },
  plays: {
    commands: [plain({ kind: 'show' }, 'cmd-showdown-show', 'demo-shown')],
    controls: [showButton(control('show'), { kind: 'show' })],
  },
});
