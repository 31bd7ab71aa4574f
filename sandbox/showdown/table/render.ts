// Showdown's table message: who has shown, the pot, the Show button, and its scoresheet.
import { type APIEmbedField, ButtonStyle } from 'discord.js';
import type { GameRenderer, PlayingTable } from '../../../src/discord/kit/game-module.js';
import { button, buttonRow, controlsOf, myDiceButton, potField } from '../../../src/discord/kit/parts.js';
import type { ShowdownAction } from '../rules/options.js';
import type { ShowdownEvent } from '../rules/state.js';
import type { ShowdownView } from '../rules/view.js';
import { showdownWords } from '../words/index.js';

const { t } = showdownWords;

/** The table message's one control: Show. */
export const showdownControl = controlsOf<ShowdownAction['kind']>('showdown');

/** Each player's line: out, their die, shown, or to show. */
function roster({ view }: PlayingTable<ShowdownView>, name: (userId: string) => string): string[] {
  return view.seats.map((player) => {
    const state = view.out.includes(player)
      ? t('showdown-player-out')
      : view.dice
        ? t('showdown-player-die', { die: view.dice[player] ?? '?' })
        : view.shown.includes(player)
          ? t('showdown-player-shown')
          : view.turn === player
            ? t('showdown-player-turn')
            : '';
    return t('showdown-player-line', { player: name(player), state });
  });
}

const fields = ({ view }: PlayingTable<ShowdownView>): APIEmbedField[] => potField(view.pot);

export const showdownRenderer: GameRenderer<ShowdownView, ShowdownEvent> = {
  roster,
  fields,
  // Show acts at this version only; My dice works at any version.
  components: (table) => [
    buttonRow(
      ...(table.view.choices.includes('show') ? [button(table, showdownControl('show'), t('showdown-button-show'), ButtonStyle.Primary)] : []),
      myDiceButton(table),
    ),
  ],
  // The table message says who has shown.
  announce: () => null,
  scoresheet: (table, log, names) => {
    const shown = log.flatMap((action) =>
      action.events.flatMap((event) => (event.type === 'game' && event.name === 'shown' ? [names.inText(event.data.player)] : [])),
    );
    return { text: t('showdown-sheet', { table: table.id, shown: shown.join(', ') || '—' }) };
  },
};
