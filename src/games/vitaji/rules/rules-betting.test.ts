// Unit tests of betting inside a Vitaji game: when a betting phase opens, raises, dropping out and the maximum (VJ-3 … VJ-5).
import { describe, expect, it } from 'vitest';
import { betChoices } from '../../shared/betting.js';
import { scriptedRng } from '../../testing/replayable.js';
import { vitaji } from './game.js';
import { allowedActions } from './view.js';

// Vitaji, RULES.md §3: the betting phase inside a game (VJ-3), dropping out (VJ-4), the maximum (VJ-5).
// The betting module on its own is in ../shared/betting.test.ts.

import { bet, drop, meet, moves, named, pass, Table } from '../../testing/vitaji.js';

/** Three players, no rerolls (rounds roll and end by themselves): round 2's betting is open. */
function atRound2(options: Record<string, unknown> = {}): Table {
  const table = new Table(['a', 'b', 'c'], { rerolls: 0, ...options }, [3, 4, 5]);
  expect(table.state).toMatchObject({ round: 2, phase: 'betting', turn: 'a' });
  return table;
}

describe('VJ-3 when there is a betting phase', () => {
  it('VJ-3: round 1 has no betting: the game starts rolling, and the ante stands as its bet', () => {
    const table = new Table(['a', 'b'], {}, [3, 4]);
    expect(table.view).toMatchObject({ round: 1, phase: 'rolling', betting: null, roundBet: 10 });
    expect(table.refusal('a', bet(5))).toBe('not-betting');
    expect(table.refusal('a', drop)).toBe('not-betting');
    expect(named(table.last, 'round')).toEqual([{ round: 1, betting: false, bet: 10, ante: 10 }]);
  });

  it('VJ-3: from round 2 a betting phase opens before any roll, the first seat to act', () => {
    const table = atRound2();
    expect(table.view.betting).toEqual({ bet: 0, cap: null, opened: false, range: { from: 0, to: null, interval: 1 } });
    expect(table.view.choices).not.toContain('meet');
    expect(table.view.seats.map((seat) => seat.result)).toEqual([null, null, null]);
    expect(table.view.seats.map((seat) => seat.put)).toEqual([0, 0, 0]);
    expect(table.refusal('b', bet(5))).toBe('not-your-turn');
    expect(table.refusal('a', { kind: 'reroll' })).toBe('not-rolling');
    expect(table.refusal('a', pass)).toBe('not-rolling');
    expect(allowedActions(table.state, 'a')).toEqual(['bet', 'drop']);
    expect(allowedActions(table.state, 'b')).toEqual([]);
  });

  it('VJ-3: with first_round_betting round 1 opens with betting, and its $ is the ante plus the bet', () => {
    const table = new Table(['a', 'b'], { first_round_betting: true, ante: 10 }, []);
    expect(table.state).toMatchObject({ round: 1, phase: 'betting', turn: 'a' });
    table.act('a', bet(5));
    const events = table.act('b', meet, [6, 2]);
    expect(moves(events)).toEqual(['b>pot 5']);
    expect(named(events, 'round-bet')).toEqual([{ round: 1, bet: 15 }]);
    expect(table.view).toMatchObject({ phase: 'rolling', roundBet: 15, pot: 30 });
    expect(table.view.seats.map((seat) => seat.result)).toEqual([6, 2]);
  });

  it('VJ-3: the first player may open at zero; everyone meets it for free and the rolling begins', () => {
    const table = atRound2();
    expect(moves(table.act('a', bet(0)))).toEqual([]);
    expect(table.view.betting).toMatchObject({ opened: true, bet: 0 });
    expect(table.view.choices).toContain('meet');
    expect(allowedActions(table.state, 'b')).toEqual(['bet', 'meet', 'drop']);
    table.act('b', meet);
    const events = table.act('c', meet, [1, 2, 3]);
    expect(moves(events)).toEqual([]);
    expect(named(events, 'round-bet')).toEqual([{ round: 2, bet: 0 }]);
    expect(named(events, 'roll').map((roll) => roll.player)).toEqual(['a', 'b', 'c']);
    expect(table.view).toMatchObject({ round: 3, phase: 'betting', pot: 30 }); // no rerolls: round 2 ended at once
  });

  it('VJ-3: a raise reopens the phase for the others, the opener included; each pays the difference', () => {
    const table = atRound2();
    expect(moves(table.act('a', bet(10)))).toEqual(['a>pot 10']);
    expect(moves(table.act('b', bet(30)))).toEqual(['b>pot 30']);
    expect(moves(table.act('c', meet))).toEqual(['c>pot 30']);
    expect(table.state).toMatchObject({ phase: 'betting', turn: 'a' });
    expect(table.view.seats.map((seat) => seat.put)).toEqual([10, 30, 30]);
    const events = table.act('a', meet, [1, 2, 3]);
    expect(moves(events)).toEqual(['a>pot 20']);
    expect(named(events, 'round-bet')).toEqual([{ round: 2, bet: 30 }]);
    expect(table.view.pot).toBe(30 + 90);
  });

  it('VJ-3: a raise is refused the second time in a round', () => {
    const table = atRound2();
    table.act('a', bet(10));
    table.act('b', bet(20));
    table.act('c', bet(30));
    table.act('a', bet(40)); // the opening bet was not a raise
    expect(table.refusal('b', bet(50))).toBe('raised-already');
    table.act('b', meet);
    expect(table.refusal('c', bet(60))).toBe('raised-already');
    expect(named(table.act('c', meet, [1, 1, 1]), 'round-bet')).toEqual([{ round: 2, bet: 40 }]);
    expect(table.view.pot).toBe(30 + 120);
  });

  it('VJ-3: a player who has raised is not offered another raise', () => {
    const table = atRound2();
    table.act('a', bet(10));
    table.act('b', bet(20));
    table.act('c', bet(30));
    expect(table.state.turn).toBe('a');
    table.act('a', meet);
    expect(table.state.turn).toBe('b');
    expect(table.view.betting?.range).toBeNull();
    expect(allowedActions(table.state, 'b')).toEqual(['meet', 'drop']);
  });

  it('VJ-3: a bet that is not a multiple of the interval is refused', () => {
    const table = atRound2({ interval: 5 });
    expect(table.refusal('a', bet(7))).toBe('not-multiple');
    table.act('a', bet(5));
    expect(table.refusal('b', bet(12))).toBe('not-multiple');
    expect(table.refusal('b', bet(5))).toBe('raise-too-low');
    expect(table.view.betting?.range).toEqual({ from: 10, to: null, interval: 5 });
  });

  it('VJ-3: meeting needs an opening bet; a bet cannot be taken back by meeting lower', () => {
    const table = atRound2();
    expect(table.refusal('a', meet)).toBe('bet-first');
    table.act('a', bet(10));
    expect(table.refusal('b', bet(0))).toBe('raise-too-low');
  });

  it('VJ-3: each round the first player still seated opens', () => {
    const table = atRound2();
    table.act('a', bet(0));
    table.act('b', meet);
    table.act('c', drop, [2, 2]);
    table.bettingRound([1, 2]);
    // round 3 ended by itself (no rerolls); round 4 betting
    expect(table.state).toMatchObject({ round: 4, phase: 'betting', turn: 'a' });
    table.act('a', drop);
    expect(table.state.phase).toBe('over');
    const fresh = atRound2();
    fresh.act('a', drop);
    fresh.act('b', bet(0));
    fresh.act('c', meet, [6, 6]);
    expect(fresh.state).toMatchObject({ round: 3, phase: 'betting', turn: 'b' });
  });
});

describe('VJ-4 dropping out', () => {
  it('VJ-4: a drop forfeits everything the player put in, this round included: it stays in the pot, and the drop says how much', () => {
    const table = atRound2();
    table.act('a', bet(10));
    table.act('b', bet(30));
    table.act('c', meet);
    const events = table.act('a', drop, [5, 6]);
    expect(moves(events)).toEqual([]);
    // `paid`: the ante 10 and this round's 10.
    expect(named(events, 'drop')).toEqual([{ round: 2, player: 'a', put: 10, paid: 20 }]);
    expect(table.view.seats[0]).toMatchObject({ paid: 20 });
    expect(table.view.pot).toBe(30 + 10 + 30 + 30);
    expect(table.view.seats[0]).toMatchObject({ player: 'a', dropped: true });
    // The phase ended: everyone still in had met the bet; only b and c rolled.
    expect(named(events, 'roll').map((roll) => roll.player)).toEqual(['b', 'c']);
  });

  it('VJ-4: a dropped player takes no further part', () => {
    const table = atRound2();
    table.act('a', drop);
    expect(table.refusal('a', bet(5))).toBe('dropped');
    expect(allowedActions(table.state, 'a')).toEqual([]);
    expect(vitaji.summary(table.state, 'a').out).toBe(true);
    table.act('b', bet(0));
    table.act('c', meet, [4, 3]);
    // round 3: a neither bets nor rolls
    expect(table.state).toMatchObject({ round: 3, phase: 'betting', turn: 'b' });
    const round3 = table.bettingRound([1, 2]);
    expect(named(round3, 'roll').map((roll) => roll.player)).toEqual(['b', 'c']);
    expect(table.refusal('a', drop)).toBe('dropped');
    expect(vitaji.removePlayer(table.state, 'a', scriptedRng([]), 0).ok).toBe(false);
  });

  it('VJ-4: when only one player remains they win at once and take the pot', () => {
    const table = new Table(['a', 'b'], { rerolls: 0, rounds: 5 }, [1, 6]);
    table.act('a', bet(20));
    const events = table.act('b', drop);
    expect(vitaji.isOver(table.state)).toBe(true);
    expect(moves(events)).toEqual(['pot>a 40']);
    expect(named(events, 'winner')).toEqual([{ winners: ['a'] }]);
    expect(table.view).toMatchObject({ phase: 'over', winners: ['a'], pot: 0 });
    expect(vitaji.placings(table.state)).toEqual([['a'], ['b']]);
    expect(table.refusal('a', bet(5))).toBe('game-over');
  });

  it('VJ-4: the last of three left wins at once, even the one with the lower score', () => {
    const table = atRound2(); // scores a 3, b 4, c 5
    table.act('a', bet(10));
    table.act('b', drop);
    const events = table.act('c', drop);
    expect(moves(events)).toEqual(['pot>a 40']);
    expect(table.view.winners).toEqual(['a']);
    expect(vitaji.placings(table.state)).toEqual([['a'], ['b', 'c']]);
  });

  it('VJ-4: leaving during betting is dropping out: the turn moves on, the money stays', () => {
    const table = atRound2();
    table.act('a', bet(10));
    const left = table.leave('b');
    expect(moves(left)).toEqual([]);
    expect(named(left, 'drop')).toEqual([{ round: 2, player: 'b', put: 0, paid: 10 }]);
    expect(table.state).toMatchObject({ phase: 'betting', turn: 'c' });
    const events = table.act('c', meet, [2, 3]);
    expect(named(events, 'roll').map((roll) => roll.player)).toEqual(['a', 'c']);
    expect(table.view.pot).toBe(50);
  });

  it('VJ-4: the last player who still had to answer leaving ends the betting phase', () => {
    const table = atRound2();
    table.act('a', bet(10));
    table.act('b', meet);
    const events = table.leave('c', [4, 4]);
    expect(named(events, 'round-bet')).toEqual([{ round: 2, bet: 10 }]);
    expect(table.state).toMatchObject({ round: 3, phase: 'betting' });
  });

  it("VJ-4, VJ-10: a drop's put is what the player bet in that round's betting phase, never the ante (round 1 with first_round_betting)", () => {
    const table = new Table(['a', 'b', 'c', 'd'], { first_round_betting: true, ante: 10, interval: 5 }, []);
    table.act('a', bet(15));
    expect(named(table.act('b', drop), 'drop')).toEqual([{ round: 1, player: 'b', put: 0, paid: 10 }]);
    expect(named(table.leave('a'), 'drop')).toEqual([{ round: 1, player: 'a', put: 15, paid: 25 }]);
    expect(table.state).toMatchObject({ round: 1, phase: 'betting', turn: 'c' });
    expect(table.view.pot).toBe(40 + 15);
  });

  it("VJ-4, VJ-10: leaving while rolling: the put is the round's bet, less the ante in round 1", () => {
    const inRound1 = new Table(['a', 'b', 'c'], { first_round_betting: true, ante: 10, interval: 5 }, []);
    inRound1.act('a', bet(5));
    inRound1.act('b', meet);
    inRound1.act('c', meet, [3, 4, 5]);
    expect(inRound1.view).toMatchObject({ round: 1, phase: 'rolling', roundBet: 15 });
    expect(named(inRound1.leave('b'), 'drop')).toEqual([{ round: 1, player: 'b', put: 5, paid: 15 }]);

    const inRound2 = new Table(['a', 'b', 'c'], { rerolls: 1 }, [3, 4, 5]);
    inRound2.passRound();
    inRound2.act('a', bet(20));
    inRound2.act('b', meet);
    inRound2.act('c', meet, [1, 2, 3]);
    expect(inRound2.view).toMatchObject({ round: 2, phase: 'rolling', roundBet: 20 });
    expect(named(inRound2.leave('c'), 'drop')).toEqual([{ round: 2, player: 'c', put: 20, paid: 30 }]);
  });

  it('VJ-4: leaving a game of two hands the other the pot at once', () => {
    const table = new Table(['a', 'b'], {}, [3, 4]);
    const events = table.leave('a');
    expect(moves(events)).toEqual(['pot>b 20']);
    expect(table.view.winners).toEqual(['b']);
  });
});

describe('VJ-5 the maximum', () => {
  it('VJ-5: with a maximum there is no betting in round 1, even with first_round_betting', () => {
    const table = new Table(['a', 'b'], { maximum: 100, first_round_betting: true }, [3, 4]);
    expect(table.view).toMatchObject({ round: 1, phase: 'rolling', betting: null, roundBet: 10 });
  });

  it('VJ-5: in round 2 the cap is the maximum × 1', () => {
    const table = new Table(['a', 'b'], { maximum: 100, rerolls: 0 }, [3, 4]);
    expect(table.view.betting?.cap).toBe(100);
    expect(table.refusal('a', bet(101))).toBe('over-cap');
    expect(table.refusal('a', bet(100))).toBe('accepted');
  });

  it('VJ-5: round 5 of 5 with maximum 100: the cap is 400, a bet of 400 is allowed and 401 refused', () => {
    const table = new Table(['a', 'b'], { maximum: 100, rerolls: 0, rounds: 5 }, [3, 4]);
    table.bettingRound([1, 2]);
    table.bettingRound([1, 2]);
    expect(table.view).toMatchObject({ round: 4, betting: { cap: 300 } });
    table.bettingRound([1, 2]);
    expect(table.view).toMatchObject({ round: 5, phase: 'betting', betting: { cap: 400 } });
    expect(table.refusal('a', bet(401))).toBe('over-cap');
    expect(betChoices(table.state.betting!, 1000).at(-1)).toBe(400);
    table.act('a', bet(300));
    expect(table.refusal('b', bet(401))).toBe('over-cap');
    table.act('b', bet(400));
    expect(table.view.betting?.range).toBeNull();
    const events = table.act('a', meet, [6, 1]);
    expect(named(events, 'round-bet')).toEqual([{ round: 5, bet: 400 }]);
    expect(moves(events)).toEqual(['a>pot 100', 'pot>a 820']);
  });
});
