import { ActionRowBuilder, ButtonBuilder, ButtonStyle, StringSelectMenuBuilder, type APIEmbedField } from 'discord.js';
import type { PublicGameEvent } from '../../games/contract.js';
import type { TokyoView } from '../../games/tokyo/view.js';
import { DOUBLE_TOKYO, TOKYO, TRIPLE_TOKYO } from '../../games/tokyo/values.js';
import { t } from '../../i18n/index.js';
import type { LoggedAction, PublicTable } from '../../tables/service.js';
import { encodeCustomId } from '../custom-id.js';
import type { GameRenderer } from './game-renderers.js';
import { fieldsOf, showDiceButton } from './table.js';
import { mention } from '../wording.js';

/** A value as players say it: 21 is Tokyo; with double_tokyo, 42 and 63 after a 21 are double and triple Tokyo. */
export function valueName(value: number, view: Pick<TokyoView, 'tokyoAnnounced' | 'variants'>): string {
  if (value === TOKYO) return t('tokyo-value-tokyo');
  if (view.variants.doubleTokyo && view.tokyoAnnounced && value === DOUBLE_TOKYO) return t('tokyo-value-double');
  if (view.variants.doubleTokyo && view.tokyoAnnounced && value === TRIPLE_TOKYO) return t('tokyo-value-triple');
  return String(value);
}

const variantNames = (view: TokyoView) =>
  Object.entries(view.variants)
    .filter(([, on]) => on)
    .map(([name]) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));

function fields(table: PublicTable): APIEmbedField[] {
  const view = table.view as TokyoView;
  const players = view.seats.map((seat, index) =>
    t('tokyo-player-line', {
      position: index + 1,
      player: mention(seat.player),
      lives: seat.lives === 0 ? t('tokyo-out-line') : seat.lives === 1 ? t('tokyo-one-life') : t('tokyo-lives', { count: seat.lives }),
      cup: view.holder === seat.player ? t('tokyo-holds-cup') : '',
    }),
  );
  const announced =
    view.announcement === null
      ? t('tokyo-no-announcement')
      : t(view.blind ? 'tokyo-announcement-blind' : 'tokyo-announcement', { value: valueName(view.announcement, view), player: mention(view.announcer!) });
  const holder = view.holder ? mention(view.holder) : '—';
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
  const result: APIEmbedField[] = [
    ...fieldsOf(t('tokyo-field-players'), players),
    { name: t('tokyo-field-hand', { hand: view.hand }), value: hand.join('\n') },
  ];
  if (view.pot > 0) result.push({ name: t('tokyo-field-pot'), value: String(view.pot), inline: true });
  return result;
}

function components(table: PublicTable) {
  const view = table.view as TokyoView;
  // Every choice acts on the state shown: any change makes these stale (only My dice is version-free).
  const id = (action: string, version = table.version) => encodeCustomId({ tableId: table.id, version, action, argument: null });
  const menu = (action: string, placeholder: string, values: number[]) =>
    new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
      new StringSelectMenuBuilder()
        .setCustomId(id(action))
        .setPlaceholder(placeholder)
        .addOptions(values.slice(0, 25).map((value) => ({ label: valueName(value, view), value: String(value) }))),
    );
  const rows: ActionRowBuilder<ButtonBuilder | StringSelectMenuBuilder>[] = [];
  if (view.choices.includes('announce') && view.announceValues.length > 0)
    rows.push(menu('tokyo-announce', t('tokyo-announce-placeholder'), view.announceValues));
  if (view.choices.includes('raise')) rows.push(menu('tokyo-raise', t('tokyo-raise-placeholder'), view.raiseValues));
  const buttons = new ActionRowBuilder<ButtonBuilder>();
  if (view.choices.includes('roll'))
    buttons.addComponents(new ButtonBuilder().setCustomId(id('tokyo-roll')).setLabel(t('tokyo-button-roll')).setStyle(ButtonStyle.Primary));
  if (view.choices.includes('doubt'))
    buttons.addComponents(new ButtonBuilder().setCustomId(id('tokyo-doubt')).setLabel(t('tokyo-button-doubt')).setStyle(ButtonStyle.Danger));
  if (view.choices.includes('accept'))
    buttons.addComponents(new ButtonBuilder().setCustomId(id('tokyo-accept')).setLabel(t('tokyo-button-accept')).setStyle(ButtonStyle.Secondary));
  buttons.addComponents(showDiceButton(table.id, null, 'tokyo-button-dice'));
  rows.push(buttons);
  return rows;
}

const lostWords = (lost: number) => (lost === 2 ? t('tokyo-announce-two-lives') : t('tokyo-announce-life'));

function announce(event: PublicGameEvent, table: PublicTable): string | null {
  const view = table.view as TokyoView;
  const { data } = event;
  const named = (value: unknown) => valueName(Number(value), { ...view, tokyoAnnounced: data.tokyo !== false });
  switch (event.name) {
    case 'hand':
      return t('tokyo-announce-hand', { hand: Number(data.hand), player: mention(String(data.starter)) });
    case 'doubt':
      return t(data.truthful ? 'tokyo-announce-doubt-true' : 'tokyo-announce-doubt-false', {
        doubter: mention(String(data.doubter)),
        announcer: mention(String(data.announcer)),
        announced: named(data.announced),
        actual: named(data.actual),
      });
    case 'accept':
      return t('tokyo-announce-accept', { player: mention(String(data.player)), value: named(data.value) });
    case 'lives':
      return t('tokyo-announce-lives', { player: mention(String(data.player)), lost: lostWords(Number(data.lost)), left: Number(data.left) });
    case 'out':
      return t('tokyo-announce-out', { player: mention(String(data.player)) });
    case 'left':
      return t('tokyo-announce-left', { player: mention(String(data.player)), hand: Number(data.hand) });
    default:
      return null;
  }
}

/** Every hand: its announcements in order, the outcome, the lives lost — read from the action log. */
export function tokyoScoresheet(table: Pick<PublicTable, 'id'>, log: readonly LoggedAction[], name: (userId: string) => string): string {
  const lines = [t('tokyo-sheet-title', { table: table.id })];
  let said: string[] = [];
  let lost: string[] = [];
  const close = () => {
    if (lost.length > 0) lines.push(t('tokyo-sheet-lives', { list: lost.join(', ') }));
    lost = [];
  };
  const flush = () => {
    lines.push(said.length > 0 ? t('tokyo-sheet-announcements', { list: said.join(', ') }) : t('tokyo-sheet-none'));
    said = [];
  };
  for (const event of log.flatMap((action) => action.events)) {
    if (event.type !== 'game') continue;
    const { data } = event;
    switch (event.name) {
      case 'hand':
        close();
        lines.push('', t('tokyo-sheet-hand', { hand: Number(data.hand), player: name(String(data.starter)) }));
        break;
      case 'announce':
        said.push(`${name(String(data.player))} ${Number(data.value)}${data.blind ? t('tokyo-sheet-blind') : ''}`);
        break;
      case 'doubt':
        flush();
        lines.push(
          t('tokyo-sheet-doubt', {
            doubter: name(String(data.doubter)),
            actual: Number(data.actual),
            verdict: t(data.truthful ? 'tokyo-sheet-true' : 'tokyo-sheet-bluff'),
          }),
        );
        break;
      case 'accept':
        flush();
        lines.push(t('tokyo-sheet-accept', { player: name(String(data.player)) }));
        break;
      case 'lives':
        lost.push(`${name(String(data.player))} −${Number(data.lost)}`);
        break;
      case 'left':
        flush();
        lines.push(t('tokyo-sheet-left', { player: name(String(data.player)) }));
        break;
    }
  }
  close();
  return lines.join('\n');
}

export const tokyoRenderer: GameRenderer = {
  fields,
  components,
  announce,
  scoresheet: (table, log, names) => ({ text: tokyoScoresheet(table, log, names.inText) }),
};
