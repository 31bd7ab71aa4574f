// Unit tests of Vitaji's rolling phase and rerolls (VJ-6), triples and their bonuses (VJ-8), and that the state does not grow with rounds.
import { describe, expect, it } from 'vitest';
import type { RuleEvent } from '../../../engine/contract.js';
import { allowedActions } from './view.js';

// Vitaji, RULES.md §3: the rolling phase and rerolls (VJ-6), triples (VJ-8), and the state's size.
// Betting is in rules-betting.test.ts; the end of the game, sweeps and teams in rules-end.test.ts.

import { bonus, named, pass, reroll, scores, Table } from '../../testing/vitaji.js';

const rollsOf = (events: RuleEvent[]) =>
  named(events, 'roll').map(({ player, value, reroll: again }) => `${String(player)}${again ? ' re' : ''} ${String(value)}`);

describe('VJ-6 the rolling phase', () => {
  it('VJ-6: everyone still in rolls once, in seat order, in public; then the reroll turns begin at the first seat', () => {
    const table = new Table(['a', 'b', 'c'], {}, [3, 5, 2]);
    expect(rollsOf(table.last)).toEqual(['a 3', 'b 5', 'c 2']);
    expect(table.view).toMatchObject({ phase: 'rolling', turn: 'a' });
    expect(table.view.seats.map((seat) => seat.result)).toEqual([3, 5, 2]);
    expect(allowedActions(table.state, 'a')).toEqual(['reroll', 'pass', 'stand']);
    expect(allowedActions(table.state, 'b')).toEqual([]);
    expect(table.refusal('b', reroll)).toBe('not-your-turn');
    expect(table.refusal('b', pass)).toBe('not-your-turn');
    expect(table.refusal('a', { kind: 'bet', amount: 0 })).toBe('not-betting');
  });

  it("VJ-6, issue 30: a player holding the die's highest face cannot improve and is passed over, at the first lap and after a reroll", () => {
    // b rolled the d6's 6: the lap goes a → c, never waiting for b.
    const table = new Table(['a', 'b', 'c'], {}, [3, 6, 2]);
    table.act('a', pass);
    expect(table.state.turn).toBe('c');
    expect(table.refusal('b', pass)).toBe('not-your-turn');
    // c rerolls to a 6 as well: the count starts again, a is asked, and neither 6 is waited for.
    table.act('c', reroll, [6]);
    expect(table.state.turn).toBe('a');
    const events = table.act('a', pass);
    expect(named(events, 'round-end')).toEqual([
      { round: 1, results: { a: 3, b: 6, c: 6 }, added: { a: 3, b: 6, c: 6 }, scores: { a: 3, b: 6, c: 6 }, rolls: { c: [2, 6] } },
    ]);
  });

  it("VJ-6, issue 30: everyone on the top face ends the round at once; a d20's 6 is no top face", () => {
    const sixes = new Table(['a', 'b'], {}, [6, 6]);
    expect(sixes.view).toMatchObject({ round: 2, phase: 'betting' });
    const d20 = new Table(['a', 'b'], { sides: 20 }, [6, 20]);
    expect(d20.state.turn).toBe('a');
    d20.act('a', pass);
    // b's 20 is passed over: a's pass ended the lap.
    expect(d20.view).toMatchObject({ round: 2 });
  });

  it('VJ-6, issue 30: "pass this round" passes every later reroll turn of the round by itself, and only that round', () => {
    const table = new Table(['a', 'b', 'c'], { rerolls: 4 }, [3, 5, 2]);
    table.act('a', { kind: 'stand' });
    table.act('b', pass);
    table.act('c', reroll, [4]);
    // The count started again at a, who stands: b is asked, not a.
    expect(table.state.turn).toBe('b');
    expect(table.refusal('a', pass)).toBe('not-your-turn');
    table.act('b', pass);
    const events = table.act('c', pass);
    expect(named(events, 'round-end')).toHaveLength(1);
    // Round 2 (after its betting): a is asked again.
    table.bettingRound([1, 2, 3]);
    expect(table.state.turn).toBe('a');
    expect(allowedActions(table.state, 'a')).toEqual(['reroll', 'pass', 'stand']);
  });

  it('VJ-6: a reroll spends one reroll and its result replaces the old one even if lower; the turn moves on', () => {
    const table = new Table(['a', 'b', 'c'], {}, [3, 5, 2]);
    expect(rollsOf(table.act('a', reroll, [1]))).toEqual(['a re 1']);
    expect(table.view.seats[0]).toMatchObject({ result: 1, rerolls: 1 });
    expect(table.state.turn).toBe('b');
    expect(table.refusal('a', reroll)).toBe('not-your-turn'); // one reroll per turn around
  });

  it('VJ-6: a player may reroll several times a round, one per turn around, while rerolls remain', () => {
    const table = new Table(['a', 'b', 'c'], { rerolls: 2 }, [3, 5, 2]);
    table.act('a', reroll, [4]);
    table.act('b', pass);
    table.act('c', pass);
    table.act('a', reroll, [6]);
    expect(table.view.seats[0]).toMatchObject({ result: 6, rerolls: 0 });
    table.act('b', pass);
    // a has no reroll left: they pass automatically and the round ends
    const events = table.act('c', pass);
    // Issue 30: the round's end carries each reroller's rolls in order, for the channel to say.
    expect(named(events, 'round-end')).toEqual([
      { round: 1, results: { a: 6, b: 5, c: 2 }, added: { a: 6, b: 5, c: 2 }, scores: { a: 6, b: 5, c: 2 }, rolls: { a: [3, 4, 6] } },
    ]);
    expect(table.view).toMatchObject({ round: 2, phase: 'betting' });
  });

  it('VJ-6: the round ends only when every player still in has passed in succession; a reroll starts the count again', () => {
    const table = new Table(['a', 'b', 'c'], {}, [3, 5, 2]);
    table.act('a', pass);
    table.act('b', reroll, [1]);
    table.act('c', pass);
    table.act('a', pass);
    expect(table.view).toMatchObject({ round: 1, phase: 'rolling', turn: 'b' });
    table.act('b', pass);
    expect(table.view).toMatchObject({ round: 2, phase: 'betting' });
    expect(scores(table)).toEqual([3, 1, 2]);
  });

  it('VJ-6: each round the result is added to the score', () => {
    const table = new Table(['a', 'b'], { rounds: 3 }, [3, 5]);
    table.passRound();
    table.bettingRound([4, 1]);
    table.passRound();
    expect(scores(table)).toEqual([7, 6]);
    expect(table.view.seats.map((seat) => seat.result)).toEqual([null, null]); // round 3 has not rolled yet
  });

  it('VJ-6: rerolls are one budget for the whole game: spent in round 1, none in round 2', () => {
    const table = new Table(['a', 'b'], { rounds: 3, rerolls: 1 }, [3, 5]);
    table.act('a', reroll, [2]);
    table.act('b', pass); // a passes automatically: the round is over
    expect(table.view).toMatchObject({ round: 2, phase: 'betting' });
    table.bettingRound([4, 4]);
    expect(table.view.seats.map((seat) => seat.rerolls)).toEqual([0, 1]);
    expect(table.state.turn).toBe('b'); // a, with no reroll, was passed over
    expect(allowedActions(table.state, 'a')).toEqual([]);
    expect(table.refusal('a', reroll)).toBe('not-your-turn');
  });

  it('VJ-6: with no rerolls at all each round ends by itself once everyone has rolled', () => {
    const table = new Table(['a', 'b'], { rounds: 3, rerolls: 0 }, [3, 5]);
    expect(named(table.last, 'round-end')).toHaveLength(1);
    expect(table.view).toMatchObject({ round: 2, phase: 'betting' });
    table.bettingRound([6, 1]);
    expect(scores(table)).toEqual([9, 6]);
  });

  it('VJ-4, VJ-6: a player leaving on their turn: the turn moves on, they roll no more', () => {
    const table = new Table(['a', 'b', 'c'], {}, [3, 5, 2]);
    const events = table.leave('a');
    // VJ-10: a drop's put is what was bet in the round's betting phase, never the ante (none in round 1 here).
    expect(named(events, 'drop')).toEqual([{ round: 1, player: 'a', put: 0, paid: 10 }]);
    expect(table.view).toMatchObject({ phase: 'rolling', turn: 'b' });
    expect(table.view.seats[0]).toMatchObject({ dropped: true, result: null });
    table.act('b', pass);
    table.act('c', pass);
    expect(table.view).toMatchObject({ round: 2, phase: 'betting', turn: 'b' });
    expect(scores(table)).toEqual([0, 5, 2]);
  });

  it("VJ-6: a player leaving mid-round does not take the next player's reroll turn away", () => {
    // a and b passed; it is c's turn. a leaving leaves one pass (b's) among those still in: c still plays.
    const table = new Table(['a', 'b', 'c'], {}, [3, 5, 2]);
    table.act('a', pass);
    table.act('b', pass);
    table.leave('a');
    expect(table.view).toMatchObject({ round: 1, phase: 'rolling', turn: 'c' });
    table.act('c', reroll, [6]);
    expect(table.view.seats[2]).toMatchObject({ result: 6 });
  });
});

/** Two players, no rerolls, bonuses on: a rolls 2 in rounds 1 … 3, b 1, 3, 4. After round 3, a has a triple. */
function afterTriple(options: Record<string, unknown> = {}): Table {
  const table = new Table(['a', 'b'], { rounds: 5, rerolls: 0, bonuses: true, ...options }, [2, 1]);
  table.bettingRound([2, 3]);
  table.bettingRound([2, 4]);
  return table;
}

describe('VJ-8 triples', () => {
  it('VJ-8: three equal results in a row offer a choice, and the next round waits for it', () => {
    const table = afterTriple();
    expect(named(table.last, 'triple')).toEqual([{ round: 3, players: ['a'], values: { a: 2 } }]);
    expect(table.view).toMatchObject({ round: 3, phase: 'bonus', turn: 'a', pendingBonus: ['a'], triples: [{ player: 'a', value: 2 }] });
    expect(scores(table)).toEqual([6, 8]);
    expect(allowedActions(table.state, 'a')).toEqual(['bonus']);
    expect(allowedActions(table.state, 'b')).toEqual([]);
    expect(table.refusal('b', { kind: 'bet', amount: 0 })).toBe('not-betting');
    expect(table.refusal('b', bonus('add'))).toBe('no-bonus');
    expect(table.refusal('a', pass)).toBe('not-rolling');
    table.act('a', bonus('add'));
    expect(table.view).toMatchObject({ round: 4, phase: 'betting', pendingBonus: [] });
  });

  it('VJ-8: add: the number goes onto the score at once', () => {
    const table = afterTriple();
    const events = table.act('a', bonus('add'));
    expect(named(events, 'bonus')).toEqual([{ round: 3, player: 'a', choice: 'add', value: 2, automatic: false }]);
    expect(scores(table)).toEqual([8, 8]);
  });

  it("VJ-8: double: the next round's result counts twice, the one after it once", () => {
    const table = afterTriple();
    table.act('a', bonus('double'));
    expect(scores(table)).toEqual([6, 8]);
    const round4 = table.bettingRound([5, 6]);
    expect(named(round4, 'round-end')[0]).toMatchObject({ round: 4, added: { a: 10, b: 6 }, scores: { a: 16, b: 14 } });
    const round5 = table.bettingRound([1, 1]);
    expect(named(round5, 'round-end')[0]).toMatchObject({ round: 5, added: { a: 1, b: 1 }, scores: { a: 17, b: 15 } });
    expect(table.view.winners).toEqual(['a']);
  });

  it('VJ-8: reroll: one extra reroll to spend', () => {
    const table = afterTriple();
    table.act('a', bonus('reroll'));
    expect(table.view.seats.map((seat) => seat.rerolls)).toEqual([1, 0]);
    table.bettingRound([1, 6]);
    expect(table.view).toMatchObject({ round: 4, phase: 'rolling', turn: 'a' });
    table.act('a', reroll, [6]);
    expect(table.view).toMatchObject({ round: 5, phase: 'betting' });
    expect(scores(table)).toEqual([12, 14]);
  });

  it('VJ-8: every player with a triple chooses before the next round begins', () => {
    const table = new Table(['a', 'b', 'c'], { rounds: 4, rerolls: 0, bonuses: true }, [2, 3, 1]);
    table.bettingRound([2, 3, 5]);
    table.bettingRound([2, 3, 6]);
    expect(table.view.pendingBonus).toEqual(['a', 'b']);
    table.act('b', bonus('add'));
    expect(table.view).toMatchObject({ phase: 'bonus', turn: 'a', pendingBonus: ['a'] });
    expect(table.refusal('b', bonus('add'))).toBe('no-bonus');
    table.act('a', bonus('double'));
    expect(table.view).toMatchObject({ round: 4, phase: 'betting' });
    expect(scores(table)).toEqual([6, 12, 12]);
  });

  it('VJ-4, VJ-8: a player leaving while their choice is pending: the next round begins without them', () => {
    const table = new Table(['a', 'b', 'c'], { rounds: 4, rerolls: 0, bonuses: true }, [2, 3, 1]);
    table.bettingRound([2, 4, 5]);
    table.bettingRound([2, 5, 6]);
    expect(table.view.pendingBonus).toEqual(['a']);
    table.leave('a');
    expect(table.view).toMatchObject({ round: 4, phase: 'betting', turn: 'b', pendingBonus: [] });
  });

  it('VJ-8, VJ-10: a triple completed in the last round is added without asking, and the bonus says so', () => {
    const table = afterTriple({ rounds: 3 });
    expect(table.view).toMatchObject({ phase: 'over', winners: ['a'] }); // a sweeps too (2 every round)
    expect(named(table.last, 'triple')).toEqual([]);
    expect(named(table.last, 'bonus')).toEqual([{ round: 3, player: 'a', choice: 'add', value: 2, automatic: true }]);
    expect(scores(table)).toEqual([8, 8]);
  });

  it('VJ-8: without the bonuses option three equal results give nothing', () => {
    const table = afterTriple({ bonuses: false });
    expect(named(table.last, 'triple')).toEqual([]);
    expect(table.view).toMatchObject({ round: 4, phase: 'betting', pendingBonus: [] });
    expect(table.refusal('a', bonus('add'))).toBe('no-bonus');
  });

  it('VJ-8: after a triple the streak starts over: the next one needs three more equal results', () => {
    const table = new Table(['a', 'b'], { rounds: 7, rerolls: 0, bonuses: true }, [2, 1]);
    const triples: number[] = [];
    const bRolls = [3, 4, 5, 6, 1, 2];
    for (const b of bRolls) {
      table.bettingRound([2, b]);
      if (table.state.phase === 'bonus') {
        triples.push(table.state.round);
        table.act('a', bonus('add'));
      }
    }
    expect(triples).toEqual([3, 6]);
  });

  it('VJ-8: a streak broken by another number starts again from that number', () => {
    const table = new Table(['a', 'b'], { rounds: 6, rerolls: 0, bonuses: true }, [2, 1]);
    table.bettingRound([2, 3]);
    table.bettingRound([4, 5]); // a: 2, 2, 4
    table.bettingRound([4, 6]);
    expect(table.state.phase).toBe('betting');
    table.bettingRound([4, 1]); // a: 4, 4, 4
    expect(table.view).toMatchObject({ round: 5, phase: 'bonus', pendingBonus: ['a'] });
  });
});

describe('state size', () => {
  it('VJ-6, VJ-10: 200 rounds of three players passing keep the state the size it had after round 2', () => {
    const table = new Table(['a', 'b', 'c'], { rounds: 200 }, [6, 5, 4]);
    expect(table.state.settings.rerolls).toBe(80);
    table.passRound();
    table.bettingRound([6, 5, 4]);
    table.passRound();
    expect(table.view.round).toBe(3);
    const early = JSON.stringify(table.state).length;
    for (let round = 3; round <= 200; round += 1) {
      table.bettingRound([6, 5, 4]);
      if (round === 200) expect(JSON.stringify(table.state).length).toBeLessThan(early * 1.5);
      table.passRound();
    }
    expect(table.view).toMatchObject({ phase: 'over', winners: ['a'] });
    expect(scores(table)).toEqual([1200, 1000, 800]);
    expect(JSON.stringify(table.state).length).toBeLessThan(early * 1.5);
  });
});
