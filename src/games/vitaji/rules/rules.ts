// Vitaji's rules: rounds of betting then rolling and rerolls, triples, drops and leaving, as pure functions of the state (VJ-2 … VJ-9).
import type { Outcome, RuleEvent, SetupInput, UserId } from '../../../engine/contract.js';
import type { Rng } from '../../../engine/dice/rng.js';
import { refusals } from '../../../engine/refusal.js';
import { actInBetting, type BettingEvent, leaveBetting, openBetting } from '../../shared/betting.js';
import { buyIns } from '../../shared/pot.js';
import type { VitajiKey } from '../words/index.js';
import type { VitajiEvent } from './events.js';
import { finishGame, lastStanding } from './finish.js';
import { settle, type VitajiAction, type VitajiOptions } from './options.js';
import { nextInSeat, paidSoFar, remaining, type VitajiState } from './state.js';

/** What Vitaji's rules refuse with (beside the betting round's, games/shared/betting.ts): a misspelt code does not compile. */
export type VitajiRefusalCode = 'dropped' | 'game-over' | 'no-bonus' | 'no-rerolls' | 'not-betting' | 'not-rolling' | 'not-your-turn' | 'team-too-small';

const { refuse } = refusals<VitajiKey, VitajiRefusalCode>();

/** VJ-6: everyone still in rolls once, in seat order; then the reroll turns begin at the first seat. */
function startRolling(state: VitajiState, rng: Rng, events: RuleEvent<VitajiEvent>[]): VitajiState {
  const results: Record<UserId, number> = {};
  for (const player of remaining(state)) {
    results[player] = rng.int(1, state.settings.sides);
    events.push({ type: 'game', name: 'roll', data: { round: state.round, player, value: results[player], reroll: false } });
  }
  const players = remaining(state);
  const rolled = Object.fromEntries(Object.entries(results).map(([player, value]) => [player, [value]]));
  return advanceRerolls({ ...state, phase: 'rolling', betting: null, results, rolled, turn: players[0]!, passed: [] }, rng, events);
}

/**
 * VJ-6: whose reroll turn passes by itself: one with no rerolls left; issue
 * 30: one holding the die's highest face (a reroll cannot improve it), and
 * one who passed for the rest of the round.
 */
function passesByItself(state: VitajiState, player: UserId): boolean {
  return state.rerolls[player] === 0 || state.results[player] === state.settings.sides || (state.standing ?? []).includes(player);
}

/** Moves past players whose turn passes by itself; the round ends after a full turn of passes. */
function advanceRerolls(state: VitajiState, rng: Rng, events: RuleEvent<VitajiEvent>[]): VitajiState {
  let current = state;
  const allPassed = (candidate: VitajiState) => remaining(candidate).every((player) => candidate.passed.includes(player));
  while (!allPassed(current) && passesByItself(current, current.turn!)) {
    current = { ...current, passed: [...current.passed, current.turn!], turn: nextInSeat(current, current.turn!) };
  }
  return allPassed(current) ? endRound(current, rng, events) : current;
}

/** VJ-5: with a maximum, a bet may not exceed maximum × rounds already played. */
const capFor = (state: VitajiState, round: number) => (state.settings.maximum === null ? null : state.settings.maximum * (round - 1));

function beginRound(state: VitajiState, rng: Rng, events: RuleEvent<VitajiEvent>[]): VitajiState {
  const round = state.round + 1;
  if (round > state.settings.rounds) return finishGame(state, rng, events);
  const cap = capFor(state, round);
  // VJ-3: betting from round 2 on (the ante stands for round 1) unless first_round_betting; none while the cap is 0.
  const betting = (round >= 2 || state.settings.firstRoundBetting) && (cap === null || cap > 0);
  const roundBet = round === 1 ? state.settings.ante : 0;
  events.push({ type: 'game', name: 'round', data: { round, betting, bet: roundBet, ante: state.settings.ante } });
  const next: VitajiState = { ...state, round, roundBet, results: {}, turn: null, passed: [], standing: [] };
  if (!betting) return startRolling(next, rng, events);
  const phase = openBetting(remaining(next), state.settings.interval, cap);
  return { ...next, phase: 'betting', betting: phase, turn: phase.turn };
}

/** VJ-6, VJ-8: results go onto scores (doubled where a triple chose so); triples and sweeps are tracked. */
function endRound(state: VitajiState, rng: Rng, events: RuleEvent<VitajiEvent>[]): VitajiState {
  const scores = { ...state.scores };
  const streak = { ...state.streak };
  const sweep = { ...state.sweep };
  const pendingBonus: VitajiState['pendingBonus'] = [];
  const added: Record<UserId, number> = {};
  for (const player of remaining(state)) {
    const value = state.results[player]!;
    added[player] = state.doubleNext.includes(player) ? 2 * value : value;
    scores[player] = scores[player]! + added[player]!;
    const run = streak[player];
    const count = run && run.value === value ? run.count + 1 : 1;
    if (state.settings.bonuses && count === 3) {
      pendingBonus.push({ player, value });
      streak[player] = null; // the streak starts over
    } else {
      streak[player] = { value, count };
    }
    sweep[player] = state.round === 1 ? value : sweep[player] === value ? value : null;
  }
  // Issue 30: the rerolls of the round are said with its end, not one line each.
  const rerolled = Object.entries(state.rolled ?? {}).filter(([player, rolls]) => rolls.length > 1 && remaining(state).includes(player));
  const rolls = rerolled.length > 0 ? { rolls: Object.fromEntries(rerolled) } : {};
  events.push({ type: 'game', name: 'round-end', data: { round: state.round, results: state.results, added, scores, ...rolls } });
  const { rolled: _rolled, ...ended } = state;
  const next: VitajiState = { ...ended, scores, streak, sweep, doubleNext: [], pendingBonus, turn: null };
  if (pendingBonus.length > 0 && state.round === state.settings.rounds) {
    // After the last round only adding can still help: no one is kept waiting for a choice.
    for (const bonus of pendingBonus) {
      next.scores[bonus.player] = next.scores[bonus.player]! + bonus.value;
      events.push({ type: 'game', name: 'bonus', data: { round: state.round, player: bonus.player, choice: 'add', value: bonus.value, automatic: true } });
    }
    return beginRound({ ...next, pendingBonus: [] }, rng, events);
  }
  if (pendingBonus.length > 0) {
    const values = Object.fromEntries(pendingBonus.map((bonus) => [bonus.player, bonus.value]));
    events.push({ type: 'game', name: 'triple', data: { round: state.round, players: pendingBonus.map((bonus) => bonus.player), values } });
    return { ...next, phase: 'bonus', turn: pendingBonus[0]!.player };
  }
  return beginRound(next, rng, events);
}

export function setup({ seats, options, rng }: SetupInput<VitajiOptions>): Outcome<VitajiState, VitajiEvent> {
  const settings = settle(options);
  const order = [...seats].sort((a, b) => a.position - b.position);
  const players = order.map((seat) => seat.userId);
  if (settings.teams) {
    // VJ-9: every player on a team of two or more.
    const sizes = new Map<string, number>();
    for (const seat of order) if (seat.team) sizes.set(seat.team, (sizes.get(seat.team) ?? 0) + 1);
    const lonely = order.find((seat) => !seat.team || sizes.get(seat.team)! < 2);
    if (lonely) return refuse('team-too-small', 'vitaji-teams-needed');
  }
  // VJ-2: everyone antes into the pot when the game starts.
  const events = buyIns(players, settings.ante);
  const each = <T>(value: T) => Object.fromEntries(players.map((player) => [player, value])) as Record<UserId, T>;
  const initial: VitajiState = {
    settings,
    seats: players,
    teamOf: settings.teams ? Object.fromEntries(order.map((seat) => [seat.userId, seat.team!])) : null,
    dropped: [],
    round: 0,
    phase: 'rolling',
    betting: null,
    roundBet: 0,
    results: {},
    turn: null,
    passed: [],
    rerolls: each(settings.rerolls),
    scores: each(0),
    streak: each(null),
    doubleNext: [],
    pendingBonus: [],
    sweep: each(null),
    pot: settings.ante * players.length,
    paid: each(settings.ante),
    winners: [],
  };
  return { ok: true, state: beginRound(initial, rng, events), events };
}

function bet(state: VitajiState, actor: UserId, action: Extract<VitajiAction, { kind: 'bet' | 'meet' | 'drop' }>, rng: Rng): Outcome<VitajiState, VitajiEvent> {
  const step = actInBetting(state.betting!, actor, action, state.round);
  if (!step.ok) return step;
  // Only the actor pays: the difference up to the bet.
  const paid = step.phase.put[actor]! - state.betting!.put[actor]!;
  const next: VitajiState = {
    ...state,
    betting: step.phase,
    turn: step.phase.turn,
    pot: state.pot + paid,
    paid: state.paid && { ...state.paid, [actor]: state.paid[actor]! + paid },
    dropped: step.dropped ? [...state.dropped, step.dropped] : state.dropped,
  };
  const events = withPaid(step.events, next);
  const ended = remaining(next).length === 1 || onlyOneTeam(next);
  if (!step.done && !ended) return { ok: true, state: next, events };
  return { ok: true, state: closeBetting(next, step.phase.bet, ended, rng, events), events };
}

/**
 * The betting phase is over: the round's `$` is its bet (VJ-10; in round 1
 * on top of the ante). Then the last one left (VJ-9: the last team) wins
 * at once (VJ-4), or everyone still in rolls.
 */
function closeBetting(state: VitajiState, bet: number, ended: boolean, rng: Rng, events: RuleEvent<VitajiEvent>[]): VitajiState {
  const roundBet = (state.round === 1 ? state.settings.ante : 0) + bet;
  events.push({ type: 'game', name: 'round-bet', data: { round: state.round, bet: roundBet } });
  const next: VitajiState = { ...state, roundBet };
  return ended ? lastStanding(next, events) : startRolling(next, rng, events);
}

export function apply(state: VitajiState, actor: UserId, action: VitajiAction, rng: Rng): Outcome<VitajiState, VitajiEvent> {
  if (state.phase === 'over') return refuse('game-over', 'error-table-closed');
  if (state.dropped.includes(actor)) return refuse('dropped', 'vitaji-dropped');
  if (action.kind === 'bonus') {
    const pending = state.pendingBonus.find((bonus) => bonus.player === actor);
    if (state.phase !== 'bonus' || !pending) return refuse('no-bonus', 'vitaji-no-bonus');
    const events: RuleEvent<VitajiEvent>[] = [
      { type: 'game', name: 'bonus', data: { round: state.round, player: actor, choice: action.choice, value: pending.value, automatic: false } },
    ];
    const left = state.pendingBonus.filter((bonus) => bonus !== pending);
    let next: VitajiState = { ...state, pendingBonus: left, turn: left[0]?.player ?? null };
    if (action.choice === 'add') next = { ...next, scores: { ...next.scores, [actor]: next.scores[actor]! + pending.value } };
    if (action.choice === 'double') next = { ...next, doubleNext: [...next.doubleNext, actor] };
    if (action.choice === 'reroll') next = { ...next, rerolls: { ...next.rerolls, [actor]: next.rerolls[actor]! + 1 } };
    return { ok: true, state: left.length > 0 ? next : beginRound(next, rng, events), events };
  }
  if (action.kind === 'bet' || action.kind === 'meet' || action.kind === 'drop') {
    if (state.phase !== 'betting') return refuse('not-betting', 'vitaji-not-betting');
    return bet(state, actor, action, rng);
  }
  if (state.phase !== 'rolling') return refuse('not-rolling', state.phase === 'bonus' ? 'vitaji-waiting-bonus' : 'vitaji-betting-now');
  if (state.turn !== actor) return refuse('not-your-turn', 'vitaji-not-your-turn', { player: state.turn ? { member: state.turn } : '—' });
  const events: RuleEvent<VitajiEvent>[] = [];
  if (action.kind === 'pass' || action.kind === 'stand') {
    // Issue 30: `stand` passes for the rest of the round: their later turns pass by themselves.
    const standing = action.kind === 'stand' ? [...(state.standing ?? []), actor] : state.standing;
    const next = { ...state, passed: [...state.passed, actor], turn: nextInSeat(state, actor), ...(standing ? { standing } : {}) };
    return { ok: true, state: advanceRerolls(next, rng, events), events };
  }
  if (state.rerolls[actor]! <= 0) return refuse('no-rerolls', 'vitaji-no-rerolls');
  // VJ-6: the new result replaces the old, even if lower.
  const value = rng.int(1, state.settings.sides);
  events.push({ type: 'game', name: 'roll', data: { round: state.round, player: actor, value, reroll: true } });
  const next: VitajiState = {
    ...state,
    results: { ...state.results, [actor]: value },
    ...(state.rolled ? { rolled: { ...state.rolled, [actor]: [...(state.rolled[actor] ?? []), value] } } : {}),
    rerolls: { ...state.rerolls, [actor]: state.rerolls[actor]! - 1 },
    passed: [],
    turn: nextInSeat(state, actor),
  };
  return { ok: true, state: advanceRerolls(next, rng, events), events };
}

/** VJ-4: a betting phase's drop says everything the player leaves in the pot, every round's bets and the ante. */
function withPaid(events: readonly RuleEvent<BettingEvent>[], state: VitajiState): RuleEvent<VitajiEvent>[] {
  return events.map((event) =>
    event.type === 'game' && event.name === 'drop' ? { ...event, data: { ...event.data, paid: paidSoFar(state, event.data.player) } } : event,
  );
}

/** Team Vitaji with every other team gone. */
function onlyOneTeam(state: VitajiState): boolean {
  return state.teamOf !== null && new Set(remaining(state).map((player) => state.teamOf![player])).size === 1;
}

/** Leaving (or being kicked) is dropping out (VJ-4): everything put in stays in the pot. */
export function removePlayer(state: VitajiState, player: UserId, rng: Rng): Outcome<VitajiState, VitajiEvent> {
  if (state.phase === 'over' || state.dropped.includes(player)) return refuse('dropped', 'vitaji-dropped');
  const events: RuleEvent<VitajiEvent>[] = [];
  let next: VitajiState = { ...state, dropped: [...state.dropped, player], pendingBonus: state.pendingBonus.filter((bonus) => bonus.player !== player) };
  const { [player]: _gone, ...results } = next.results;
  next = { ...next, results };
  const ended = remaining(next).length === 1 || onlyOneTeam(next);

  if (state.phase === 'betting' && state.betting) {
    const left = leaveBetting(state.betting, player, state.round);
    events.push(...withPaid(left.events, next));
    next = { ...next, betting: left.phase, turn: left.phase.turn };
    if (!left.done && !ended) return { ok: true, state: next, events };
    return { ok: true, state: closeBetting(next, left.phase.bet, ended, rng, events), events };
  }
  // A drop's `put` is what the player bet in that round's betting phase, never the ante (VJ-10 adds it on
  // the sheet). Between rounds (a triple pending) they leave the next round having bet nothing; while
  // rolling, they had met the round's bet: its `$` less the ante in round 1.
  const ante = state.round === 1 ? state.settings.ante : 0;
  const put = state.phase === 'bonus' ? 0 : state.roundBet - ante;
  const round = state.phase === 'bonus' ? state.round + 1 : state.round;
  events.push({ type: 'game', name: 'drop', data: { round, player, put, paid: paidSoFar(state, player) } });
  // VJ-4: the last one left (VJ-9: the last team) wins at once.
  if (ended) return { ok: true, state: lastStanding(next, events), events };
  if (state.phase === 'bonus')
    return { ok: true, state: next.pendingBonus.length > 0 ? { ...next, turn: next.pendingBonus[0]!.player } : beginRound(next, rng, events), events };
  // Rolling: the turn moves on if it was theirs; the leaver's own pass no longer counts.
  const turn = state.turn === player ? nextInSeat(next, player) : state.turn;
  return { ok: true, state: advanceRerolls({ ...next, turn, passed: state.passed.filter((passer) => passer !== player) }, rng, events), events };
}
