// Unit tests of the shared betting phase on its own: opening, meeting, raising once, dropping out, the cap and the bet menu's amounts (VJ-3 … VJ-5).
import { describe, expect, it } from 'vitest';
import type { RuleEvent, StakeHolder } from '../../engine/contract.js';
import { actInBetting, type BettingAction, type BettingPhase, betChoices, leaveBetting, openBetting } from './betting.js';

// The betting phase on its own (RULES.md VJ-3 … VJ-5, shared with Valere's VA-6).
// Vitaji's use of it, inside a game, is in ../vitaji/rules-betting.test.ts.

const holder = (place: StakeHolder) => (place.kind === 'player' ? place.userId : place.kind);
const moves = (events: RuleEvent[]) => events.flatMap((event) => (event.type === 'move' ? [`${holder(event.from)}>${holder(event.to)} ${event.amount}`] : []));
const named = (events: RuleEvent[]) => events.flatMap((event) => (event.type === 'game' ? [{ name: event.name, ...event.data }] : []));

interface Run {
  phase: BettingPhase;
  events: RuleEvent[];
  done: boolean;
}

/** Accepted steps in a row; every event kept. */
function run(phase: BettingPhase, steps: [string, BettingAction][], round = 2): Run {
  let current = phase;
  const events: RuleEvent[] = [];
  let done = false;
  for (const [actor, action] of steps) {
    const step = actInBetting(current, actor, action, round);
    if (!step.ok) throw new Error(`${actor} ${action.kind}: refused with ${step.error.code}`);
    current = step.phase;
    events.push(...step.events);
    done = step.done;
  }
  return { phase: current, events, done };
}

function refusal(phase: BettingPhase, actor: string, action: BettingAction): string {
  const step = actInBetting(phase, actor, action, 2);
  return step.ok ? 'accepted' : step.error.code;
}

const bet = (amount: number): BettingAction => ({ kind: 'bet', amount });
const meet: BettingAction = { kind: 'meet' };
const drop: BettingAction = { kind: 'drop' };
const abc = ['a', 'b', 'c'] as const;

describe('openBetting', () => {
  it('VJ-3: opens with the first seat to act, nothing bet, everyone still to answer', () => {
    const order = ['a', 'b', 'c'];
    const phase = openBetting(order, 5, 40);
    order.push('d'); // the phase keeps its own copy
    expect(phase).toEqual({
      order: ['a', 'b', 'c'],
      turn: 'a',
      bet: 0,
      put: { a: 0, b: 0, c: 0 },
      raised: [],
      waiting: ['a', 'b', 'c'],
      dropped: [],
      opened: false,
      interval: 5,
      cap: 40,
    });
  });
});

describe('actInBetting: opening, meeting, raising (VJ-3)', () => {
  it('VJ-3: the first player may open at zero; the others meet it without paying anything', () => {
    const opened = run(openBetting(abc, 5, null), [['a', bet(0)]]);
    expect(opened.phase).toMatchObject({ opened: true, bet: 0, turn: 'b', waiting: ['b', 'c'] });
    expect(opened.done).toBe(false);
    const met = run(opened.phase, [
      ['b', meet],
      ['c', meet],
    ]);
    expect(met.done).toBe(true);
    expect(met.phase.turn).toBeNull();
    expect(moves([...opened.events, ...met.events])).toEqual([]);
    expect(named(met.events)).toEqual([
      { name: 'meet', round: 2, player: 'b', amount: 0 },
      { name: 'meet', round: 2, player: 'c', amount: 0 },
    ]);
  });

  it('VJ-3: money goes in as it is bet, each paying the difference up to the bet', () => {
    const played = run(openBetting(abc, 5, null), [
      ['a', bet(10)],
      ['b', bet(25)],
      ['c', meet],
      ['a', meet],
    ]);
    expect(played.done).toBe(true);
    expect(played.phase.put).toEqual({ a: 25, b: 25, c: 25 });
    expect(moves(played.events)).toEqual(['a>pot 10', 'b>pot 25', 'c>pot 25', 'a>pot 15']);
    expect(named(played.events).map((event) => event.name)).toEqual(['bet', 'raise', 'meet', 'meet']);
  });

  it('VJ-3: a raise reopens the phase for everyone else still in, the opener included', () => {
    const raised = run(openBetting(abc, 1, null), [
      ['a', bet(10)],
      ['b', bet(20)],
      ['c', meet],
    ]);
    expect(raised.done).toBe(false);
    expect(raised.phase.turn).toBe('a');
    expect(raised.phase.waiting).toEqual(['a']);
    const met = run(raised.phase, [['a', meet]]);
    expect(met.done).toBe(true);
    expect(moves(met.events)).toEqual(['a>pot 10']);
  });

  it('VJ-3: the phase ends only when every player still in has met the bet after the last raise', () => {
    // c raises after a and b have met: a and b must answer again.
    const first = run(openBetting(abc, 1, null), [
      ['a', bet(5)],
      ['b', meet],
      ['c', bet(8)],
    ]);
    expect(first.done).toBe(false);
    expect(first.phase.turn).toBe('a');
    const second = run(first.phase, [['a', meet]]);
    expect(second.done).toBe(false);
    expect(second.phase.turn).toBe('b');
    expect(run(second.phase, [['b', meet]]).done).toBe(true);
  });

  it('VJ-3: each player may raise once per round; the second raise is refused, meeting is still allowed', () => {
    // a's opening bet is not a raise: a may raise once later.
    const played = run(openBetting(abc, 1, null), [
      ['a', bet(10)],
      ['b', bet(20)],
      ['c', bet(30)],
      ['a', bet(40)],
    ]);
    expect(played.phase.turn).toBe('b');
    expect(refusal(played.phase, 'b', bet(50))).toBe('raised-already');
    expect(betChoices(played.phase)).toEqual([]);
    const afterB = run(played.phase, [['b', meet]]);
    expect(refusal(afterB.phase, 'c', bet(50))).toBe('raised-already');
    const afterC = run(afterB.phase, [['c', meet]]);
    expect(afterC.done).toBe(true);
    expect(afterC.phase.raised).toEqual(['b', 'c', 'a']);
  });

  it('VJ-3: a raise must be to a larger multiple of the interval', () => {
    const opened = run(openBetting(abc, 5, null), [['a', bet(10)]]).phase;
    expect(refusal(opened, 'b', bet(10))).toBe('raise-too-low');
    expect(refusal(opened, 'b', bet(5))).toBe('raise-too-low');
    expect(refusal(opened, 'b', bet(12))).toBe('not-multiple');
    expect(refusal(opened, 'b', bet(15))).toBe('accepted');
  });

  it('VJ-3: a bet that is not a multiple of the interval is refused, an opening bet too', () => {
    const phase = openBetting(abc, 5, null);
    expect(refusal(phase, 'a', bet(7))).toBe('not-multiple');
    expect(refusal(phase, 'a', bet(1))).toBe('not-multiple');
    expect(refusal(phase, 'a', bet(5))).toBe('accepted');
  });

  it('VJ-5: a bet over the cap is refused, a bet at the cap is allowed', () => {
    const phase = openBetting(abc, 1, 400);
    expect(refusal(phase, 'a', bet(401))).toBe('over-cap');
    expect(refusal(phase, 'a', bet(400))).toBe('accepted');
    const opened = run(phase, [['a', bet(300)]]).phase;
    expect(refusal(opened, 'b', bet(401))).toBe('over-cap');
    expect(refusal(opened, 'b', bet(400))).toBe('accepted');
  });

  it('VJ-3: only the player whose turn it is acts; meeting needs an opening bet', () => {
    const phase = openBetting(abc, 1, null);
    expect(refusal(phase, 'b', bet(5))).toBe('not-your-turn');
    expect(refusal(phase, 'a', meet)).toBe('bet-first');
    expect(refusal(phase, 'z', drop)).toBe('not-your-turn');
  });
});

describe('actInBetting: dropping out (VJ-4)', () => {
  it('VJ-4: a drop keeps what the player put in in the pot (no move back) and the phase goes on without them', () => {
    const played = run(openBetting(abc, 1, null), [
      ['a', bet(10)],
      ['b', bet(30)],
      ['c', meet],
    ]);
    const step = actInBetting(played.phase, 'a', drop, 2);
    if (!step.ok) throw new Error(step.error.code);
    expect(step.dropped).toBe('a');
    expect(step.done).toBe(true);
    expect(moves(step.events)).toEqual([]);
    expect(named(step.events)).toEqual([{ name: 'drop', round: 2, player: 'a', put: 10 }]);
    expect(step.phase.put.a).toBe(10);
    expect(step.phase.dropped).toEqual(['a']);
  });

  it('VJ-4: the opener may drop before opening; the next player then opens', () => {
    const dropped = run(openBetting(abc, 1, null), [['a', drop]]);
    expect(dropped.done).toBe(false);
    expect(dropped.phase.turn).toBe('b');
    expect(refusal(dropped.phase, 'b', meet)).toBe('bet-first');
    const played = run(dropped.phase, [
      ['b', bet(4)],
      ['c', meet],
    ]);
    expect(played.done).toBe(true);
    expect(played.phase.put).toEqual({ a: 0, b: 4, c: 4 });
  });

  it('VJ-4: when only one player is left the phase is over at once', () => {
    const played = run(openBetting(abc, 1, null), [
      ['a', bet(10)],
      ['b', drop],
    ]);
    expect(played.done).toBe(false);
    const last = actInBetting(played.phase, 'c', drop, 2);
    if (!last.ok) throw new Error(last.error.code);
    expect(last.done).toBe(true);
    expect(last.phase.turn).toBeNull();
    expect(last.phase.dropped).toEqual(['b', 'c']);
  });

  it('VJ-4: a dropped player is skipped when a later raise reopens the phase', () => {
    const played = run(openBetting(['a', 'b', 'c', 'd'], 1, null), [
      ['a', bet(10)],
      ['b', drop],
      ['c', bet(20)],
      ['d', meet],
    ]);
    expect(played.phase.turn).toBe('a');
    expect(played.phase.waiting).toEqual(['a']);
    expect(run(played.phase, [['a', meet]]).done).toBe(true);
  });
});

describe('betChoices (VJ-3, VJ-5)', () => {
  it('VJ-3: before the opening bet, zero and up by the interval, at most `limit` of them', () => {
    expect(betChoices(openBetting(abc, 5, null), 4)).toEqual([0, 5, 10, 15]);
    expect(betChoices(openBetting(abc, 1, null))).toHaveLength(25);
  });

  it('VJ-3: after it, only larger multiples (a raise)', () => {
    const opened = run(openBetting(abc, 5, null), [['a', bet(10)]]).phase;
    expect(betChoices(opened, 3)).toEqual([15, 20, 25]);
  });

  it('VJ-5: never above the cap; none once the bet is at the cap', () => {
    expect(betChoices(openBetting(abc, 10, 30))).toEqual([0, 10, 20, 30]);
    const atCap = run(openBetting(abc, 10, 30), [['a', bet(30)]]).phase;
    expect(betChoices(atCap)).toEqual([]);
  });

  it('VJ-3: none for a player who has raised, none once the phase is over', () => {
    const raised = run(openBetting(['a', 'b'], 1, null), [
      ['a', bet(1)],
      ['b', bet(2)],
    ]).phase;
    expect(raised.turn).toBe('a');
    expect(betChoices(raised, 2)).toEqual([3, 4]); // a opened, has not raised yet
    const done = run(raised, [['a', meet]]).phase;
    expect(betChoices(done)).toEqual([]);
  });

  it('VJ-3 (issue 13): only bets the player can pay: up to `most`, every multiple when they fit, else spread to all in', () => {
    const opened = run(openBetting(abc, 5, null), [['a', bet(10)]]).phase;
    expect(betChoices(opened, 25, 27)).toEqual([15, 20, 25]);
    expect(betChoices(opened, 25, 14)).toEqual([]); // not even a raise of one interval
    // Issue 30: more than a menu holds: regular steps (1, 2, 5, 10, 20, 50 … intervals) from the lowest bet up to all the player has.
    const menu = betChoices(openBetting(abc, 1, null), 25, 1000);
    expect(menu).toEqual(Array.from({ length: 21 }, (_, step) => step * 50));
    // A raise from 15 by fives, up to 995: the lowest, then every 50, then all in.
    const raised = run(openBetting(abc, 5, null), [['a', bet(10)]]).phase;
    expect(betChoices(raised, 25, 997)).toEqual([15, ...Array.from({ length: 19 }, (_, step) => 50 + step * 50), 995]);
    // Intervals of 5 up to 2490: 20 of them (100) would not fit, 50 (250) do: 0, 250 … 2250, 2490.
    expect(betChoices(openBetting(abc, 5, null), 25, 2490)).toEqual([...Array.from({ length: 10 }, (_, step) => step * 250), 2490]);
    // The cap and the purse: the lower of the two bounds the menu.
    expect(betChoices(openBetting(abc, 10, 30), 25, 25)).toEqual([0, 10, 20]);
    expect(betChoices(openBetting(abc, 10, 30), 25, 500)).toEqual([0, 10, 20, 30]);
  });
});

describe('leaveBetting (VJ-4: leaving is dropping out)', () => {
  it('VJ-4: the player on turn leaving passes the turn to the next who must act; their money stays', () => {
    const opened = run(openBetting(abc, 1, null), [['a', bet(10)]]).phase;
    const left = leaveBetting(opened, 'b', 2);
    expect(left.done).toBe(false);
    expect(left.phase.turn).toBe('c');
    expect(left.phase.dropped).toEqual(['b']);
    expect(left.events).toEqual([{ type: 'game', name: 'drop', data: { round: 2, player: 'b', put: 0 } }]);
  });

  it('VJ-4: someone else leaving keeps the turn where it is', () => {
    const opened = run(openBetting(abc, 1, null), [['a', bet(10)]]).phase;
    const left = leaveBetting(opened, 'c', 2);
    expect(left.phase.turn).toBe('b');
    expect(left.phase.waiting).toEqual(['b']);
    expect(run(left.phase, [['b', meet]]).done).toBe(true);
  });

  it('VJ-4: the last player who still had to answer leaving ends the phase', () => {
    const played = run(openBetting(abc, 1, null), [
      ['a', bet(10)],
      ['b', meet],
    ]).phase;
    const left = leaveBetting(played, 'c', 2);
    expect(left.done).toBe(true);
    expect(left.phase.turn).toBeNull();
  });

  it('VJ-4: a raiser leaving forfeits what they put in (reported in the drop event)', () => {
    const played = run(openBetting(abc, 1, null), [
      ['a', bet(10)],
      ['b', bet(30)],
    ]).phase;
    const left = leaveBetting(played, 'b', 2);
    expect(left.events).toEqual([{ type: 'game', name: 'drop', data: { round: 2, player: 'b', put: 30 } }]);
    expect(left.phase.turn).toBe('c');
  });

  it('VJ-4: one player left ends the phase; leaving twice, or from outside it, changes nothing', () => {
    const two = openBetting(['a', 'b'], 1, null);
    const left = leaveBetting(two, 'a', 2);
    expect(left.done).toBe(true);
    expect(left.phase.turn).toBeNull();
    const again = leaveBetting(left.phase, 'a', 2);
    expect(again.events).toEqual([]);
    expect(again.phase).toBe(left.phase);
    const stranger = leaveBetting(two, 'z', 2);
    expect(stranger.events).toEqual([]);
    expect(stranger.phase).toBe(two);
  });
});
