// Valere's table message on Discord: roster with scores and bets, phase, round pots, point and bet menus, and the lines announcing reveals and wins.
import { type APIEmbedField, type ButtonBuilder, ButtonStyle } from 'discord.js';
import { ANNOUNCED_LIST, andMore, listWithin } from '../../../discord/kit/budget.js';
import type { GameRenderer, MessageRow, NameOf, PlayingTable } from '../../../discord/kit/game-module.js';
import { button, buttonRow, controlsOf, menuRow, myDiceButton, oddsButtons, potField, taggedName } from '../../../discord/kit/parts.js';
import { mention } from '../../../discord/kit/wording.js';
import type { PlayEvent } from '../../../engine/contract.js';
import { betAmounts } from '../../shared/betting.js';
import type { RevealedHand, ValereEvent } from '../rules/events.js';
import type { ValereAction } from '../rules/options.js';
import type { RoundPot } from '../rules/state.js';
import type { ValereView } from '../rules/view.js';
import { valereWords } from '../words/index.js';
import { handControls } from './hand.js';
import { valerePlayed } from './played.js';
import { valereSheet } from './sheet.js';

const { t } = valereWords;
type Table = PlayingTable<ValereView>;
type Event = PlayEvent<ValereEvent>;

/** The controls of the table message, one per kind of action (plays.ts answers them). */
export const valereControl = controlsOf<ValereAction['kind']>('valere');

const purseOf = (table: Table, player: string): number | null => table.purses?.[player] ?? null;
/** Players in a sentence: named in the embed, mentioned in announcements. */
const players = (ids: readonly string[], name: NameOf) => listWithin(ids.map(name), ANNOUNCED_LIST);

/** Each player's line: score, whether they have settled (never which die, VA-2), folded, their bet, what they have left. */
function roster(table: Table, name: (userId: string) => string): string[] {
  const { view } = table;
  return view.seats.map((seat, index) => {
    const position = index + 1;
    if (seat.out) return t('valere-player-out', { position, player: name(seat.player), amount: seat.paid });
    const state = !seat.playing
      ? view.tieBreak
        ? t('valere-state-sitting-out')
        : ''
      : seat.folded
        ? t('valere-state-folded')
        : view.phase === 'choosing'
          ? t(seat.settled ? 'valere-state-settled' : 'valere-state-choosing')
          : '';
    const purse = purseOf(table, seat.player);
    return t('valere-player-line', {
      position,
      player: taggedName(table, seat.player, name),
      score: seat.score,
      state,
      put: seat.put !== null && view.betting?.opened ? t('valere-player-put', { amount: seat.put }) : '',
      purse: purse === null || view.wagering === 'none' ? '' : t('valere-player-purse', { amount: purse }),
      turn: view.turn === seat.player ? t('valere-turn') : '',
    });
  });
}

/** The betting turn in money: what the player to act must add to meet the bet, and the most they can bet (null: not known). */
function bettingTurn(table: Table): { owed: number; most: number | null } | null {
  const { view } = table;
  const seat = view.seats.find((candidate) => candidate.player === view.turn);
  if (!view.betting || !seat) return null;
  const put = seat.put ?? 0;
  const purse = purseOf(table, seat.player);
  return { owed: Math.max(0, view.betting.bet - put), most: purse === null ? null : purse + put };
}

function phaseLine(table: Table, name: NameOf): string {
  const { view } = table;
  if (view.phase === 'over') return t('valere-phase-over');
  const tieBreak = view.tieBreak ? `${t('valere-phase-tie-break', { players: players(view.tieBreak, name) })}\n` : '';
  if (view.phase === 'choosing') {
    const playing = view.seats.filter((seat) => seat.playing);
    return tieBreak + t('valere-phase-choosing', { settled: playing.filter((seat) => seat.settled).length, total: playing.length });
  }
  const betting = view.betting!;
  const player = view.turn ? name(view.turn) : '—';
  const cap = betting.cap === null ? '' : t('valere-phase-cap', { cap: betting.cap });
  const into = betting.into === 'round-pot' ? t('valere-phase-into-round-pot') : '';
  if (!betting.opened) return tieBreak + t('valere-phase-opening', { into, player, cap });
  const owed = bettingTurn(table)?.owed ?? 0;
  return tieBreak + t(owed === 0 ? 'valere-phase-betting-even' : 'valere-phase-betting', { into, bet: betting.bet, cap, player, owed });
}

/** VA-6: what each round pot holds and whose it is (held until the game ends), and this round's while it is bet. */
function roundPotLines(view: ValereView, name: NameOf): string[] {
  const won = view.roundPots.map((pot) =>
    t('valere-round-pot-won', { round: pot.round, amount: pot.amount, players: pot.winners.length > 0 ? players(pot.winners, name) : '—' }),
  );
  return view.roundPot > 0 ? [...won, t('valere-round-pot-betting', { amount: view.roundPot })] : won;
}

const ROUND_POTS_FIELD = 300;

function fields(table: Table, name: NameOf): APIEmbedField[] {
  const { view } = table;
  const pots = roundPotLines(view, name);
  return [
    { name: t('valere-field-round', { round: view.round, target: view.target }), value: phaseLine(table, name) },
    ...potField(view.pot),
    ...(pots.length > 0 ? [{ name: t('valere-field-round-pots'), value: listWithin(pots, ROUND_POTS_FIELD, andMore, '\n') }] : []),
  ];
}

/**
 * While hands are chosen: the point menu (the face of the die to keep, as
 * /valere point die:N; its custom id names only the round, never a die)
 * and My dice. Betting: the bet menu and the buttons of the player to act.
 */
function components(table: Table): MessageRow[] {
  const { view } = table;
  const offered = (kind: ValereAction['kind']) => view.choices.includes(kind);
  const rows: MessageRow[] = [];
  if (view.phase === 'choosing') {
    const faces = [1, 2, 3, 4, 5, 6].map((die) => ({ label: t('valere-point-option', { die }), value: String(die) }));
    rows.push(menuRow(table, valereControl('point'), t('valere-point-placeholder'), faces, { version: 'any', argument: String(view.round) }));
    rows.push(buttonRow(myDiceButton(table), ...oddsButtons(table)));
    return rows;
  }
  const turn = bettingTurn(table);
  if (offered('bet') && view.betting?.range) {
    // Issue 30: the highest choice that is all the player has says so.
    const most = turn?.most ?? null;
    const amounts = betAmounts(view.betting.range, most).map((amount) => ({
      label: amount === most ? t('valere-bet-all-in', { amount }) : String(amount),
      value: String(amount),
    }));
    if (amounts.length > 0) rows.push(menuRow(table, valereControl('bet'), t('valere-bet-placeholder'), amounts));
  }
  const buttons: ButtonBuilder[] = [];
  // Issue 30: the button says what meeting costs, and a bet already met is checked.
  const meet = turn !== null && turn.owed > 0 ? t('valere-button-meet', { owed: turn.owed }) : t('valere-button-check');
  if (offered('meet')) buttons.push(button(table, valereControl('meet'), meet, ButtonStyle.Primary));
  if (offered('drop')) buttons.push(button(table, valereControl('drop'), t('valere-button-drop'), ButtonStyle.Danger));
  if (offered('fold')) buttons.push(button(table, valereControl('fold'), t('valere-button-fold'), ButtonStyle.Secondary));
  if (view.phase !== 'over') buttons.push(myDiceButton(table), ...oddsButtons(table));
  if (buttons.length > 0) rows.push(buttonRow(...buttons));
  return rows;
}

function revealLine(round: number, hands: readonly RevealedHand[]): string {
  const lines = hands.map((hand) =>
    t(hand.folded ? 'valere-hand-folded' : 'valere-hand', { player: mention(hand.player), sumDice: hand.sumDice.join('+'), point: hand.point, sum: hand.sum }),
  );
  return t('valere-announce-reveal', { round, hands: lines.join('\n') });
}

function wonLine(data: Extract<ValereEvent, { name: 'round-won' }>['data']): string {
  const { winners, gains, roundPot, shares } = data;
  const [only] = gains;
  const scored =
    winners.length === 0
      ? t('valere-announce-nobody')
      : winners.length === 1 && only
        ? t('valere-announce-won', { player: mention(only.player), points: only.points })
        : t('valere-announce-tie', {
            players: players(winners, mention),
            moves: listWithin(
              gains.map((gain) => t('valere-move', { player: mention(gain.player), from: mention(gain.from), points: gain.points })),
              ANNOUNCED_LIST,
            ),
          });
  if (roundPot === 0) return scored;
  const split = Object.entries(shares).map(([player, amount]) => t('valere-share', { player: mention(player), amount }));
  return `${scored}\n${t('valere-announce-round-pot', { amount: roundPot, shares: split.length > 0 ? listWithin(split, ANNOUNCED_LIST) : '—' })}`;
}

const paidPots = (pots: readonly RoundPot[], winners: readonly string[]) =>
  listWithin(
    pots.map((pot) =>
      t('valere-paid-pot', { round: pot.round, amount: pot.amount, players: players(pot.winners.length > 0 ? pot.winners : winners, mention) }),
    ),
    ANNOUNCED_LIST,
  );

function announce(event: Event): string | null {
  switch (event.name) {
    case 'round': {
      const { round, betting, tieBreak } = event.data;
      if (tieBreak) return t('valere-announce-tie-break-round', { round, players: players(event.data.players, mention) });
      return t(betting ? 'valere-announce-round-betting' : 'valere-announce-round', { round });
    }
    case 'settled':
      // VA-2, issue 30: who has settled shows in the table message (never which die); a line each would be noise.
      return null;
    case 'side-betting':
      return t('valere-announce-side-betting');
    case 'bet':
      return t('valere-announce-bet', { player: mention(event.data.player), amount: event.data.amount });
    case 'raise':
      return t('valere-announce-raise', { player: mention(event.data.player), amount: event.data.amount });
    case 'drop':
      return t('valere-announce-drop', { player: mention(event.data.player), amount: event.data.paid });
    case 'fold':
      return t('valere-announce-fold', { player: mention(event.data.player), amount: event.data.put });
    case 'reveal':
      return revealLine(event.data.round, event.data.hands);
    case 'round-won':
      return wonLine(event.data);
    case 'tie-break':
      return t('valere-announce-tie-break', { players: players(event.data.players, mention), score: event.data.score });
    case 'winner':
      return event.data.roundPots.length > 0 ? t('valere-announce-round-pots-paid', { pots: paidPots(event.data.roundPots, event.data.winners) }) : null;
    case 'meet':
      // The table message shows who has met.
      return null;
  }
}

/** `announce: rounds`: the reveal, the round's result, drops and folds, a tie-break. */
const roundsOnly = (event: Event) => ['reveal', 'round-won', 'drop', 'fold', 'tie-break', 'winner'].includes(event.name);

export const valereRenderer: GameRenderer<ValereView, ValereEvent> = {
  played: valerePlayed,
  roster,
  handControls,
  fields,
  components,
  announce,
  roundsOnly,
  // VA-2: the reveal shows every hand, sum dice and point die.
  showsHands: true,
  scoresheet: (table, log, names) => valereSheet(table, log, names),
};
