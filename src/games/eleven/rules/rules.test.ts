// Unit tests of Eleven's rules, one block per rule: players, order roll, picks, round roll, ties, payouts, next order, end, stakes (EL-1 … EL-9).
import { describe, expect, it } from 'vitest';
import { DrivenTable, GameDriver, moves, named } from '../../testing/game-driver.js';
import { awaited } from './default-move.js';
import { eleven } from './game.js';
import { elevenOptionsSchema } from './options.js';

// Eleven, RULES.md §5: EL-1 … EL-9 (EL-1's split of 6 or more into groups is the core's, not built yet).

const driver = new GameDriver(eleven);
const table = (ids: readonly string[], options: Record<string, unknown>, dice: readonly number[] = []) =>
  new DrivenTable(driver, ids, { order_roll: false, ...options }, dice);
type Table = ReturnType<typeof table>;

/** One round: the picks in pick order, then the dice of the round's rolls (EL-4, EL-5) given with the last pick. */
function round(game: Table, picks: readonly (readonly [string, number])[], dice: readonly number[]) {
  for (const [index, [player, number]] of picks.entries()) {
    game.act(player, { kind: 'pick', number }, index === picks.length - 1 ? dice : []);
  }
  return game.last;
}

/** Dice (two each, in pick order) that place the pickers in pick order: targets t, rolled sums t, t+1, t+2 … */
const placingDice = (count: number) =>
  [
    [1, 1],
    [1, 2],
    [2, 2],
    [2, 3],
    [3, 3],
  ]
    .slice(0, count)
    .flat();

describe('EL-1 players', () => {
  it('EL-1: 3 to 5 players play one game; more are split into groups of 3 to 5 (tables/groups.test.ts)', () => {
    expect(eleven.minPlayers).toBe(3);
    expect(eleven.groups).toEqual({ min: 3, max: 5 });
    for (const ids of [
      ['a', 'b', 'c'],
      ['a', 'b', 'c', 'd'],
      ['a', 'b', 'c', 'd', 'e'],
    ]) {
      expect(table(ids, {}).view.seats.map((seat) => seat.player)).toEqual(ids);
    }
  });
});

describe('EL-2 the order roll', () => {
  it('EL-2: one public die each, highest picks first; tied players roll again among themselves', () => {
    // a 3, b 5, c 3: b first; a and c roll again: a 2, c 6.
    const game = new DrivenTable(driver, ['a', 'b', 'c'], {}, [3, 5, 3, 2, 6]);
    expect(named(game.last, 'order-roll')).toEqual([
      {
        again: false,
        rolls: [
          { player: 'a', dice: [3] },
          { player: 'b', dice: [5] },
          { player: 'c', dice: [3] },
        ],
      },
      {
        again: true,
        rolls: [
          { player: 'a', dice: [2] },
          { player: 'c', dice: [6] },
        ],
      },
    ]);
    expect(named(game.last, 'round')).toEqual([{ round: 1, order: ['b', 'c', 'a'], rolled: true }]);
    expect(game.view.picker).toBe('b');
    expect(game.last.some((event) => event.type === 'hidden-roll')).toBe(false);
  });

  it('EL-2: a tie re-rolled into another tie rolls again until decided', () => {
    const game = new DrivenTable(driver, ['a', 'b', 'c'], {}, [4, 4, 4, 2, 2, 1, 5, 3]);
    // a, b, c tie on 4; again a 2, b 2, c 1 → c last; a and b again: a 5, b 3.
    expect(named(game.last, 'order-roll')).toHaveLength(3);
    expect(game.view.order).toEqual(['a', 'b', 'c']);
  });

  it('EL-2: order_roll [on]; off uses seat order and rolls nothing', () => {
    expect(elevenOptionsSchema.parse({}).order_roll).toBe(true);
    const game = table(['a', 'b', 'c'], { order_roll: false });
    expect(named(game.last, 'order-roll')).toEqual([]);
    expect(game.view.order).toEqual(['a', 'b', 'c']);
  });
});

describe('EL-3 picks', () => {
  it('EL-3: picks go in pick order, each shown as it is made; two players may pick the same number in one round', () => {
    const game = table(['a', 'b', 'c'], {});
    expect(game.refusal('b', { kind: 'pick', number: 7 })).toBe('not-your-turn');
    game.act('a', { kind: 'pick', number: 7 });
    expect(named(game.last, 'pick')).toEqual([{ round: 1, player: 'a', number: 7 }]);
    // A later picker sees the earlier picks.
    expect(game.view.seats.map((seat) => seat.pick)).toEqual([7, null, null]);
    expect(game.view.picker).toBe('b');
    game.act('b', { kind: 'pick', number: 7 });
    expect(game.view.seats[1]!.left).not.toContain(7);
    expect(game.view.options).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('EL-3: a player who tries a number twice is refused; the menu offers only the numbers left', () => {
    const game = table(['a', 'b', 'c'], {});
    round(
      game,
      [
        ['a', 7],
        ['b', 8],
        ['c', 9],
      ],
      [3, 4, 3, 4, 3, 4],
    );
    expect(game.view.picker).toBe('a');
    expect(game.refusal('a', { kind: 'pick', number: 7 })).toBe('number-used');
    expect(game.view.options).toEqual([2, 3, 4, 5, 6, 8, 9, 10, 11, 12]);
    expect(game.refusal('a', { kind: 'pick', number: 8 })).toBe('accepted');
  });

  it('EL-3: a pick from a menu drawn for an older round is refused', () => {
    const game = table(['a', 'b', 'c'], {});
    round(
      game,
      [
        ['a', 7],
        ['b', 8],
        ['c', 9],
      ],
      [3, 4, 3, 4, 3, 4],
    );
    expect(game.refusal('a', { kind: 'pick', number: 8, round: 1 })).toBe('stale-round');
    expect(game.refusal('a', { kind: 'pick', number: 8, round: 2 })).toBe('accepted');
  });

  it('EL-3: the default move picks the lowest number left, when the picker times out', () => {
    const game = table(['a', 'b', 'c'], {});
    expect(awaited(game.state)).toEqual({ player: 'a', onTimeout: [{ kind: 'pick' }] });
    game.act('a', { kind: 'pick', number: 2 });
    game.act('b', { kind: 'pick' });
    expect(named(game.last, 'pick')).toEqual([{ round: 1, player: 'b', number: 2 }]);
    game.act('c', { kind: 'pick', number: 2 }, placingDice(3));
    expect(awaited(game.state)?.player).toBe('a');
    game.act('a', { kind: 'pick' });
    expect(named(game.last, 'pick')[0]!.number).toBe(3);
  });
});

describe('EL-4 the round roll', () => {
  it('EL-4: every player rolls two dice publicly; distance = |sum − target|, smaller is better', () => {
    const game = table(['a', 'b', 'c'], {});
    const events = round(
      game,
      [
        ['a', 12],
        ['b', 2],
        ['c', 7],
      ],
      [6, 5, 2, 2, 4, 3],
    );
    expect(named(events, 'round-roll')).toEqual([
      {
        round: 1,
        rolls: [
          { player: 'a', target: 12, dice: [6, 5], sum: 11, distance: 1 },
          { player: 'b', target: 2, dice: [2, 2], sum: 4, distance: 2 },
          { player: 'c', target: 7, dice: [4, 3], sum: 7, distance: 0 },
        ],
      },
    ]);
    expect(events.some((event) => event.type === 'hidden-roll')).toBe(false);
    expect(named(events, 'round-result')[0]!.results[0]).toMatchObject({ player: 'c', place: 1, distance: 0 });
  });
});

describe('EL-5 ties on distance', () => {
  it('EL-5: a three-way tie re-rolled twice, keeping the targets, until every place is decided', () => {
    const game = table(['a', 'b', 'c'], {});
    // All at distance 1; again all at distance 2; then a 3 away, b 0, c 1.
    const events = round(
      game,
      [
        ['a', 7],
        ['b', 8],
        ['c', 9],
      ],
      [3, 3, 4, 5, 5, 5, 2, 3, 3, 3, 4, 3, 2, 2, 4, 4, 5, 5],
    );
    const ties = named(events, 'tie-roll');
    expect(ties).toHaveLength(2);
    expect(ties.map((tie) => tie.rolls.map((roll) => [roll.player, roll.target, roll.distance]))).toEqual([
      [
        ['a', 7, 2],
        ['b', 8, 2],
        ['c', 9, 2],
      ],
      [
        ['a', 7, 3],
        ['b', 8, 0],
        ['c', 9, 1],
      ],
    ]);
    const result = named(events, 'round-result')[0]!;
    expect(result.results.map((entry) => [entry.player, entry.place, entry.rerolls.length])).toEqual([
      ['b', 1, 2],
      ['c', 2, 2],
      ['a', 3, 2],
    ]);
  });

  it('EL-5: only the tied players roll again; the others keep their places', () => {
    const game = table(['a', 'b', 'c', 'd'], {});
    // a 0 away; b and c 1 away; d 3 away. b and c again: b 2, c 0.
    const events = round(
      game,
      [
        ['a', 7],
        ['b', 7],
        ['c', 7],
        ['d', 7],
      ],
      [3, 4, 3, 3, 4, 4, 5, 5, 4, 5, 3, 4],
    );
    expect(named(events, 'tie-roll').map((tie) => tie.rolls.map((roll) => roll.player))).toEqual([['b', 'c']]);
    expect(named(events, 'round-result')[0]!.results.map((entry) => entry.player)).toEqual(['a', 'c', 'b', 'd']);
  });
});

describe('EL-6 payouts', () => {
  const cases: [string[], number, number[]][] = [
    [['a', 'b', 'c'], 1, [1, 0, -1]],
    [['a', 'b', 'c'], 3, [3, 0, -3]],
    [['a', 'b', 'c', 'd'], 1, [2, 1, -1, -2]],
    [['a', 'b', 'c', 'd'], 5, [10, 5, -5, -10]],
    [['a', 'b', 'c', 'd', 'e'], 1, [2, 1, 0, -1, -2]],
    [['a', 'b', 'c', 'd', 'e'], 2, [4, 2, 0, -2, -4]],
  ];
  for (const [ids, multiplier, payouts] of cases) {
    it(`EL-6: ${ids.length} players × ${multiplier}: ${payouts.join(', ')} by place`, () => {
      const game = table(ids, { multiplier, stakes: 'tria' });
      const events = round(
        game,
        ids.map((player) => [player, 2] as const),
        placingDice(ids.length),
      );
      const result = named(events, 'round-result')[0]!;
      expect(result.results.map((entry) => entry.payout)).toEqual(payouts);
      expect(result.net).toEqual(Object.fromEntries(ids.map((player, index) => [player, payouts[index]])));
      // Round payouts move within the escrow (EL-9): no money leaves it.
      expect(moves(events)).toEqual([]);
    });
  }
  it('EL-6: multiplier [1]', () => {
    expect(elevenOptionsSchema.parse({}).multiplier).toBe(1);
  });
});

describe('EL-7 the next order', () => {
  it("EL-7: the next round's pick order is the last round's placing, winner first", () => {
    const game = table(['a', 'b', 'c'], {});
    // c closest, then a, then b.
    const events = round(
      game,
      [
        ['a', 7],
        ['b', 7],
        ['c', 7],
      ],
      [3, 3, 1, 1, 4, 3],
    );
    expect(named(events, 'round')).toEqual([{ round: 2, order: ['c', 'a', 'b'], rolled: false }]);
    expect(game.view.picker).toBe('c');
  });
});

/** Two dice that sum to `sum` (2 to 12). */
const diceFor = (sum: number) => [Math.min(6, sum - 1), sum - Math.min(6, sum - 1)];

/** Dice that place `count` players who all target `target` in pick order: distances 0, 1, 2 … */
const inOrder = (target: number, count: number) => Array.from({ length: count }, (_, index) => diceFor(target <= 7 ? target + index : target - index)).flat();

/** Eleven rounds, everyone picking their lowest number left (round r: r + 1), the pickers placed in pick order. */
function playAll(game: Table) {
  for (let number = 2; number <= 12; number++) {
    const players = [...game.view.order];
    for (const [index, player] of players.entries()) {
      game.act(player, { kind: 'pick' }, index === players.length - 1 ? inOrder(number, players.length) : []);
    }
  }
}

describe('EL-8 the end', () => {
  it('EL-8: after round 11 every number is used and the game ends; net winnings rank the players', () => {
    const game = table(['a', 'b', 'c'], {});
    playAll(game);
    expect(eleven.isOver(game.state)).toBe(true);
    expect(game.view.seats.every((seat) => seat.left.length === 0)).toBe(true);
    expect(game.view.results).toHaveLength(11);
    // The order never changes (the placing repeats the pick order): a wins every round.
    expect(eleven.placings(game.state)).toEqual([['a'], ['b'], ['c']]);
    expect(named(game.last, 'end')[0]!.net).toEqual({ a: 11, b: 0, c: -11 });
    expect(game.refusal('a', { kind: 'pick', number: 2 })).toBe('game-over');
    expect(awaited(game.state)).toBeNull();
  });
});

describe('EL-9 stakes', () => {
  it('EL-9: the buy-in covers the worst case: 3 players 11, 4 players 22, 5 players 33, × multiplier, at tria and points tables alike', () => {
    for (const stakes of ['tria', 'points']) {
      const stake = (multiplier: number, players: number) => eleven.stakeAtStart(elevenOptionsSchema.parse({ stakes, multiplier }), players);
      expect([stake(1, 3), stake(1, 4), stake(1, 5)]).toEqual([11, 22, 33]);
      expect([stake(2, 3), stake(2, 4), stake(2, 5)]).toEqual([22, 44, 66]);
    }
  });

  it('EL-9: each player pays the buy-in into escrow before round 1', () => {
    const game = table(['a', 'b', 'c', 'd'], { stakes: 'tria', multiplier: 2 });
    expect(moves(game.last)).toEqual(['a>escrow 44', 'b>escrow 44', 'c>escrow 44', 'd>escrow 44']);
    expect(game.view.buyIn).toBe(44);
  });

  it('EL-9: at the end each player is paid back their buy-in plus their net; the escrow ends empty', () => {
    const game = table(['a', 'b', 'c', 'd', 'e'], { stakes: 'tria' });
    playAll(game);
    // Buy-in 33: a +2 × 11, b +1 × 11, c 0, d −1 × 11, e −2 × 11.
    expect(moves(game.last)).toEqual(['escrow>a 55', 'escrow>b 44', 'escrow>c 33', 'escrow>d 22', 'escrow>e 11']);
    const paidIn = moves(game.all)
      .filter((move) => move.includes('>escrow'))
      .reduce((sum, move) => sum + Number(move.split(' ')[1]), 0);
    const paidOut = moves(game.all)
      .filter((move) => move.startsWith('escrow>'))
      .reduce((sum, move) => sum + Number(move.split(' ')[1]), 0);
    expect(paidOut).toBe(paidIn);
  });

  it('EL-9 (ruling): a player who leaves is paid back their buy-in plus their net; under 3 players the game ends', () => {
    const game = table(['a', 'b', 'c', 'd'], { stakes: 'tria' });
    round(
      game,
      [
        ['a', 2],
        ['b', 2],
        ['c', 2],
        ['d', 2],
      ],
      placingDice(4),
    );
    game.act('a', { kind: 'pick', number: 3 });
    const left = game.leave('a');
    expect(moves(left)).toEqual(['escrow>a 24']);
    // The others play on with the 3-player table; b's pick is next.
    expect(game.view.picker).toBe('b');
    round(
      game,
      [
        ['b', 3],
        ['c', 3],
        ['d', 3],
      ],
      [1, 2, 2, 2, 2, 3],
    );
    expect(named(game.last, 'round-result')[0]!.results.map((entry) => entry.payout)).toEqual([1, 0, -1]);
    game.leave('d');
    expect(eleven.isOver(game.state)).toBe(true);
    // b: 22 + 1 + 1, c: 22 − 1 + 0; d was paid 22 − 2 − 1 when leaving.
    expect(moves(game.all).filter((move) => move.startsWith('escrow>'))).toEqual(['escrow>a 24', 'escrow>d 19', 'escrow>b 24', 'escrow>c 21']);
    // The end says after how many rounds it came (two), and the places stand.
    expect(named(game.last, 'end')[0]!.rounds).toBe(2);
    expect(eleven.placings(game.state)).toEqual([['b'], ['c'], ['a', 'd']]);
  });

  it('EL-9 (ruling): a leave before any round is played ends a game of 3 with no places: nobody won anything, every buy-in is paid back', () => {
    const game = table(['a', 'b', 'c'], { stakes: 'tria' });
    game.leave('c');
    expect(eleven.isOver(game.state)).toBe(true);
    expect(named(game.last, 'end')[0]).toMatchObject({ rounds: 0, net: { a: 0, b: 0 }, paid: { a: 11, b: 11 } });
    expect(eleven.placings(game.state)).toEqual([]);
  });
});
