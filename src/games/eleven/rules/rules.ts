// Eleven's rules: the order roll, picks, round rolls, ties re-rolled, payouts, leaving and the end, as pure functions of the state (EL-2 … EL-9).
import type { MoveEvent, Outcome, RuleEvent, SetupInput, UserId } from '../../../engine/contract.js';
import { type Rng, rollDice } from '../../../engine/dice/rng.js';
import { refusals } from '../../../engine/refusal.js';
import type { ElevenKey } from '../words/index.js';
import type { ElevenEvent } from './events.js';
import { buyInFor, type ElevenAction, type ElevenOptions, NUMBERS, payoutTable, ROUNDS } from './options.js';
import { type ElevenState, picker, type RoundResult, remaining } from './state.js';

/** What Eleven's rules refuse with: a misspelt code does not compile. */
export type ElevenRefusalCode = 'game-over' | 'not-your-turn' | 'number-used' | 'out' | 'stale-round';

const { refuse } = refusals<ElevenKey, ElevenRefusalCode>();
type Events = RuleEvent<ElevenEvent>[];

/**
 * Orders `players` by a score, best first; players tied roll again among
 * themselves until every place is decided (EL-2, EL-5). `roll` rolls one
 * player's dice and scores them; `said` hears every roll, the first one and
 * each re-roll of a tied group.
 */
function orderByRolls<Roll extends { score: number }>(
  players: readonly UserId[],
  roll: (player: UserId) => Roll,
  better: (a: number, b: number) => number,
  said: (rolls: { player: UserId; roll: Roll }[], again: boolean) => void,
  first: { player: UserId; roll: Roll }[] | null = null,
): UserId[] {
  const rolls = first ?? players.map((player) => ({ player, roll: roll(player) }));
  if (!first) said(rolls, false);
  const scores = [...new Set(rolls.map((entry) => entry.roll.score))].sort(better);
  return scores.flatMap((score) => {
    const tied = rolls.filter((entry) => entry.roll.score === score).map((entry) => entry.player);
    if (tied.length === 1) return tied;
    const again = tied.map((player) => ({ player, roll: roll(player) }));
    said(again, true);
    return orderByRolls(tied, roll, better, said, again);
  });
}

/** EL-2: one public die each, highest picks first; tied players roll again to order themselves. */
function orderRoll(players: readonly UserId[], rng: Rng, events: Events): UserId[] {
  return orderByRolls(
    players,
    () => {
      const [die] = rollDice(rng, 1, 6);
      return { score: die!, dice: [die!] };
    },
    (a, b) => b - a,
    (rolls, again) => events.push({ type: 'game', name: 'order-roll', data: { again, rolls: rolls.map(({ player, roll }) => ({ player, dice: roll.dice })) } }),
  );
}

function startRound(state: ElevenState, order: UserId[], rolled: boolean, events: Events): ElevenState {
  const round = state.round + 1;
  events.push({ type: 'game', name: 'round', data: { round, order, rolled } });
  return { ...state, round, order, picks: [], phase: 'picking' };
}

/** EL-9: every player still seated is paid back their buy-in plus their net from the escrow. */
function payBack(state: ElevenState, player: UserId): { paid: number; moves: MoveEvent[] } {
  const paid = state.buyIn + state.net[player]!;
  const moves: MoveEvent[] = paid > 0 ? [{ type: 'move', from: { kind: 'escrow' }, to: { kind: 'player', userId: player }, amount: paid }] : [];
  return { paid, moves };
}

/** EL-8, EL-9: the game ends; the escrow goes back, each player their buy-in plus their net. */
function finish(state: ElevenState, events: Events): ElevenState {
  const paid: Record<UserId, number> = {};
  for (const player of remaining(state)) {
    const back = payBack(state, player);
    paid[player] = back.paid;
    events.push(...back.moves);
  }
  const net = Object.fromEntries(remaining(state).map((player) => [player, state.net[player]!]));
  events.push({ type: 'game', name: 'end', data: { net, paid, rounds: state.results.length } });
  return { ...state, phase: 'over', picks: [] };
}

/** EL-4 … EL-7: everyone's two dice, ties re-rolled, places paid, then the next round or the end. */
function playRound(state: ElevenState, rng: Rng, events: Events): ElevenState {
  const targets = Object.fromEntries(state.picks.map((pick) => [pick.player, pick.number]));
  const players = state.picks.map((pick) => pick.player).filter((player) => !state.out.includes(player));
  const firstRolls: Record<UserId, number[]> = {};
  const rerolls: Record<UserId, number[][]> = Object.fromEntries(players.map((player) => [player, []]));
  const roll = (player: UserId) => {
    const dice = rollDice(rng, 2, 6);
    const sum = dice[0]! + dice[1]!;
    return { dice, sum, target: targets[player]!, score: Math.abs(sum - targets[player]!) };
  };
  const placed = orderByRolls(
    players,
    roll,
    (a, b) => a - b,
    (rolls, again) => {
      for (const { player, roll: made } of rolls) {
        if (again) rerolls[player]!.push(made.dice);
        else firstRolls[player] = made.dice;
      }
      const shown = rolls.map(({ player, roll: made }) => ({ player, target: made.target, dice: made.dice, sum: made.sum, distance: made.score }));
      events.push({ type: 'game', name: again ? 'tie-roll' : 'round-roll', data: { round: state.round, rolls: shown } });
    },
  );
  const table = payoutTable(placed.length);
  const net = { ...state.net };
  const results: RoundResult[] = placed.map((player, index) => {
    const dice = firstRolls[player]!;
    const payout = table[index]! * state.multiplier;
    net[player] = net[player]! + payout;
    return {
      player,
      target: targets[player]!,
      dice,
      distance: Math.abs(dice[0]! + dice[1]! - targets[player]!),
      rerolls: rerolls[player]!,
      place: index + 1,
      payout,
    };
  });
  events.push({ type: 'game', name: 'round-result', data: { round: state.round, results, net } });
  const next: ElevenState = { ...state, net, results: [...state.results, results] };
  // EL-8: after round 11 every number is used.
  if (state.round >= ROUNDS) return finish(next, events);
  // EL-7: the next round's pick order is this round's placing, winner first.
  return startRound(next, placed, false, events);
}

export function setup({ seats, options, rng }: SetupInput<ElevenOptions>): Outcome<ElevenState, ElevenEvent> {
  const players = [...seats].sort((a, b) => a.position - b.position).map((seat) => seat.userId);
  const buyIn = buyInFor(options, players.length);
  // EL-9: each player pays the buy-in into escrow before round 1.
  const events: Events = players.flatMap((userId): RuleEvent<ElevenEvent>[] =>
    buyIn > 0 ? [{ type: 'move', from: { kind: 'player', userId }, to: { kind: 'escrow' }, amount: buyIn }] : [],
  );
  const each = <T>(value: () => T) => Object.fromEntries(players.map((player) => [player, value()])) as Record<UserId, T>;
  const initial: ElevenState = {
    multiplier: options.multiplier,
    buyIn,
    seats: players,
    out: [],
    round: 0,
    phase: 'picking',
    order: players,
    picks: [],
    left: each(() => [...NUMBERS]),
    net: each(() => 0),
    results: [],
  };
  // EL-2: the order roll, or seat order.
  const order = options.order_roll ? orderRoll(players, rng, events) : players;
  return { ok: true, state: startRound(initial, order, options.order_roll, events), events };
}

/** EL-3: the picker picks a number they have not picked before (without one, the default move: their lowest left). */
function pick(state: ElevenState, actor: UserId, number: number | undefined, rng: Rng): Outcome<ElevenState, ElevenEvent> {
  const turn = picker(state);
  if (turn !== actor) return refuse('not-your-turn', 'eleven-not-your-pick', { player: turn ? { member: turn } : '—' });
  const left = state.left[actor]!;
  const chosen = number ?? Math.min(...left);
  if (!left.includes(chosen)) return refuse('number-used', 'eleven-number-used', { number: chosen });
  const events: Events = [{ type: 'game', name: 'pick', data: { round: state.round, player: actor, number: chosen } }];
  const next: ElevenState = {
    ...state,
    picks: [...state.picks, { player: actor, number: chosen }],
    left: { ...state.left, [actor]: left.filter((candidate) => candidate !== chosen) },
  };
  return { ok: true, state: picker(next) === null ? playRound(next, rng, events) : next, events };
}

export function apply(state: ElevenState, actor: UserId, action: ElevenAction, rng: Rng): Outcome<ElevenState, ElevenEvent> {
  if (state.phase === 'over') return refuse('game-over', 'error-table-closed');
  if (state.out.includes(actor) || !state.seats.includes(actor)) return refuse('out', 'eleven-out');
  if (action.round !== undefined && action.round !== state.round) return refuse('stale-round', 'error-stale-button');
  return pick(state, actor, action.number, rng);
}

/**
 * Leaving (or being kicked) mid-game (ruling): the player is paid back their
 * buy-in plus their net so far (EL-9) and plays no more; their pick this
 * round is withdrawn. The others go on with the payout table for their
 * number (EL-6); fewer than 3 left (EL-1), the game ends and everyone is
 * paid back.
 */
export function removePlayer(state: ElevenState, player: UserId, rng: Rng): Outcome<ElevenState, ElevenEvent> {
  if (state.phase === 'over' || state.out.includes(player) || !state.seats.includes(player)) return refuse('out', 'eleven-out');
  const back = payBack(state, player);
  const events: Events = [...back.moves, { type: 'game', name: 'left', data: { player, paid: back.paid, net: state.net[player]! } }];
  const next: ElevenState = { ...state, out: [...state.out, player], picks: state.picks.filter((entry) => entry.player !== player) };
  if (remaining(next).length < 3) return { ok: true, state: finish(next, events), events };
  if (picker(next) === null) return { ok: true, state: playRound(next, rng, events), events };
  return { ok: true, state: next, events };
}
