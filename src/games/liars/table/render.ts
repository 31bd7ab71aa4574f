// Liar's Dice's table message on Discord: roster with tags and dice, bids so far, bid menus and Call button, and the lines announcing calls and leaves.
import { type APIEmbedField, ButtonStyle } from 'discord.js';
import { ANNOUNCED_LIST, listWithin } from '../../../discord/kit/budget.js';
import type { GameRenderer, MessageRow, NameOf, PlayingTable, ServerLines } from '../../../discord/kit/game-module.js';
import { button, buttonRow, controlsOf, menuRow, myDiceButton, oddsButtons, potField } from '../../../discord/kit/parts.js';
import { mention, relativeTime } from '../../../discord/kit/wording.js';
import type { PlayEvent } from '../../../engine/contract.js';
import { spread } from '../../shared/spread.js';
import type { LiarsEvent } from '../rules/events.js';
import { facesFor, type LiarsView } from '../rules/view.js';
import { liarsWords } from '../words/index.js';
import { liarsPlayed } from './played.js';
import { liarsScoresheet } from './sheet.js';

const { t } = liarsWords;
type Table = PlayingTable<LiarsView>;

/** The controls of the table message and of the private bid menus (plays.ts answers them). */
export const liarsControl = controlsOf<'bid' | 'quantity' | 'face' | 'call'>('liars');

/** The bid menu's option that opens the private two-step bid. */
export const ANOTHER_BID = 'more';

const tagged = (tag: string | null) => (tag ? ` [${tag}]` : '');

/** Each player's line: tag, dice left, whose turn. */
function roster({ view }: Table, name: (userId: string) => string): string[] {
  return view.seats.map(
    (seat, index) =>
      t('liars-roster-line', {
        position: index + 1,
        player: name(seat.player),
        tag: tagged(seat.tag),
        dice: seat.dice === 0 ? t('liars-roster-out') : t('liars-roster-dice', { count: seat.dice }),
      }) + (view.turn === seat.player ? t('liars-roster-turn') : ''),
  );
}

/** The round's bids before the standing one, the oldest dropped with "…". */
function earlierBidsLine(view: LiarsView, name: NameOf): string | null {
  if (view.earlierBids.length === 0) return null;
  const bids = view.earlierBids.map(({ quantity, face, bettor }) => t('liars-earlier-bid', { quantity, face, player: name(bettor) }));
  const listed = view.earlierBidsLeftOut > 0 ? [t('liars-earlier-bids-left-out'), ...bids] : bids;
  return `${t('liars-field-earlier-bids')}: ${listed.join(', ')}`;
}

/** LD-9: who bids next and when their call window closes; everyone else may call at once. */
function nextBidLine(view: LiarsView, name: NameOf): string | null {
  const { turn, standingBid } = view;
  if (turn === null || standingBid.bettor === null) return null;
  const names = { player: name(turn), bettor: name(standingBid.bettor) };
  const line = view.callWindowMs > 0 ? t('liars-next-bid-window', { ...names, at: relativeTime(view.biddingOpensAt) }) : t('liars-next-bid-now', names);
  return `${t('liars-field-turn')}: ${line}`;
}

function fields({ view }: Table, name: NameOf): APIEmbedField[] {
  const { standingBid: bid } = view;
  const standing =
    bid.bettor === null
      ? t('liars-bid-opening', { player: view.turn ? name(view.turn) : '—' })
      : t('liars-bid-line', { quantity: bid.quantity, face: bid.face, player: name(bid.bettor) });
  const round = [
    `${t('liars-field-bid')}: ${standing}`,
    earlierBidsLine(view, name),
    nextBidLine(view, name),
    t('liars-dice-in-play', { count: view.diceInPlay }),
    t('liars-variants', { spotOn: t(`liars-spot-on-${view.spotOn}`), wildOnes: t(view.wildOnes ? 'liars-on' : 'liars-off') }),
  ];
  return [{ name: t('liars-field-round', { round: view.round }), value: round.filter((line) => line !== null).join('\n') }, ...potField(view.pot)];
}

/**
 * The bid menu: the lowest legal raises; when there are more than a menu
 * holds, the last option opens a private menu for any other quantity.
 */
function bidOptions(view: LiarsView) {
  const more = view.raiseCount > view.raises.length;
  const shown = more ? view.raises.slice(0, 24) : view.raises;
  const options = shown.map(({ quantity, face }) => ({ label: t('liars-bid-option', { quantity, face }), value: `${quantity}.${face}` }));
  return more ? [...options, { label: t('liars-bid-more'), value: ANOTHER_BID }] : options;
}

function components(table: Table): MessageRow[] {
  const { view } = table;
  const rows: MessageRow[] = [];
  // The bid menu acts on the bid it shows: after any change it is stale.
  // One menu for everyone (Discord cannot grey it per viewer): its placeholder says whose it is, plays.ts refuses anyone else.
  if (view.choices.includes('bid') && view.raises.length > 0) rows.push(menuRow(table, liarsControl('bid'), t('liars-bid-placeholder'), bidOptions(view)));
  // Call names the bid it calls (LD-8): a raised or already called bid is refused by the rules with its own sentence.
  const call = button(table, liarsControl('call'), t('liars-button-call'), ButtonStyle.Danger, { version: 'any', argument: view.standingBid.ref });
  rows.push(buttonRow(call.setDisabled(!view.choices.includes('call')), myDiceButton(table), ...oddsButtons(table)));
  return rows;
}

/** The private first step of a big bid: how many dice. */
export function quantityMenu(table: Table): MessageRow {
  const quantities = spread(table.view.bidQuantities, 25);
  return menuRow(
    table,
    liarsControl('quantity'),
    t('liars-quantity-placeholder'),
    quantities.map((quantity) => ({ label: t('liars-quantity-option', { count: quantity }), value: String(quantity) })),
  );
}

/** The private second step of a big bid: the faces a raise to `quantity` may have. */
export function faceMenu(table: Table, quantity: number): MessageRow {
  const faces = facesFor(table.view.standingBid, quantity);
  return menuRow(
    table,
    liarsControl('face'),
    t('liars-face-placeholder', { quantity }),
    faces.map((face) => ({ label: t('liars-bid-option', { quantity, face }), value: String(face) })),
    { argument: String(quantity) },
  );
}

/** LD-10, LD-11: the call's verdict and who loses, members named by `name` (mentions in the channel, plain names in a picture). */
export function verdictLine({ verdict, losses }: Extract<LiarsEvent, { name: 'call' }>['data'], name: (userId: string) => string = mention): string {
  // LD-11: spot on at a big table can cost everyone but the bettor a die.
  const losers = listWithin(Object.keys(losses).map(name), ANNOUNCED_LIST);
  switch (verdict) {
    case 'correct':
      return t('liars-verdict-correct', { losers });
    case 'incorrect':
      return t('liars-verdict-incorrect', { losers });
    case 'spot-on':
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

/** "there are **4**", and with wild ones how many of them are ones (LD-19). */
function countedLine(count: number, ones: number | undefined): string {
  const counted = t('liars-counted', { count });
  if (ones === undefined || count === 0) return counted;
  if (ones === 0) return t('liars-counted-no-ones', { counted, count });
  if (ones === count) return t('liars-counted-all-ones', { counted, count });
  return t('liars-counted-some-ones', { counted, count: ones });
}

/** LD-18: what a leave does to the game; who left (or was kicked), with their tag, the table's own line says before it. */
function leftLine({ round, next, wasToBid }: Extract<LiarsEvent, { name: 'left' }>['data']): string {
  if (!next) return t('liars-announce-left-over', { round });
  return t(wasToBid ? 'liars-announce-left-to-bid' : 'liars-announce-left-next', { round, next: round + 1, player: mention(next) });
}

function announce(event: PlayEvent<LiarsEvent>, _table: Table, server: ServerLines): string | null {
  switch (event.name) {
    case 'round':
      // After a leave, the leave's line said who opens the new round.
      if (event.data.afterLeave) return null;
      return t('liars-announce-round', { round: event.data.round, player: mention(event.data.starter) });
    case 'call': {
      const { caller, bettor, quantity, face, count, ones } = event.data;
      const counted = countedLine(count, ones);
      return t('liars-announce-call', { caller: mention(caller), bettor: mention(bettor), quantity, face, counted, verdict: verdictLine(event.data) });
    }
    case 'eliminated': {
      const { player, tag, by, byTag } = event.data;
      return server.eliminated({ userId: player, tag }, { userId: by, tag: byTag });
    }
    case 'left':
      return leftLine(event.data);
    case 'bid':
      // The table message shows the standing bid.
      return null;
  }
}

/**
 * LD-3, issue 30: the sideline's narrators (PRED watchers) are invited to
 * narrate the action's eliminations, once, after the last of them.
 */
function announceAll(
  events: readonly PlayEvent<LiarsEvent>[],
  table: Table,
  server: ServerLines,
): { line: string; at: PlayEvent<LiarsEvent>; after: true } | null {
  const out = events.filter((event) => event.name === 'eliminated');
  const at = out.at(-1);
  if (!at) return null;
  const narrators = table.seats.filter((seat) => seat.role === 'watcher' && seat.status === 'seated' && server.narrates(seat.tag));
  if (narrators.length === 0) return null;
  const named = (userId: string, tag: string | null) => `${mention(userId)}${tagged(tag)}`;
  return {
    line: t('liars-invite-narrators', {
      count: narrators.length,
      narrators: listWithin(
        narrators.map((seat) => named(seat.userId, seat.tag)),
        ANNOUNCED_LIST,
      ),
      players: listWithin(
        out.map((event) => (event.name === 'eliminated' ? named(event.data.player, event.data.tag) : '')),
        ANNOUNCED_LIST,
      ),
    }),
    at,
    after: true,
  };
}

export const liarsRenderer: GameRenderer<LiarsView, LiarsEvent> = {
  played: liarsPlayed,
  roster,
  fields,
  components,
  announce,
  announceAll,
  scoresheet: liarsScoresheet,
};
