// One betting phase shared by Vitaji and Valere: bet, meet, raise once or drop out in seat order, within a cap, plus the amounts a bet menu offers.
import type { RuleEvent, UserId } from '../../engine/contract.js';
import { type Refusal, refusals } from '../../engine/refusal.js';
import type { MessageKey } from '../../i18n/index.js';
import { nextInOrder } from './seating.js';

/** A betting round's refusals: its own codes, worded with the core's betting sentences. */
export type BettingRefusalCode = 'bet-first' | 'not-multiple' | 'not-your-turn' | 'over-cap' | 'raise-too-low' | 'raised-already';

const { refuse } = refusals<MessageKey, BettingRefusalCode>();

/**
 * One betting phase (VJ-3 … VJ-5), written once for Vitaji and Valere
 * (VA-6): in seat order the first player bets any multiple of the interval,
 * zero included; each next player meets the bet, raises it (once per
 * player per phase) or drops out. The phase ends when every player still in
 * has met the bet after the last raise. Money goes in as it is bet.
 */
export interface BettingPhase {
  /** Players in the phase, seat order. */
  order: UserId[];
  /** Who must act now. */
  turn: UserId | null;
  /** The bet each player still in must have put in by the end. */
  bet: number;
  /** What each player has put in during this phase. */
  put: Record<UserId, number>;
  /** Who has raised in this phase (at most once each). */
  raised: UserId[];
  /** Who must still act since the opening bet or the last raise. */
  waiting: UserId[];
  dropped: UserId[];
  opened: boolean;
  interval: number;
  /** The largest bet allowed (VJ-5); null: no cap. */
  cap: number | null;
}

export type BettingAction = { kind: 'bet'; amount: number } | { kind: 'meet' } | { kind: 'drop' };

/** What the channel and the scoresheet learn of a betting phase. */
export type BettingEvent =
  | { name: 'bet'; data: { round: number; player: UserId; amount: number } }
  | { name: 'raise'; data: { round: number; player: UserId; amount: number } }
  | { name: 'meet'; data: { round: number; player: UserId; amount: number } }
  /** VJ-4: `put` is what the player had put in during this phase (it stays in the pot). */
  | { name: 'drop'; data: { round: number; player: UserId; put: number } };

export type BettingStep = { ok: true; phase: BettingPhase; events: RuleEvent<BettingEvent>[]; dropped: UserId | null; done: boolean } | Refusal;

export function openBetting(order: readonly UserId[], interval: number, cap: number | null): BettingPhase {
  return {
    order: [...order],
    turn: order[0] ?? null,
    bet: 0,
    put: Object.fromEntries(order.map((player) => [player, 0])),
    raised: [],
    waiting: [...order],
    dropped: [],
    opened: false,
    interval,
    cap,
  };
}

const stillIn = (phase: BettingPhase) => phase.order.filter((player) => !phase.dropped.includes(player));

/** The next player after `player` in seat order who must still act; null when everyone has. */
const nextWaiting = (phase: BettingPhase, player: UserId): UserId | null => nextInOrder(phase.order, player, (candidate) => phase.waiting.includes(candidate));

/** The bets the rules allow the player to act now: multiples of `interval` from `from` up to `to` (the cap, VJ-5; null: none). */
export interface BetRange {
  from: number;
  to: number | null;
  interval: number;
}

/** VJ-3, VJ-5: the opening bet from zero, a raise above the bet, within the cap; null once the player may not bet (they raised already). */
export function betRange(phase: BettingPhase): BetRange | null {
  if (phase.turn === null) return null;
  if (phase.opened && phase.raised.includes(phase.turn)) return null;
  const from = phase.opened ? phase.bet + phase.interval : 0;
  if (phase.cap !== null && from > phase.cap) return null;
  return { from, to: phase.cap, interval: phase.interval };
}

/**
 * Issue 30: a menu's step when every bet does not fit: the smallest of 1, 2,
 * 5, 10, 20, 50 … intervals whose multiples between the lowest and the
 * highest bet fit, so the menu reads 0, 50, 100 … and not 20, 38, 55.
 */
function menuStep(from: number, last: number, interval: number, limit: number): number {
  for (let scale = 1; ; scale *= 10) {
    for (const times of [1, 2, 5]) {
      const step = interval * times * scale;
      // The multiples of `step` strictly between the lowest and the highest, which both stand in the menu.
      const inner = Math.floor((last - 1) / step) - Math.floor(from / step);
      if (2 + inner <= limit) return step;
    }
  }
}

/**
 * The amounts a bet menu offers in `range`, up to `most` (the largest bet
 * the player can pay; null: not known): every multiple when they fit in
 * `limit`; else the lowest, then regular steps (menuStep), then the
 * highest (the cap, or all the player has). Without any upper bound, the
 * next `limit` multiples. Any other amount is a typed bet.
 */
export function betAmounts(range: BetRange, most: number | null = null, limit = 25): number[] {
  const bounds = [range.to, most].filter((bound): bound is number => bound !== null);
  const top = bounds.length > 0 ? Math.min(...bounds) : null;
  if (top !== null && top < range.from) return [];
  if (top === null) return Array.from({ length: limit }, (_, step) => range.from + step * range.interval);
  // Bets are multiples of the interval: the highest is the last one within reach.
  const last = range.from + Math.floor((top - range.from) / range.interval) * range.interval;
  const count = (last - range.from) / range.interval + 1;
  if (count <= limit) return Array.from({ length: count }, (_, step) => range.from + step * range.interval);
  const step = menuStep(range.from, last, range.interval, limit);
  const inner: number[] = [];
  for (let amount = (Math.floor(range.from / step) + 1) * step; amount < last; amount += step) inner.push(amount);
  return [range.from, ...inner, last];
}

/** Bets the current player may make now, as a menu of at most `limit` shows them; `most`: the largest they can pay. */
export function betChoices(phase: BettingPhase, limit = 25, most: number | null = null): number[] {
  const range = betRange(phase);
  return range ? betAmounts(range, most, limit) : [];
}

export function actInBetting(phase: BettingPhase, actor: UserId, action: BettingAction, round: number): BettingStep {
  if (phase.turn !== actor) return refuse('not-your-turn', 'betting-not-your-turn', { player: phase.turn ? { member: phase.turn } : '—' });
  const events: RuleEvent<BettingEvent>[] = [];
  const pay = (target: number) => {
    const owed = target - phase.put[actor]!;
    if (owed > 0) events.push({ type: 'move', from: { kind: 'player', userId: actor }, to: { kind: 'pot' }, amount: owed });
    return { ...phase.put, [actor]: target };
  };
  let next: BettingPhase;
  let dropped: UserId | null = null;
  switch (action.kind) {
    case 'bet': {
      const { amount } = action;
      if (!Number.isInteger(amount) || amount < 0 || amount % phase.interval !== 0)
        return refuse('not-multiple', 'betting-not-multiple', { interval: phase.interval });
      if (phase.cap !== null && amount > phase.cap) return refuse('over-cap', 'betting-over-cap', { cap: phase.cap });
      if (phase.opened) {
        // VJ-3: a raise is to a larger multiple, once per player per phase.
        if (phase.raised.includes(actor)) return refuse('raised-already', 'betting-raised-already');
        if (amount <= phase.bet) return refuse('raise-too-low', 'betting-raise-too-low', { bet: phase.bet });
      }
      const raising = phase.opened;
      // After a bet or a raise, everyone else still in must answer it.
      const waiting = stillIn(phase).filter((player) => player !== actor);
      next = { ...phase, bet: amount, put: pay(amount), opened: true, raised: raising ? [...phase.raised, actor] : phase.raised, waiting };
      events.unshift({ type: 'game', name: raising ? 'raise' : 'bet', data: { round, player: actor, amount } });
      break;
    }
    case 'meet': {
      if (!phase.opened) return refuse('bet-first', 'betting-open-first');
      next = { ...phase, put: pay(phase.bet), waiting: phase.waiting.filter((player) => player !== actor) };
      events.unshift({ type: 'game', name: 'meet', data: { round, player: actor, amount: phase.bet } });
      break;
    }
    case 'drop': {
      // VJ-4: what the player put in stays in the pot.
      dropped = actor;
      next = { ...phase, dropped: [...phase.dropped, actor], waiting: phase.waiting.filter((player) => player !== actor) };
      events.push({ type: 'game', name: 'drop', data: { round, player: actor, put: phase.put[actor] ?? 0 } });
      break;
    }
  }
  const turn = stillIn(next).length <= 1 ? null : nextWaiting(next, actor);
  return { ok: true, phase: { ...next, turn }, events, dropped, done: turn === null };
}

/** A player leaving mid-phase is dropped (VJ-4); the phase goes on without them. */
export function leaveBetting(phase: BettingPhase, player: UserId, round: number): { phase: BettingPhase; events: RuleEvent<BettingEvent>[]; done: boolean } {
  if (phase.dropped.includes(player) || !phase.order.includes(player)) return { phase, events: [], done: phase.turn === null };
  const next: BettingPhase = { ...phase, dropped: [...phase.dropped, player], waiting: phase.waiting.filter((candidate) => candidate !== player) };
  const turn = stillIn(next).length <= 1 ? null : phase.turn === player ? nextWaiting(next, player) : phase.turn;
  return { phase: { ...next, turn }, events: [{ type: 'game', name: 'drop', data: { round, player, put: phase.put[player] ?? 0 } }], done: turn === null };
}
