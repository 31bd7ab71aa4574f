// Eleven's table message on Discord: the roster with picks and nets, the pick menu, group standings and the lines announcing each round.
import type { APIEmbedField } from 'discord.js';
import { ANNOUNCED_LIST, listWithin } from '../../../discord/kit/budget.js';
import type { GameRenderer, MessageRow, NameOf, PlayingTable } from '../../../discord/kit/game-module.js';
import { buttonRow, controlsOf, menuRow, oddsButtons, taggedName } from '../../../discord/kit/parts.js';
import { mention } from '../../../discord/kit/wording.js';
import type { PlayEvent } from '../../../engine/contract.js';
import type { ElevenEvent } from '../rules/events.js';
import { type ElevenAction, ROUNDS } from '../rules/options.js';
import type { ElevenView } from '../rules/view.js';
import { elevenWords } from '../words/index.js';
import { elevenPlayed } from './played.js';
import { elevenSheet } from './sheet.js';

const { t } = elevenWords;
type Table = PlayingTable<ElevenView>;
type Event = PlayEvent<ElevenEvent>;

/** The controls of the table message (plays.ts answers them). */
export const elevenControl = controlsOf<ElevenAction['kind']>('eleven');

const signed = (amount: number) => (amount > 0 ? `+${amount}` : String(amount));

/** Each player's line: this round's pick (EL-3), their net (EL-6), their numbers left, ◀ for the picker. */
function roster(table: Table, name: (userId: string) => string): string[] {
  const { view } = table;
  return view.seats.map((seat, index) => {
    const position = index + 1;
    if (seat.out) return t('eleven-player-out', { position, player: name(seat.player) });
    return t('eleven-player-line', {
      position,
      player: taggedName(table, seat.player, name),
      pick: seat.pick === null ? t('eleven-no-pick') : String(seat.pick),
      net: signed(seat.net),
      left: seat.left.join(' ') || '—',
      turn: view.picker === seat.player ? t('eleven-turn') : '',
    });
  });
}

/** EL-1: a group's standing at the table it was split from: the round, and each player's net, best first (EL-8). */
function standing(table: Table, name: NameOf): string[] {
  const { view } = table;
  const round = view.phase === 'over' ? t('eleven-phase-over') : t('eleven-field-round', { round: view.round });
  const players = [...view.seats]
    .sort((a, b) => b.net - a.net)
    .map((seat) => t(seat.out ? 'eleven-standing-out' : 'eleven-standing-line', { player: name(seat.player), net: signed(seat.net) }));
  return [round, ...players];
}

function fields(table: Table, name: NameOf): APIEmbedField[] {
  const { view } = table;
  const order = listWithin(view.order.map(name), ANNOUNCED_LIST);
  const phase =
    view.phase === 'over'
      ? t('eleven-phase-over')
      : t('eleven-phase-picking', { player: view.picker ? name(view.picker) : '—', order, multiplier: view.multiplier, buyIn: view.buyIn });
  const last = view.last
    ? [
        {
          name: t('eleven-field-last', { round: view.phase === 'over' ? view.round : view.round - 1 }),
          value: view.last.map((result) => resultLine(result, name)).join('\n'),
        },
      ]
    : [];
  return [{ name: t('eleven-field-round', { round: view.round }), value: phase }, ...last];
}

/** A player's result in the round: in the embed by name, announced with a mention. */
const resultLine = (result: NonNullable<ElevenView['last']>[number], name: NameOf, rerolls?: string) => {
  const params = {
    place: result.place,
    player: name(result.player),
    target: result.target,
    dice: result.dice.join('+'),
    distance: result.distance,
    payout: signed(result.payout),
  };
  // EL-5: a tie on distance re-rolled, as the round's one block says it.
  return rerolls === undefined ? t('eleven-result-line', params) : t('eleven-result-line-tie', { ...params, rolls: rerolls });
};

/** EL-3: the pick menu offers only the picker's numbers left; Discord shows it to all, so it names the picker by the roster's ◀. */
function components(table: Table): MessageRow[] {
  const { view } = table;
  if (!view.picker || !view.choices.includes('pick')) return [];
  const numbers = view.options.map((number) => ({ label: String(number), value: String(number) }));
  const menu = menuRow(table, elevenControl('pick'), t('eleven-pick-placeholder'), numbers);
  // Issue 33: each number's chance of being closest, while numbers are picked.
  const odds = oddsButtons(table);
  return odds.length > 0 ? [menu, buttonRow(...odds)] : [menu];
}

/**
 * Issue 30: a round is one block: each player's place, target, roll, any
 * tie re-rolls (EL-5) and payout, said where the round's result stands.
 */
function announceAll(events: readonly Event[]): { line: string; at: Event } | null {
  const at = events.find((event) => event.name === 'round-result');
  if (at?.name !== 'round-result') return null;
  const rerolls = new Map<string, string[]>();
  for (const event of events) {
    if (event.name !== 'tie-roll') continue;
    for (const roll of event.data.rolls) rerolls.set(roll.player, [...(rerolls.get(roll.player) ?? []), roll.dice.join('+')]);
  }
  const results = at.data.results.map((result) => {
    const again = rerolls.get(result.player);
    return again ? resultLine(result, mention, again.join(', ')) : resultLine(result, mention);
  });
  return { line: t('eleven-announce-result', { round: at.data.round, results: results.join('\n') }), at };
}

function announce(event: Event): string | null {
  switch (event.name) {
    case 'order-roll': {
      const rolls = event.data.rolls.map((roll) => t('eleven-order-die', { player: mention(roll.player), die: roll.dice[0] ?? 0 })).join(', ');
      return t(event.data.again ? 'eleven-announce-order-again' : 'eleven-announce-order', { rolls });
    }
    case 'round':
      return t('eleven-announce-round', { round: event.data.round, order: listWithin(event.data.order.map(mention), ANNOUNCED_LIST) });
    case 'pick':
    case 'round-roll':
    case 'tie-roll':
    case 'round-result':
      // Issue 30: the table message shows each pick; the round's rolls and places are one block (announceAll).
      return null;
    case 'left':
      return t('eleven-announce-left', { player: mention(event.data.player), paid: event.data.paid, net: signed(event.data.net) });
    case 'end': {
      const lines = Object.entries(event.data.paid).map(([player, paid]) =>
        t('eleven-paid-line', { player: mention(player), net: signed(event.data.net[player] ?? 0), paid }),
      );
      const rounds = event.data.rounds ?? ROUNDS;
      if (rounds === 0) return t('eleven-announce-end-unplayed', { lines: lines.join('\n') });
      if (rounds < ROUNDS) return t('eleven-announce-end-early', { count: rounds, lines: lines.join('\n') });
      return t('eleven-announce-end', { lines: lines.join('\n') });
    }
  }
}

/** `announce: rounds`: the round's result, leavers, the end. */
const roundsOnly = (event: Event) => ['round-result', 'left', 'end'].includes(event.name);

export const elevenRenderer: GameRenderer<ElevenView, ElevenEvent> = {
  played: elevenPlayed,
  roster,
  standing,
  fields,
  components,
  announce,
  announceAll,
  roundsOnly,
  // EL-9: the end says each player's buy-in and net paid back.
  saysPayouts: true,
  scoresheet: (table, log, names) => elevenSheet(table, log, names),
};
