// Valere's rules: dealing three hidden dice, choosing point dice, betting, the reveal, scoring, ties, leaving and the winner, as pure functions.
import type { MoveEvent, Outcome, RuleEvent, SetupInput, UserId } from '../../../engine/contract.js';
import { type Rng, rollDice } from '../../../engine/dice/rng.js';
import { refusals } from '../../../engine/refusal.js';
import { actInBetting, type BettingEvent, leaveBetting, openBetting } from '../../shared/betting.js';
import { buyIns, leaders, payPot, potShares } from '../../shared/pot.js';
import type { ValereKey } from '../words/index.js';
import type { RevealedHand, ValereEvent } from './events.js';
import { settle, type ValereAction, type ValereOptions } from './options.js';
import { handleOf, remaining, splitHand, type ValereState } from './state.js';

/** What Valere's rules refuse with (beside the betting round's, games/shared/betting.ts): a misspelt code does not compile. */
export type ValereRefusalCode =
  | 'drop-instead'
  | 'fold-instead'
  | 'game-over'
  | 'not-betting'
  | 'not-choosing'
  | 'not-playing'
  | 'not-your-die'
  | 'out'
  | 'stale-round';

const { refuse } = refusals<ValereKey, ValereRefusalCode>();
type Events = RuleEvent<ValereEvent>[];

/** VJ-5 as VA-6 reuses it: with a maximum, a bet may not exceed maximum × rounds already played. */
const capFor = (state: ValereState, round: number) => (state.settings.maximum === null ? null : state.settings.maximum * (round - 1));

/** Who still plays this round: not out, not folded. */
const live = (state: ValereState) => state.playing.filter((player) => !state.out.includes(player));

/** VA-2: every player of the round gets three hidden six-sided dice; each then chooses a point die. */
function deal(state: ValereState, rng: Rng, events: Events): ValereState {
  const hands: Record<UserId, number[]> = {};
  for (const player of live(state)) {
    const dice = rollDice(rng, 3, 6);
    hands[player] = dice;
    events.push({ type: 'hidden-roll', handle: handleOf(state.round, player), owner: player, label: '3d6', dice });
  }
  return { ...state, phase: 'choosing', betting: null, hands, points: {} };
}

/** A round begins (VA-5: only the tied leaders in a tie-break); VA-6 rounds: with a betting phase first, as VJ-3 (none in round 1). */
function beginRound(state: ValereState, rng: Rng, events: Events): ValereState {
  const round = state.round + 1;
  const playing = state.tieBreak ?? remaining(state);
  const cap = capFor(state, round);
  const betting = state.settings.wagering === 'rounds' && round >= 2 && (cap === null || cap > 0);
  events.push({ type: 'game', name: 'round', data: { round, players: playing, betting, tieBreak: state.tieBreak !== null } });
  const next: ValereState = { ...state, round, playing, hands: {}, points: {}, folded: [], roundPot: 0, betting: null };
  if (!betting) return deal(next, rng, events);
  return { ...next, phase: 'betting', betting: openBetting(playing, state.settings.interval, cap) };
}

/** The game is won: the game pot to its winners, and every round pot held to the round's winners (VA-5, VA-6). */
function finish(state: ValereState, winners: UserId[], events: Events): ValereState {
  // Ruling (issue 28): a round pot still being bet when the others leave goes to the player left, with the game.
  const open = state.roundPot > 0 ? [{ round: state.round, amount: state.roundPot, winners }] : [];
  const roundPots = [...state.roundPots, ...open];
  events.push(...payPot(state.pot, winners));
  for (const held of roundPots) events.push(...fromRoundPot(held.amount, held.winners.length > 0 ? held.winners : winners));
  events.push({ type: 'game', name: 'winner', data: { winners, pot: state.pot, roundPots } });
  return { ...state, phase: 'over', betting: null, winners, pot: 0, roundPots: [], roundPot: 0 };
}

function fromRoundPot(amount: number, winners: readonly UserId[]): MoveEvent[] {
  return payPot(amount, winners).map((move) => ({ ...move, from: { kind: 'round-pot' } }));
}

/** VA-3, VA-4: what each winner of the round receives, and from whose point die. */
export function pointsMoved(tied: readonly UserId[], pointOf: (player: UserId) => number): { player: UserId; points: number; from: UserId }[] {
  if (tied.length === 1) return [{ player: tied[0]!, points: pointOf(tied[0]!), from: tied[0]! }];
  // VA-4: two tied swap point dice; more pass them one seat clockwise (each receives the point die of the tied player seated before them).
  return tied.map((player, index) => {
    const from = tied[(index - 1 + tied.length) % tied.length]!;
    return { player, points: pointOf(from), from };
  });
}

/** VA-2 … VA-5: every hand shown, the round scored, then the game won, a tie-break, or the next round. */
function reveal(state: ValereState, rng: Rng, events: Events): ValereState {
  const players = live(state);
  events.push({ type: 'reveal', handles: players.map((player) => handleOf(state.round, player)) });
  const hands: RevealedHand[] = players.map((player) => {
    const { sum, sumDice, point } = splitHand(state.hands[player]!, state.points[player]!);
    return { player, dice: state.hands[player]!, sumDice, sum, point, folded: state.folded.includes(player) };
  });
  events.push({ type: 'game', name: 'reveal', data: { round: state.round, hands } });
  const contenders = hands.filter((hand) => !hand.folded);
  const best = Math.max(...contenders.map((hand) => hand.sum));
  const tied = contenders.filter((hand) => hand.sum === best).map((hand) => hand.player);
  const pointOf = (player: UserId) => hands.find((hand) => hand.player === player)!.point;
  const gains = tied.length > 0 ? pointsMoved(tied, pointOf) : [];
  const scores = { ...state.scores };
  for (const gain of gains) scores[gain.player] = scores[gain.player]! + gain.points;
  const roundPots = state.roundPot > 0 ? [...state.roundPots, { round: state.round, amount: state.roundPot, winners: tied }] : state.roundPots;
  events.push({
    type: 'game',
    name: 'round-won',
    data: { round: state.round, winners: tied, gains, scores, roundPot: state.roundPot, shares: potShares(state.roundPot, tied) },
  });
  const next: ValereState = { ...state, scores, roundPots, roundPot: 0, betting: null };
  // VA-5: the first to reach the target wins; several at once, the highest score; still tied, further rounds among them.
  const reached = next.tieBreak ?? remaining(next).filter((player) => scores[player]! >= next.settings.target);
  if (reached.length === 0) return beginRound(next, rng, events);
  const top = leaders(reached, (player) => scores[player]!);
  if (top.length === 1) return finish(next, top, events);
  events.push({ type: 'game', name: 'tie-break', data: { players: top, score: scores[top[0]!]! } });
  return beginRound({ ...next, tieBreak: top }, rng, events);
}

/** VA-2: every hand settled — VA-6 side-bets open their betting phase (into the round pot), else the reveal. */
function afterSettled(state: ValereState, rng: Rng, events: Events): ValereState {
  const cap = capFor(state, state.round);
  if (state.settings.wagering === 'side-bets' && live(state).length > 1 && (cap === null || cap > 0)) {
    events.push({ type: 'game', name: 'side-betting', data: { round: state.round } });
    return { ...state, phase: 'side-betting', betting: openBetting(live(state), state.settings.interval, cap) };
  }
  return reveal(state, rng, events);
}

export function setup({ seats, options, rng }: SetupInput<ValereOptions>): Outcome<ValereState, ValereEvent> {
  const settings = settle(options);
  const players = [...seats].sort((a, b) => a.position - b.position).map((seat) => seat.userId);
  const each = <T>(value: T) => Object.fromEntries(players.map((player) => [player, value])) as Record<UserId, T>;
  // VA-6: with any wagering, everyone antes into the game pot.
  const events: Events = buyIns(players, settings.ante);
  const initial: ValereState = {
    settings,
    seats: players,
    out: [],
    round: 0,
    phase: 'choosing',
    playing: players,
    tieBreak: null,
    hands: {},
    points: {},
    betting: null,
    folded: [],
    scores: each(0),
    pot: settings.ante * players.length,
    roundPot: 0,
    roundPots: [],
    paid: each(settings.ante),
    winners: [],
  };
  return { ok: true, state: beginRound(initial, rng, events), events };
}

/** VA-2: the point die by its face (the first die of that face), or, the default move, the lowest die (the highest sum). */
function choosePoint(state: ValereState, actor: UserId, die: number | undefined, rng: Rng): Outcome<ValereState, ValereEvent> {
  if (state.phase !== 'choosing') return refuse('not-choosing', 'valere-not-choosing');
  const hand = state.hands[actor];
  if (!hand || !live(state).includes(actor)) return refuse('not-playing', 'valere-not-in-round');
  const position = die === undefined ? hand.indexOf(Math.min(...hand)) : hand.indexOf(die);
  if (position < 0) return refuse('not-your-die', 'valere-not-your-die', { die: die ?? 0 });
  const changed = state.points[actor] !== undefined;
  const events: Events = [{ type: 'game', name: 'settled', data: { round: state.round, player: actor, changed } }];
  const next: ValereState = { ...state, points: { ...state.points, [actor]: position } };
  const everyone = live(next).every((player) => next.points[player] !== undefined);
  return { ok: true, state: everyone ? afterSettled(next, rng, events) : next, events };
}

/** The betting phase's own events, in Valere's words: into the round pot in side-bets; a drop forfeits (rounds), a fold sits out the round (side-bets). */
function translate(state: ValereState, betEvents: readonly RuleEvent<BettingEvent>[]): Events {
  const side = state.phase === 'side-betting';
  return betEvents.map((event): RuleEvent<ValereEvent> => {
    if (event.type === 'move' && side && event.to.kind === 'pot') return { ...event, to: { kind: 'round-pot' } };
    if (event.type !== 'game' || event.name !== 'drop') return event;
    const { round, player, put } = event.data;
    return side
      ? { type: 'game', name: 'fold', data: { round, player, put } }
      : { type: 'game', name: 'drop', data: { round, player, put, paid: state.paid[player] ?? 0 } };
  });
}

/** The betting phase is over: VA-6 rounds deal the dice, side-bets reveal; the last one left in the game wins at once (VJ-4). */
function closeBetting(state: ValereState, rng: Rng, events: Events): ValereState {
  if (live(state).length <= 1) return finish(state, live(state), events);
  return state.phase === 'betting' ? deal(state, rng, events) : reveal(state, rng, events);
}

function bet(
  state: ValereState,
  actor: UserId,
  action: Extract<ValereAction, { kind: 'bet' | 'meet' | 'drop' | 'fold' }>,
  rng: Rng,
): Outcome<ValereState, ValereEvent> {
  const side = state.phase === 'side-betting';
  if (state.phase !== 'betting' && !side) return refuse('not-betting', 'valere-not-betting');
  if (action.kind === 'drop' && side) return refuse('fold-instead', 'valere-fold-instead');
  if (action.kind === 'fold' && !side) return refuse('drop-instead', 'valere-drop-instead');
  const phase = state.betting!;
  const step = actInBetting(phase, actor, action.kind === 'fold' ? { kind: 'drop' } : action, state.round);
  if (!step.ok) return step;
  const paidNow = step.phase.put[actor]! - phase.put[actor]!;
  const paid = { ...state.paid, [actor]: (state.paid[actor] ?? 0) + paidNow };
  const withPaid: ValereState = { ...state, paid };
  const events = translate(withPaid, step.events);
  let next: ValereState = {
    ...withPaid,
    betting: step.phase,
    pot: side ? state.pot : state.pot + paidNow,
    roundPot: side ? state.roundPot + paidNow : state.roundPot,
  };
  if (step.dropped) next = side ? { ...next, folded: [...next.folded, step.dropped] } : { ...next, out: [...next.out, step.dropped] };
  if (!step.done && live(next).length > 1) return { ok: true, state: next, events };
  return { ok: true, state: closeBetting(next, rng, events), events };
}

export function apply(state: ValereState, actor: UserId, action: ValereAction, rng: Rng): Outcome<ValereState, ValereEvent> {
  if (state.phase === 'over') return refuse('game-over', 'error-table-closed');
  if (state.out.includes(actor)) return refuse('out', 'valere-out');
  if (action.kind === 'point') {
    if (action.round !== undefined && action.round !== state.round) return refuse('stale-round', 'error-stale-button');
    return choosePoint(state, actor, action.die, rng);
  }
  return bet(state, actor, action, rng);
}

/** Leaving (or being kicked) forfeits the game: what the player put in stays; their hand is thrown away unseen. */
export function removePlayer(state: ValereState, player: UserId, rng: Rng): Outcome<ValereState, ValereEvent> {
  if (state.phase === 'over' || state.out.includes(player)) return refuse('out', 'valere-out');
  const events: Events = [];
  if (state.hands[player]) events.push({ type: 'discard', handles: [handleOf(state.round, player)] });
  const { [player]: _hand, ...hands } = state.hands;
  const { [player]: _point, ...points } = state.points;
  let next: ValereState = {
    ...state,
    out: [...state.out, player],
    hands,
    points,
    tieBreak: state.tieBreak?.filter((candidate) => candidate !== player) ?? null,
  };
  const inGame = remaining(next);
  if (inGame.length === 1) return { ok: true, state: finish(next, inGame, events), events };
  if (next.tieBreak?.length === 1) return { ok: true, state: finish(next, next.tieBreak, events), events };
  if ((state.phase === 'betting' || state.phase === 'side-betting') && state.betting && state.betting.order.includes(player)) {
    const left = leaveBetting(state.betting, player, state.round);
    events.push(...translate(next, left.events).filter((event) => event.type !== 'game' || event.name !== 'fold'));
    next = { ...next, betting: left.phase };
    if (!left.done && live(next).filter((candidate) => !next.folded.includes(candidate)).length > 1) return { ok: true, state: next, events };
    return { ok: true, state: closeBetting(next, rng, events), events };
  }
  if (state.phase === 'choosing' && live(next).every((candidate) => next.points[candidate] !== undefined))
    return { ok: true, state: afterSettled(next, rng, events), events };
  return { ok: true, state: next, events };
}
