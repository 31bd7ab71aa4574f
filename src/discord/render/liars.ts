import { ActionRowBuilder, ButtonBuilder, ButtonStyle, StringSelectMenuBuilder, type APIEmbedField } from 'discord.js';
import { facesFor, type LiarsView } from '../../games/liars/view.js';
import type { PublicGameEvent } from '../../games/contract.js';
import { t } from '../../i18n/index.js';
import type { LoggedAction, PublicTable } from '../../tables/service.js';
import { encodeCustomId } from '../custom-id.js';
import type { GameRenderer } from './game-renderers.js';
import { fieldsOf, showDiceButton } from './table.js';
import { mention } from '../wording.js';

const tagged = (tag: string | null) => (tag ? ` [${tag}]` : '');

function fields(table: PublicTable): APIEmbedField[] {
  const view = table.view as LiarsView;
  const roster = view.seats.map(
    (seat, index) =>
      t('liars-roster-line', {
        position: index + 1,
        player: mention(seat.player),
        tag: tagged(seat.tag),
        dice: seat.dice === 0 ? t('liars-roster-out') : seat.dice === 1 ? t('liars-roster-one-die') : t('liars-roster-dice', { count: seat.dice }),
      }) + (view.turn === seat.player ? t('liars-roster-turn') : ''),
  );
  const bid =
    view.standing.bettor === null
      ? t('liars-bid-opening', { player: view.turn ? mention(view.turn) : '—' })
      : t('liars-bid-line', { quantity: view.standing.quantity, face: view.standing.face, player: mention(view.standing.bettor) });
  const round = [
    `${t('liars-field-bid')}: ${bid}`,
    ...(view.turn && view.standing.bettor !== null ? [`${t('liars-field-turn')}: ${mention(view.turn)}`] : []),
    t('liars-dice-in-play', { count: view.diceInPlay }),
    t('liars-variants', { spotOn: t(`liars-spot-on-${view.spotOn}`), wildOnes: t(view.wildOnes ? 'liars-on' : 'liars-off') }),
  ];
  const result: APIEmbedField[] = [
    ...fieldsOf(t('liars-field-roster'), roster),
    { name: t('liars-field-round', { round: view.round }), value: round.join('\n') },
  ];
  if (view.pot > 0) result.push({ name: t('liars-field-pot'), value: String(view.pot), inline: true });
  return result;
}

function components(table: PublicTable) {
  const view = table.view as LiarsView;
  const { raises } = view;
  const rows: ActionRowBuilder<ButtonBuilder | StringSelectMenuBuilder>[] = [];
  if (raises.length > 0) {
    rows.push(
      new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
        new StringSelectMenuBuilder()
          // The bid menu acts on the bid it shows: after any change it is stale.
          .setCustomId(encodeCustomId({ tableId: table.id, version: table.version, action: 'liars-bid', argument: null }))
          .setPlaceholder(t('liars-bid-placeholder'))
          .addOptions(bidOptions(view)),
      ),
    );
  }
  rows.push(
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      // Call names the bid it calls (LD-8): a raised or already called bid is refused by the rules with its own sentence.
      new ButtonBuilder()
        .setCustomId(encodeCustomId({ tableId: table.id, version: 0, action: 'liars-call', argument: view.standing.ref }))
        .setLabel(t('liars-button-call'))
        .setStyle(ButtonStyle.Danger)
        .setDisabled(view.standing.bettor === null),
      showDiceButton(table.id, null, 'liars-button-dice'),
    ),
  );
  return rows;
}

/**
 * The bid menu: the lowest legal raises; when there are more than a menu
 * holds, the last option opens a private menu for any other quantity.
 */
function bidOptions(view: LiarsView) {
  const more = view.raiseCount > view.raises.length;
  const shown = more ? view.raises.slice(0, 24) : view.raises;
  const options = shown.map(({ quantity, face }) => ({ label: t('liars-bid-option', { quantity, face }), value: `${quantity}.${face}` }));
  return more ? [...options, { label: t('liars-bid-more'), value: 'more' }] : options;
}

/** The private first step of a big bid: how many dice. */
export function quantityMenu(table: PublicTable) {
  const view = table.view as LiarsView;
  return new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
    new StringSelectMenuBuilder()
      .setCustomId(encodeCustomId({ tableId: table.id, version: table.version, action: 'liars-quantity', argument: null }))
      .setPlaceholder(t('liars-quantity-placeholder'))
      .addOptions(spread(view.bidQuantities, 25).map((quantity) => ({ label: t('liars-quantity-option', { quantity }), value: String(quantity) }))),
  );
}

/** At most `limit` of the items, evenly from the first to the last. */
function spread<T>(items: readonly T[], limit: number): T[] {
  if (items.length <= limit) return [...items];
  const picked = new Set(Array.from({ length: limit }, (_, index) => Math.round((index * (items.length - 1)) / (limit - 1))));
  return [...picked].map((index) => items[index]!);
}

/** The private second step of a big bid: the faces a raise to `quantity` may have. */
export function faceMenu(table: PublicTable, quantity: number) {
  const view = table.view as LiarsView;
  return new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
    new StringSelectMenuBuilder()
      .setCustomId(encodeCustomId({ tableId: table.id, version: table.version, action: 'liars-face', argument: String(quantity) }))
      .setPlaceholder(t('liars-face-placeholder', { quantity }))
      .addOptions(facesFor(view.standing, quantity).map((face) => ({ label: t('liars-bid-option', { quantity, face }), value: String(face) }))),
  );
}

function verdictLine(data: Record<string, unknown>): string {
  const losses = data.losses as Record<string, number>;
  const losers = Object.keys(losses).map(mention).join(', ');
  switch (data.verdict) {
    case 'correct':
      return t('liars-verdict-correct', { losers });
    case 'incorrect':
      return t('liars-verdict-incorrect', { losers });
    default:
      return t('liars-verdict-spot-on', {
        losers,
        lose: Object.values(losses).some((lost) => lost === 2)
          ? t('liars-lose-two')
          : Object.keys(losses).length > 1
            ? t('liars-lose-each')
            : t('liars-lose-one'),
      });
  }
}

function announce(event: PublicGameEvent): string | null {
  const { data } = event;
  switch (event.name) {
    case 'round':
      return t('liars-announce-round', { round: Number(data.round), player: mention(String(data.starter)) });
    case 'call':
      return t('liars-announce-call', {
        caller: mention(String(data.caller)),
        bettor: mention(String(data.bettor)),
        quantity: Number(data.quantity),
        face: Number(data.face),
        count: Number(data.count),
        verdict: verdictLine(data),
      });
    case 'eliminated':
      return t('liars-announce-eliminated', {
        player: mention(String(data.player)),
        tag: tagged((data.tag as string | null) ?? null),
        by: mention(String(data.by)),
        byTag: tagged((data.byTag as string | null) ?? null),
      });
    case 'left':
      return t('liars-announce-left', { player: mention(String(data.player)), round: Number(data.round) });
    default:
      return null;
  }
}

/** The scoresheet: each round's bids in order, the call, the count, who lost dice — read from the action log. */
export function liarsScoresheet(table: Pick<PublicTable, 'id'>, log: readonly LoggedAction[], name: (userId: string) => string): string {
  const lines = [t('liars-sheet-title', { table: table.id })];
  let bids: string[] = [];
  const flushBids = () => {
    lines.push(bids.length > 0 ? t('liars-sheet-bids', { bids: bids.join(', ') }) : t('liars-sheet-no-bids'));
    bids = [];
  };
  let open = false;
  for (const event of log.flatMap((action) => action.events)) {
    if (event.type !== 'game') continue;
    const { data } = event;
    if (event.name === 'round') {
      lines.push('', t('liars-sheet-round', { round: Number(data.round) }));
      open = true;
    } else if (event.name === 'bid') {
      bids.push(`${name(String(data.bettor))} ${Number(data.quantity)}×${Number(data.face)}`);
    } else if (event.name === 'call') {
      flushBids();
      open = false;
      const losses = Object.entries(data.losses as Record<string, number>).map(([player, lost]) => `${name(player)} −${lost}`);
      lines.push(
        t('liars-sheet-call', {
          caller: name(String(data.caller)),
          bettor: name(String(data.bettor)),
          quantity: Number(data.quantity),
          face: Number(data.face),
          count: Number(data.count),
          verdict: t(`liars-sheet-verdict-${data.verdict as 'correct' | 'spot-on' | 'incorrect'}`),
          losses: losses.join(', '),
        }),
      );
    } else if (event.name === 'left') {
      flushBids();
      open = false;
      lines.push(t('liars-sheet-left', { player: name(String(data.player)) }));
    }
  }
  if (open) flushBids();
  return lines.join('\n');
}

export const liarsRenderer: GameRenderer = {
  fields,
  components,
  announce,
  scoresheet: (table, log, names) => ({ text: liarsScoresheet(table, log, names.inText) }),
};
