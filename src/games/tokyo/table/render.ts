// Tokyo's table message on Discord: roster with lives and the cup holder, the announcement, the holder's menus and buttons, and the announcing lines.
import { type APIEmbedField, type ButtonBuilder, ButtonStyle } from 'discord.js';
import type { GameRenderer, MessageRow, NameOf, PlayingTable } from '../../../discord/kit/game-module.js';
import { button, buttonRow, controlsOf, menuRow, myDiceButton, oddsButtons, potField, taggedName } from '../../../discord/kit/parts.js';
import { mention } from '../../../discord/kit/wording.js';
import type { PlayEvent } from '../../../engine/contract.js';
import type { TokyoEvent } from '../rules/events.js';
import { valueSentence } from '../rules/naming.js';
import type { TokyoAction } from '../rules/options.js';
import type { TokyoView } from '../rules/view.js';
import { tokyoWords } from '../words/index.js';
import { tokyoPlayed } from './played.js';
import { tokyoScoresheet } from './sheet.js';

const { t } = tokyoWords;
type Table = PlayingTable<TokyoView>;

/** The controls of the table message: one per choice of the cup holder (plays.ts answers them). */
export const tokyoControl = controlsOf<TokyoAction['kind']>('tokyo');

/** A value as players say it (naming.ts): Tokyo, double and triple Tokyo (TK-10), and under sum_values `62 (8)` (TK-17). */
export function valueName(value: number, view: Pick<TokyoView, 'tokyoAnnounced' | 'variants'>): string {
  const { key, params } = valueSentence(value, view.variants, view.tokyoAnnounced);
  return t(key, params);
}

const variantNames = (view: TokyoView) =>
  Object.entries(view.variants)
    .filter(([, on]) => on)
    .map(([name]) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));

/** Each player's line: lives left, who holds the cup. */
function roster(table: Table, name: (userId: string) => string): string[] {
  const { view } = table;
  return view.seats.map((seat, index) =>
    t('tokyo-player-line', {
      position: index + 1,
      player: taggedName(table, seat.player, name),
      lives: seat.lives === 0 ? t('tokyo-out-line') : t('tokyo-lives', { count: seat.lives }),
      cup: view.holder === seat.player ? t('tokyo-holds-cup') : '',
    }),
  );
}

function fields({ view }: Table, name: NameOf): APIEmbedField[] {
  const announced =
    view.announcement === null || view.announcer === null
      ? t('tokyo-no-announcement')
      : t(view.blind ? 'tokyo-announcement-blind' : 'tokyo-announcement', { value: valueName(view.announcement, view), player: name(view.announcer) });
  const holder = view.holder ? name(view.holder) : '—';
  const turn =
    view.phase === 'announce'
      ? t('tokyo-to-announce', { player: holder })
      : t('tokyo-to-answer', { player: holder, choices: view.choices.map((choice) => t(`tokyo-choice-${choice}`)).join(', ') });
  const variants = variantNames(view);
  const hand = [
    announced,
    ...(view.winner ? [] : [turn]),
    t('tokyo-variants', { variants: variants.length > 0 ? variants.join(', ') : t('tokyo-variants-none') }),
  ];
  return [{ name: t('tokyo-field-hand', { hand: view.hand }), value: hand.join('\n') }, ...potField(view.pot)];
}

function components(table: Table): MessageRow[] {
  const { view } = table;
  // Every choice acts on the state shown: any change makes these stale (only My dice is version-free).
  const values = (list: readonly number[]) => list.map((value) => ({ label: valueName(value, view), value: String(value) }));
  const rows: MessageRow[] = [];
  if (view.choices.includes('announce') && view.announceValues.length > 0) {
    rows.push(menuRow(table, tokyoControl('announce'), t('tokyo-announce-placeholder'), values(view.announceValues)));
  }
  if (view.choices.includes('raise')) rows.push(menuRow(table, tokyoControl('raise'), t('tokyo-raise-placeholder'), values(view.raiseValues)));
  const buttons: ButtonBuilder[] = [];
  if (view.choices.includes('roll')) buttons.push(button(table, tokyoControl('roll'), t('tokyo-button-roll'), ButtonStyle.Primary));
  if (view.choices.includes('doubt')) buttons.push(button(table, tokyoControl('doubt'), t('tokyo-button-doubt'), ButtonStyle.Danger));
  if (view.choices.includes('accept')) buttons.push(button(table, tokyoControl('accept'), t('tokyo-button-accept'), ButtonStyle.Secondary));
  rows.push(buttonRow(...buttons, myDiceButton(table), ...oddsButtons(table)));
  return rows;
}

const lostWords = (lost: number) => (lost === 2 ? t('tokyo-announce-two-lives') : t('tokyo-announce-life'));

function sentence(event: PlayEvent<TokyoEvent>, { view }: Table): string | null {
  switch (event.name) {
    case 'hand':
      return t('tokyo-announce-hand', { hand: event.data.hand, player: mention(event.data.starter) });
    case 'doubt': {
      const { doubter, announcer, announced, actual, truthful, tokyo } = event.data;
      // 42 and 63 are named as double and triple Tokyo only if 21 had been announced in that hand (TK-10).
      const named = (value: number) => valueName(value, { ...view, tokyoAnnounced: tokyo });
      return t(truthful ? 'tokyo-announce-doubt-true' : 'tokyo-announce-doubt-false', {
        doubter: mention(doubter),
        announcer: mention(announcer),
        announced: named(announced),
        actual: named(actual),
      });
    }
    case 'accept':
      return t('tokyo-announce-accept', { player: mention(event.data.player), value: valueName(event.data.value, { ...view, tokyoAnnounced: true }) });
    case 'lives':
      return t('tokyo-announce-lives', { player: mention(event.data.player), lost: lostWords(event.data.lost), left: event.data.left });
    case 'out':
      return t('tokyo-announce-out', { player: mention(event.data.player) });
    case 'left': {
      // TK-15: the core says who left; this says only what it did to the hand.
      const { outcome = 'void', hand } = event.data;
      if (outcome === 'goes-on') return null;
      return t(outcome === 'void' ? 'tokyo-announce-void' : 'tokyo-announce-void-last', { hand });
    }
    case 'spared':
      return t('tokyo-announce-spared', { player: mention(event.data.player) });
    case 'announce':
    case 'roll':
      // The table message shows the announcement and who holds the cup.
      return null;
  }
}

/** What follows a lifted or accepted cup in the same action, said on its line (TK-2: lives lost, who is out, TK-15 spared). */
const AFTER_THE_CUP: ReadonlySet<TokyoEvent['name']> = new Set(['lives', 'out', 'spared']);
const THE_CUP: ReadonlySet<TokyoEvent['name']> = new Set(['doubt', 'accept']);

/** Issue 30: a lifted or accepted cup and what it cost are one line (announceAll); every other event its own. */
function announce(event: PlayEvent<TokyoEvent>, table: Table): string | null {
  return THE_CUP.has(event.name) || AFTER_THE_CUP.has(event.name) ? null : sentence(event, table);
}

function announceAll(events: readonly PlayEvent<TokyoEvent>[], table: Table): { line: string; at: PlayEvent<TokyoEvent> } | null {
  const at = events.find((event) => THE_CUP.has(event.name));
  if (!at) return null;
  const said = [at, ...events.filter((event) => AFTER_THE_CUP.has(event.name))].map((event) => sentence(event, table));
  return { line: said.filter((line) => line !== null).join(' '), at };
}

export const tokyoRenderer: GameRenderer<TokyoView, TokyoEvent> = {
  played: tokyoPlayed,
  roster,
  fields,
  components,
  announce,
  announceAll,
  scoresheet: tokyoScoresheet,
};
