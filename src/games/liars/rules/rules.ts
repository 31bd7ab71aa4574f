// Liar's Dice's rules: dealing rounds, bids, calls, spot on, eliminations, leaving and the winner, as pure functions of the state (LD-1 … LD-19).
import type { Outcome, RuleEvent, SetupInput, UserId } from '../../../engine/contract.js';
import { type Rng, rollDice } from '../../../engine/dice/rng.js';
import { type RuleError, refusals } from '../../../engine/refusal.js';
import { buyIns, payPot } from '../../shared/pot.js';
import type { LiarsKey } from '../words/index.js';
import type { LiarsEvent } from './events.js';
import { dicePerPlayer, type LiarsAction, type LiarsOptions } from './options.js';
import { type Bid, diceInPlay, handleOf, inPlay, type LiarsState, nextAfter, RECENT_BIDS } from './state.js';

/** What Liar's Dice's rules refuse with: a misspelt code does not compile. */
export type LiarsRefusalCode =
  | 'already-called'
  | 'bid-raised'
  | 'bid-too-high'
  | 'bid-too-low'
  | 'call-window'
  | 'game-over'
  | 'not-your-turn'
  | 'nothing-to-call'
  | 'out'
  | 'own-bid';

const { refuse, error } = refusals<LiarsKey, LiarsRefusalCode>();

/** LD-7: only the player whose turn it is may bid; the bid menu's private steps refuse with the same sentence (plays.ts). */
export function notYourTurn(turn: UserId | null): RuleError {
  return error('not-your-turn', 'liars-not-your-turn', { player: turn ? { member: turn } : '—' });
}

/** LD-4, LD-5, LD-7: every player still in gets a hidden roll; the standing bid is one 1, nobody's. */
function startRound(state: LiarsState, starter: UserId, rng: Rng, now: number, events: RuleEvent<LiarsEvent>[], afterLeave = false): LiarsState {
  const round = state.round + 1;
  events.push({ type: 'game', name: 'round', data: afterLeave ? { round, starter, afterLeave } : { round, starter } });
  const hands: Record<UserId, number[]> = {};
  for (const player of inPlay(state)) {
    const dice = rollDice(rng, state.dice[player]!, 6);
    hands[player] = dice;
    events.push({ type: 'hidden-roll', handle: handleOf(round, player), owner: player, label: `${dice.length}d6`, dice });
  }
  return {
    ...state,
    round,
    hands,
    bidsThisRound: 0,
    recentBids: [],
    standingBid: { quantity: 1, face: 1, bettor: null, at: now, ref: `${round}.0` },
    turn: starter,
  };
}

/** LD-16: the last player with dice takes the pot. */
function finish(state: LiarsState, winner: UserId, events: RuleEvent<LiarsEvent>[]): Outcome<LiarsState, LiarsEvent> {
  events.push(...payPot(state.pot, [winner]));
  return { ok: true, state: { ...state, winner, turn: null, hands: {}, pot: 0 }, events };
}

export function setup({ seats, options, rng, now }: SetupInput<LiarsOptions>): Outcome<LiarsState, LiarsEvent> {
  const order = [...seats].sort((a, b) => a.position - b.position);
  const players = order.map((seat) => seat.userId);
  const count = dicePerPlayer(players.length, options.dice);
  const events = buyIns(players, options.buy_in);
  const initial: LiarsState = {
    spotOn: options.spot_on,
    wildOnes: options.wild_ones,
    callWindowMs: options.call_window * 1000,
    seats: players,
    tags: Object.fromEntries(order.map((seat) => [seat.userId, seat.tag])),
    dice: Object.fromEntries(players.map((player) => [player, count])),
    hands: {},
    round: 0,
    bidsThisRound: 0,
    recentBids: [],
    standingBid: { quantity: 1, face: 1, bettor: null, at: now, ref: '0.0' },
    turn: null,
    lastCall: null,
    pot: options.buy_in * players.length,
    winner: null,
    outOrder: [],
  };
  // LD-7: the first round starts with the first seat.
  return { ok: true, state: startRound(initial, players[0]!, rng, now, events), events };
}

/** LD-6: higher quantity (any face), or the same quantity with a higher face. */
export function isRaise(standing: Pick<Bid, 'quantity' | 'face'>, quantity: number, face: number): boolean {
  return quantity > standing.quantity || (quantity === standing.quantity && face > standing.face);
}

function bid(state: LiarsState, actor: UserId, quantity: number, face: number, now: number): Outcome<LiarsState, LiarsEvent> {
  if (state.turn !== actor) return { ok: false, error: notYourTurn(state.turn) };
  const maximum = diceInPlay(state);
  if (quantity > maximum) return refuse('bid-too-high', 'liars-bid-too-many', { quantity, count: maximum });
  if (!isRaise(state.standingBid, quantity, face)) {
    return refuse('bid-too-low', 'liars-bid-too-low', { quantity: state.standingBid.quantity, face: state.standingBid.face });
  }
  // LD-9: the call window after a bid; the opening "one 1" is nobody's and cannot be called.
  const opensAt = state.standingBid.at + state.callWindowMs;
  if (state.standingBid.bettor !== null && now < opensAt) {
    return refuse('call-window', 'liars-call-window', { seconds: Math.ceil((opensAt - now) / 1000) });
  }
  const number = state.bidsThisRound + 1;
  const standingBid: Bid = { quantity, face, bettor: actor, at: now, ref: `${state.round}.${number}` };
  const events: RuleEvent<LiarsEvent>[] = [{ type: 'game', name: 'bid', data: { round: state.round, bettor: actor, quantity, face } }];
  // The table message lists the round's last bids; older ones drop off.
  const recentBids = [...(state.recentBids ?? []), { quantity, face, bettor: actor }].slice(-RECENT_BIDS);
  return { ok: true, state: { ...state, standingBid, bidsThisRound: number, recentBids, turn: nextAfter(state, actor) }, events };
}

/**
 * LD-17: with wild ones, ones count as every face, except in bids on ones.
 * LD-19: `ones` says how many of the count are such wild ones; null when ones are not wild in this count.
 */
function countFace(hands: Record<UserId, number[]>, face: number, wildOnes: boolean): { count: number; ones: number | null } {
  const dice = Object.values(hands).flat();
  const wild = wildOnes && face !== 1;
  const ones = wild ? dice.filter((die) => die === 1).length : null;
  return { count: dice.filter((die) => die === face).length + (ones ?? 0), ones };
}

/**
 * LD-8: the first call counts; a later caller of the same bid is told so —
 * even when that first call ended the game or took their last die.
 */
function alreadyCalled(state: LiarsState, ref: string | undefined, now: number): boolean {
  if (!state.lastCall) return false;
  if (ref !== undefined) return state.lastCall.ref === ref;
  // A typed call has no bid reference: just after a call, it meant that bid.
  return (state.standingBid.bettor === null || state.winner !== null) && now - state.lastCall.at < 10_000;
}

/** LD-8: anyone still in but the bettor calls the standing bid. */
function call(state: LiarsState, actor: UserId, ref: string | undefined, rng: Rng, now: number): Outcome<LiarsState, LiarsEvent> {
  const target = ref ?? state.standingBid.ref;
  if (target !== state.standingBid.ref) return refuse('bid-raised', 'liars-bid-raised');
  const { bettor, quantity, face } = state.standingBid;
  if (bettor === null) return refuse('nothing-to-call', 'liars-nothing-to-call');
  if (actor === bettor) return refuse('own-bid', 'liars-own-bid');
  if ((state.dice[actor] ?? 0) === 0) return refuse('out', 'liars-out');

  const { count, ones } = countFace(state.hands, face, state.wildOnes);
  const verdict = count > quantity ? 'correct' : count === quantity ? 'spot-on' : 'incorrect';
  const losses: Record<UserId, number> = {};
  if (verdict === 'correct')
    losses[actor] = 1; // LD-10
  else if (verdict === 'incorrect')
    losses[bettor] = 1; // LD-12
  else if (state.spotOn === 'caller-two')
    losses[actor] = 2; // LD-11 variant
  else for (const player of inPlay(state)) if (player !== bettor) losses[player] = 1; // LD-11

  const events: RuleEvent<LiarsEvent>[] = [
    {
      type: 'game',
      name: 'call',
      data: { round: state.round, caller: actor, bettor, quantity, face, count, ...(ones === null ? {} : { ones }), verdict, losses },
    },
    // LD-15: every hand is shown, with its commitment's salt.
    { type: 'reveal', handles: inPlay(state).map((player) => handleOf(state.round, player)) },
  ];
  const dice = { ...state.dice };
  for (const [player, lost] of Object.entries(losses)) {
    dice[player] = Math.max(0, dice[player]! - lost); // LD-13: lost dice leave the game
    if (dice[player] === 0) {
      // LD-14: who eliminates ("becomes the pred").
      const by = player === bettor ? actor : bettor;
      events.push({ type: 'game', name: 'eliminated', data: { player, tag: state.tags[player] ?? null, by, byTag: state.tags[by] ?? null } });
    }
  }
  const fallen = Object.keys(losses).filter((player) => dice[player] === 0);
  const after: LiarsState = {
    ...state,
    dice,
    outOrder: fallen.length > 0 ? [...state.outOrder, fallen] : state.outOrder,
    lastCall: { ref: state.standingBid.ref, caller: actor, at: now },
  };
  const left = inPlay(after);
  if (left.length === 1) return finish(after, left[0]!, events);
  // LD-7: the next round starts with the player next in line after the last bettor.
  return { ok: true, state: startRound(after, nextAfter(after, bettor)!, rng, now, events), events };
}

export function apply(state: LiarsState, actor: UserId, action: LiarsAction, rng: Rng, now: number): Outcome<LiarsState, LiarsEvent> {
  if (action.kind === 'call' && alreadyCalled(state, action.bid, now)) {
    return refuse('already-called', 'liars-already-called', { player: { member: state.lastCall!.caller } });
  }
  if (state.winner !== null) return refuse('game-over', 'error-table-closed');
  if ((state.dice[actor] ?? 0) === 0) return refuse('out', 'liars-out');
  return action.kind === 'bid' ? bid(state, actor, action.quantity, action.face, now) : call(state, actor, action.bid, rng, now);
}

/**
 * LD-18: a player leaving (or kicked) forfeits and takes their dice out of
 * the game. The round in play is void (a bid against a hand that left cannot
 * be judged fairly): its hands are shown and a new one is dealt, starting
 * with the player who was to bid — the next in line when that was the
 * leaver. A call made before the leave stands: a later Call of that bid is
 * still told who called it (LD-8).
 */
export function removePlayer(state: LiarsState, player: UserId, rng: Rng, now: number): Outcome<LiarsState, LiarsEvent> {
  if ((state.dice[player] ?? 0) === 0 || state.winner !== null) return refuse('out', 'liars-out');
  const after: LiarsState = { ...state, dice: { ...state.dice, [player]: 0 }, outOrder: [...state.outOrder, [player]] };
  const left = inPlay(after);
  const wasToBid = state.turn !== null && state.turn !== player;
  const next = left.length === 1 ? null : wasToBid ? state.turn! : nextAfter(after, player)!;
  const events: RuleEvent<LiarsEvent>[] = [
    { type: 'game', name: 'left', data: { player, round: state.round, next, wasToBid } },
    { type: 'reveal', handles: inPlay(state).map((seat) => handleOf(state.round, seat)) },
  ];
  if (next === null) return finish(after, left[0]!, events);
  return { ok: true, state: startRound(after, next, rng, now, events, true), events };
}
