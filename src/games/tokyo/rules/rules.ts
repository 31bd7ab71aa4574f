// Tokyo's rules: the cup, announcements, believe and roll, doubt, blind raise, accepting Tokyo, lives, leaving and the winner, as pure functions.
import type { Outcome, RuleEvent, SetupInput, UserId } from '../../../engine/contract.js';
import { type Rng, rollDice } from '../../../engine/dice/rng.js';
import { refusals } from '../../../engine/refusal.js';
import { buyIns, payPot } from '../../shared/pot.js';
import type { TokyoKey } from '../words/index.js';
import type { TokyoEvent } from './events.js';
import { choicesSentence, lowestSentence, valueSentence } from './naming.js';
import { settle, type TokyoAction, type TokyoOptions } from './options.js';
import { alive, nextAfter, orNext, type TokyoState } from './state.js';
import { legalAnnouncements, rank, rollValue, TOKYO, TRIPLE_TOKYO } from './values.js';

/** What Tokyo's rules refuse with: a misspelt code does not compile. */
export type TokyoRefusalCode = 'game-over' | 'not-now' | 'not-your-turn' | 'out' | 'too-low';

const { refuse } = refusals<TokyoKey, TokyoRefusalCode>();

/**
 * TK-6 (and TK-10): the announcement that may only be accepted or doubted —
 * 21, or with `double_tokyo` the triple Tokyo (63) once 21 was announced.
 */
function atTheTop(state: Pick<TokyoState, 'announcement' | 'tokyoAnnounced' | 'variants'>): boolean {
  if (state.variants.doubleTokyo) return state.tokyoAnnounced && state.announcement === TRIPLE_TOKYO;
  return state.announcement === TOKYO;
}

/** The holder's choices now, in the order the table message offers them. */
export function choices(state: TokyoState): ('announce' | 'roll' | 'doubt' | 'raise' | 'accept')[] {
  if (state.winner !== null || state.holder === null) return [];
  if (state.phase === 'announce') return ['announce'];
  const top = atTheTop(state);
  const higher = legalAnnouncements(state.announcement, state.variants, state.tokyoAnnounced);
  const result: ('roll' | 'doubt' | 'raise' | 'accept')[] = [];
  // TK-4a; at the top only where an equal answer is allowed (TK-13).
  if ((!top || state.variants.allowEqual) && higher.length > 0) result.push('roll');
  result.push('doubt');
  // TK-4c; never with allow_equal (TK-13), never at the top (TK-6).
  if (!top && !state.variants.allowEqual && raiseValues(state).length > 0) result.push('raise');
  if (top) result.push('accept');
  return result;
}

/** A blind raise must be strictly higher, even where equal announcements are allowed. */
export function raiseValues(state: TokyoState): number[] {
  const strict = { ...state.variants, allowEqual: false };
  return legalAnnouncements(state.announcement, strict, state.tokyoAnnounced);
}

function rollCup(state: TokyoState, roller: UserId, rng: Rng, events: RuleEvent<TokyoEvent>[]): TokyoState {
  // The old dice are rolled over unseen (TK-4a): never revealed, and nobody's current dice any more.
  if (state.cup) events.push({ type: 'discard', handles: [state.cup.handle] });
  const dice = rollDice(rng, 2, 6) as [number, number];
  const handle = `h${state.hand}.${state.rolls + 1}`;
  events.push({ type: 'hidden-roll', handle, owner: roller, label: '2d6', dice });
  return { ...state, rolls: state.rolls + 1, cup: { dice, handle, roller }, phase: 'announce', holder: roller };
}

/** TK-3: a hand starts with its first player rolling under the cup (TK-7: the next one if they are out). */
function startHand(state: TokyoState, starter: UserId, rng: Rng, events: RuleEvent<TokyoEvent>[]): TokyoState {
  const first = orNext(state, starter)!;
  const hand = state.hand + 1;
  events.push({ type: 'game', name: 'hand', data: { hand, starter: first } });
  // A cup accepted (TK-6) stays closed for ever.
  if (state.cup) events.push({ type: 'discard', handles: [state.cup.handle] });
  const fresh: TokyoState = { ...state, hand, announcer: null, announcement: null, previousAnnouncement: null, blind: false, tokyoAnnounced: false, cup: null };
  return rollCup(fresh, first, rng, events);
}

/** TK-2: lives lost; at none the player is out. One who already left (TK-15) has none to lose and is not out again. */
function loseLives(state: TokyoState, losses: [UserId, number][], events: RuleEvent<TokyoEvent>[]): TokyoState {
  const lives = { ...state.lives };
  const out: UserId[] = [];
  for (const [player, lost] of losses) {
    if ((lives[player] ?? 0) === 0) {
      events.push({ type: 'game', name: 'spared', data: { hand: state.hand, player } });
      continue;
    }
    lives[player] = Math.max(0, lives[player]! - lost);
    events.push({ type: 'game', name: 'lives', data: { hand: state.hand, player, lost, left: lives[player] } });
    if (lives[player] === 0) out.push(player);
  }
  for (const player of out) events.push({ type: 'game', name: 'out', data: { player } });
  return { ...state, lives, outOrder: out.length > 0 ? [...state.outOrder, out] : state.outOrder };
}

/** After a hand: the last player left wins the pot (TK-2), else the next hand begins. */
function afterHand(state: TokyoState, starter: UserId, rng: Rng, events: RuleEvent<TokyoEvent>[]): Outcome<TokyoState, TokyoEvent> {
  const left = alive(state);
  if (left.length === 1) {
    const winner = left[0]!;
    events.push(...payPot(state.pot, [winner]));
    return { ok: true, state: { ...state, winner, holder: null, cup: null, pot: 0 }, events };
  }
  return { ok: true, state: startHand(state, starter, rng, events), events };
}

export function setup({ seats, options, rng }: SetupInput<TokyoOptions>): Outcome<TokyoState, TokyoEvent> {
  const { lives, variants } = settle(options);
  const players = [...seats].sort((a, b) => a.position - b.position).map((seat) => seat.userId);
  const events = buyIns(players, options.buy_in);
  const initial: TokyoState = {
    variants,
    seats: players,
    lives: Object.fromEntries(players.map((player) => [player, lives])),
    hand: 0,
    rolls: 0,
    phase: 'announce',
    holder: null,
    announcer: null,
    announcement: null,
    previousAnnouncement: null,
    blind: false,
    tokyoAnnounced: false,
    cup: null,
    pot: options.buy_in * players.length,
    winner: null,
    outOrder: [],
  };
  return { ok: true, state: startHand(initial, players[0]!, rng, events), events };
}

function announce(state: TokyoState, actor: UserId, value: number, blind: boolean): Outcome<TokyoState, TokyoEvent> {
  const events: RuleEvent<TokyoEvent>[] = [{ type: 'game', name: 'announce', data: { hand: state.hand, player: actor, value, blind } }];
  return {
    ok: true,
    state: {
      ...state,
      previousAnnouncement: state.announcement,
      announcement: value,
      announcer: actor,
      blind,
      tokyoAnnounced: state.tokyoAnnounced || value === TOKYO,
      phase: 'respond',
      holder: nextAfter(state, actor),
    },
    events,
  };
}

/** TK-4b / TK-6: the cup is lifted; whoever was wrong pays. The doubter starts the next hand. */
function doubt(state: TokyoState, doubter: UserId, rng: Rng): Outcome<TokyoState, TokyoEvent> {
  const { cup, announcement, announcer, variants, tokyoAnnounced } = state;
  const actual = rollValue(cup!.dice);
  const truthful = rank(actual, variants, tokyoAnnounced) >= rank(announcement!, variants, tokyoAnnounced);
  const top = atTheTop(state);
  let loser: UserId;
  let lost = 1;
  if (truthful) {
    loser = doubter;
    if (top) lost = 2; // TK-6: the dice really show the top value
  } else {
    loser = announcer!;
    // TK-12, TK-14: a caught 21 — a bluffed Tokyo, or in Beghel a failed attempt to equal one.
    const failedToEqual = variants.beghel && state.previousAnnouncement === TOKYO;
    if (announcement === TOKYO && (variants.bluffPenaltyTwo || failedToEqual)) lost = 2;
  }
  const events: RuleEvent<TokyoEvent>[] = [
    {
      type: 'game',
      name: 'doubt',
      data: { hand: state.hand, doubter, announcer: announcer!, announced: announcement!, actual, truthful, tokyo: tokyoAnnounced },
    },
    { type: 'reveal', handles: [cup!.handle] },
  ];
  return afterHand(loseLives({ ...state, cup: null }, [[loser, lost]], events), doubter, rng, events);
}

/** TK-6: accepting the top value costs a life (two in Beghel, TK-14); the cup stays closed. */
function accept(state: TokyoState, actor: UserId, rng: Rng): Outcome<TokyoState, TokyoEvent> {
  const lost = state.variants.beghel ? 2 : 1;
  const events: RuleEvent<TokyoEvent>[] = [{ type: 'game', name: 'accept', data: { hand: state.hand, player: actor, value: state.announcement! } }];
  // The accepted cup is never lifted.
  events.push({ type: 'discard', handles: [state.cup!.handle] });
  return afterHand(loseLives({ ...state, cup: null }, [[actor, lost]], events), actor, rng, events);
}

/** An action the holder may not take now, refused with what they may do instead (true under every variant, TK-16). */
function refuseNow(state: TokyoState, kind: TokyoAction['kind'], allowed: ReturnType<typeof choices>): Outcome<TokyoState, TokyoEvent> {
  if (state.phase === 'announce') return refuse('not-now', 'tokyo-announce-first');
  const may = { sentence: choicesSentence(allowed) };
  const standing = { sentence: valueSentence(state.announcement!, state.variants, state.tokyoAnnounced) };
  switch (kind) {
    case 'announce':
      return refuse('not-now', 'tokyo-roll-first', { choices: may });
    case 'roll':
      return refuse('not-now', 'tokyo-no-roll', { value: standing, choices: may });
    case 'raise':
      // TK-13 / TK-14 play without blind raises; otherwise only the top value (TK-6, TK-10) takes none.
      if (state.variants.allowEqual) return refuse('not-now', state.variants.beghel ? 'tokyo-no-raise-beghel' : 'tokyo-no-raise-equal', { choices: may });
      return refuse('not-now', 'tokyo-no-raise', { value: standing, choices: may });
    default: {
      // An accept (a doubt is always open to the receiver, TK-4b). TK-6, TK-16: only the top value is accepted — 21, or with double_tokyo the triple Tokyo once 21 was announced.
      // Issue 30: before any 21, a 63 is only a 63: the refusal says what would make it a triple Tokyo.
      if (state.variants.doubleTokyo && !state.tokyoAnnounced) return refuse('not-now', 'tokyo-no-accept-before-tokyo', { value: standing, choices: may });
      const top = state.variants.doubleTokyo ? valueSentence(TRIPLE_TOKYO, state.variants, true) : valueSentence(TOKYO, state.variants, false);
      return refuse('not-now', 'tokyo-no-accept', { value: standing, top: { sentence: top }, choices: may });
    }
  }
}

export function apply(state: TokyoState, actor: UserId, action: TokyoAction, rng: Rng): Outcome<TokyoState, TokyoEvent> {
  if (state.winner !== null) return refuse('game-over', 'error-table-closed');
  if (state.holder !== actor) return refuse('not-your-turn', 'tokyo-not-your-turn', { player: state.holder ? { member: state.holder } : '—' });
  const allowed = choices(state);
  if (!allowed.includes(action.kind)) return refuseNow(state, action.kind, allowed);
  if (action.kind === 'announce' || action.kind === 'raise') {
    const legal = action.kind === 'raise' ? raiseValues(state) : legalAnnouncements(state.announcement, state.variants, state.tokyoAnnounced);
    if (!legal.includes(action.value)) {
      // TK-17: the refusal names the lowest that would do (under sum_values, every value of that sum).
      const named = (value: number) => ({ sentence: valueSentence(value, state.variants, state.tokyoAnnounced) });
      const lowest = lowestSentence(legal, state.variants, state.tokyoAnnounced);
      return refuse('too-low', 'tokyo-too-low', {
        value: named(action.value),
        previous: state.announcement === null ? '—' : named(state.announcement),
        lowest: lowest ? { sentence: lowest } : '—',
      });
    }
    return announce(state, actor, action.value, action.kind === 'raise');
  }
  if (action.kind === 'roll') {
    const events: RuleEvent<TokyoEvent>[] = [{ type: 'game', name: 'roll', data: { hand: state.hand, player: actor } }];
    return { ok: true, state: rollCup(state, actor, rng, events), events };
  }
  return action.kind === 'doubt' ? doubt(state, actor, rng) : accept(state, actor, rng);
}

/**
 * TK-15 (ruling): a player who leaves or is kicked forfeits — no lives, out
 * of the order. Only if they hold the cup (the roller who has still to
 * announce, or the receiver it was just passed to) is the hand void: the cup
 * is discarded unseen, never lifted, and the next player in line starts a
 * new hand. Anyone else simply leaves the order and the hand goes on.
 *
 * That includes the announcer who has just passed the cup: they are a
 * bystander now. If the receiver then doubts and the dice show less, the cup
 * is still lifted for all to see, but no life is taken — one who left has
 * none to give (`loseLives` says so with `spared`), so the doubter is not
 * punished for being right; the doubter starts the next hand as ever
 * (TK-4b). Dice that hold the announcement still cost the doubter.
 *
 * With one player left the game is over: the cup is discarded and no hand
 * begins.
 */
export function removePlayer(state: TokyoState, player: UserId, rng: Rng): Outcome<TokyoState, TokyoEvent> {
  if ((state.lives[player] ?? 0) === 0 || state.winner !== null) return refuse('out', 'tokyo-out');
  const after: TokyoState = { ...state, lives: { ...state.lives, [player]: 0 }, outOrder: [...state.outOrder, [player]] };
  const holdsCup = state.holder === player;
  const last = alive(after).length === 1;
  const outcome = last ? 'ended' : holdsCup ? 'void' : 'goes-on';
  const events: RuleEvent<TokyoEvent>[] = [{ type: 'game', name: 'left', data: { player, hand: state.hand, outcome } }];
  if (outcome === 'goes-on') return { ok: true, state: after, events };
  if (state.cup) events.push({ type: 'discard', handles: [state.cup.handle] });
  return afterHand({ ...after, cup: null }, nextAfter(state, player) ?? player, rng, events);
}
