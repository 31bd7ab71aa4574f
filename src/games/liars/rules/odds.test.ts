// Unit tests of Liar's Dice's /odds: the chance the standing bid and each raise is true, and spot on, against fractions by hand and every roll of the unseen dice counted (LD-5, LD-10 … LD-12, LD-17).
import { describe, expect, it } from 'vitest';
import { sightOf } from '../../testing/house-match.js';
import { bid, call, play, start, T0 } from '../../testing/liars.js';
import { liars } from './game.js';
import { type LiarsSight, liarsOdds } from './odds.js';

const sightFor = (state: Parameters<typeof liars.publicView>[0], me: string): LiarsSight => {
  const sight = sightOf(liars, state, me, T0 + 60_000);
  if (!sight) throw new Error(`${me} has no seat`);
  return sight;
};

/**
 * The chances by counting: every roll of the `unseen` dice, each as likely,
 * with the asker's hand, counted as LD-10 … LD-12 and LD-17 say — a die of
 * the face, or with wild ones a one, unless the bid is on ones.
 */
function countedOver(hand: readonly number[], unseen: number, quantity: number, face: number, wildOnes: boolean) {
  const rolls = 6 ** unseen;
  let atLeast = 0;
  let exactly = 0;
  for (let roll = 0; roll < rolls; roll += 1) {
    const dice = [...hand];
    for (let die = 0, rest = roll; die < unseen; die += 1, rest = Math.floor(rest / 6)) dice.push((rest % 6) + 1);
    const count = dice.filter((die) => die === face || (wildOnes && face !== 1 && die === 1)).length;
    if (count >= quantity) atLeast += 1;
    if (count === quantity) exactly += 1;
  }
  return { quantity, face, chanceTrue: atLeast / rolls, chanceSpotOn: exactly / rolls };
}

function expectCounted(sight: LiarsSight) {
  const odds = liarsOdds(sight)!;
  const unseen = sight.table.diceInPlay - sight.own.hand.length;
  expect(odds.unseenDice).toBe(unseen);
  const counted = (bidOn: { quantity: number; face: number }) => countedOver(sight.own.hand, unseen, bidOn.quantity, bidOn.face, sight.table.wildOnes);
  const close = (expected: ReturnType<typeof counted>) => ({
    quantity: expected.quantity,
    face: expected.face,
    chanceTrue: expect.closeTo(expected.chanceTrue, 12),
    chanceSpotOn: expect.closeTo(expected.chanceSpotOn, 12),
  });
  expect(odds.standingBid).toEqual(close(counted(sight.table.standingBid)));
  expect(odds.raises).toEqual(sight.table.raises.map((raise) => close(counted(raise))));
  return odds;
}

describe('LD-10 … LD-12 the chance a bid is true, and spot on, from the asker’s hand', () => {
  it('LD-10/LD-11 by hand: holding two 5s of four dice, three 5s is 11/36 true and 10/36 spot on, four 5s 1/36', () => {
    // a [5,5] b [2,3]: b bids three 5s; a sees two dice it cannot.
    const game = start(['a', 'b'], { dice: 2 }, [5, 5, 2, 3]);
    const state = play(play(game.state, 'a', bid(2, 4), [], T0).state, 'b', bid(3, 5), [], T0 + 3000).state;
    const odds = liarsOdds(sightFor(state, 'a'))!;
    expect(odds.unseenDice).toBe(2);
    expect(odds.standingBid).toEqual({ quantity: 3, face: 5, chanceTrue: expect.closeTo(11 / 36, 12), chanceSpotOn: expect.closeTo(10 / 36, 12) });
    const fourFives = odds.raises.find((raise) => raise.quantity === 4 && raise.face === 5);
    expect(fourFives).toEqual({ quantity: 4, face: 5, chanceTrue: expect.closeTo(1 / 36, 12), chanceSpotOn: expect.closeTo(1 / 36, 12) });
    // LD-6: the raises of three 5s are three 6s and every face of four.
    expect(odds.raises.map((raise) => `${raise.quantity}x${raise.face}`)).toEqual(['3x6', '4x1', '4x2', '4x3', '4x4', '4x5', '4x6']);
    expect(odds.raises[0]).toEqual({ quantity: 3, face: 6, chanceTrue: 0, chanceSpotOn: 0 });
  });

  it('LD-17 by hand: with wild ones a one counts for a six, so three 6s on [1,6] is 20/36 true; ones count only as ones', () => {
    const game = start(['a', 'b'], { dice: 2, wild_ones: true }, [1, 6, 2, 3]);
    const state = play(play(game.state, 'a', bid(2, 2), [], T0).state, 'b', bid(3, 6), [], T0 + 3000).state;
    const odds = liarsOdds(sightFor(state, 'a'))!;
    expect(odds.standingBid).toEqual({ quantity: 3, face: 6, chanceTrue: expect.closeTo(20 / 36, 12), chanceSpotOn: expect.closeTo(16 / 36, 12) });
    // Four 1s: a holds one; the other three dice cannot all be there (two unseen).
    expect(odds.raises.find((raise) => raise.quantity === 4 && raise.face === 1)).toEqual({ quantity: 4, face: 1, chanceTrue: 0, chanceSpotOn: 0 });
    // LD-6: three 1s is below three 6s, no raise.
    expect(odds.raises.find((raise) => raise.quantity === 3 && raise.face === 1)).toBeUndefined();
  });

  it('LD-10/LD-11 three players: every bid listed, counted over all 6⁴ rolls of the dice the asker cannot see', () => {
    // a [1,5] b [2,2] c [6,1]: a bids two 2s; b holds both.
    const game = start(['a', 'b', 'c'], { dice: 2 }, [1, 5, 2, 2, 6, 1]);
    const state = play(game.state, 'a', bid(2, 2), [], T0).state;
    const odds = expectCounted(sightFor(state, 'b'));
    expect(odds.standingBid).toMatchObject({ chanceTrue: 1, chanceSpotOn: expect.closeTo((5 / 6) ** 4, 12) });
    expect(odds.raises).toHaveLength(25);
    expectCounted(sightFor(state, 'c'));
  });

  it('LD-17 wild ones, three players: every bid listed, counted over all 6⁴ rolls', () => {
    const game = start(['a', 'b', 'c'], { dice: 2, wild_ones: true }, [1, 5, 2, 1, 6, 1]);
    const state = play(play(game.state, 'a', bid(2, 5), [], T0).state, 'b', bid(3, 2), [], T0 + 3000).state;
    expectCounted(sightFor(state, 'c'));
    expectCounted(sightFor(state, 'a'));
  });

  it('LD-11 four players, spot on caller-two: every bid listed, counted over all 6⁶ rolls', () => {
    const game = start(['a', 'b', 'c', 'd'], { dice: 2, spot_on: 'caller-two' }, [4, 4, 3, 6, 2, 4, 5, 1]);
    const state = play(play(game.state, 'a', bid(2, 4), [], T0).state, 'b', bid(3, 4), [], T0 + 3000).state;
    const odds = expectCounted(sightFor(state, 'c'));
    // c holds one 4: three 4s needs two of the six dice it cannot see.
    expect(odds.standingBid!.chanceTrue).toBeCloseTo(1 - (5 / 6) ** 6 - 6 * (1 / 6) * (5 / 6) ** 5, 12);
  });

  it('LD-1 no upper limit: a table of 300 dice sums right, against the exact binomial in whole numbers', () => {
    const players = Array.from({ length: 60 }, (_, index) => `p${index + 1}`);
    const game = start(players, { dice: 5 }, new Array<number>(300).fill(6));
    const state = play(game.state, 'p1', bid(60, 6), [], T0).state;
    const odds = liarsOdds(sightFor(state, 'p2'))!;
    expect(odds.unseenDice).toBe(295);
    // Exactly: P(at least 55 of 295 dice are 6s) = Σ C(295,k) 5^(295−k) / 6^295, in BigInt, then scaled to a float.
    const choose = (n: bigint, k: bigint) => {
      let value = 1n;
      for (let index = 1n; index <= k; index += 1n) value = (value * (n - index + 1n)) / index;
      return value;
    };
    const ways = (k: number) => choose(295n, BigInt(k)) * 5n ** BigInt(295 - k);
    let atLeast = 0n;
    for (let k = 55; k <= 295; k += 1) atLeast += ways(k);
    const scale = 10n ** 18n;
    const fraction = (numerator: bigint) => Number((numerator * scale) / 6n ** 295n) / 1e18;
    expect(odds.standingBid!.chanceTrue).toBeCloseTo(fraction(atLeast), 12);
    expect(odds.standingBid!.chanceSpotOn).toBeCloseTo(fraction(ways(55)), 12);
  });
});

describe('LD-5 when there is nothing to judge', () => {
  it('LD-5 the opening "one 1" is nobody’s bid: no standing odds, but every raise listed has its chance', () => {
    const game = start(['a', 'b', 'c'], { dice: 2 }, [3, 3, 2, 2, 6, 1]);
    const sight = sightFor(game.state, 'a');
    const odds = liarsOdds(sight)!;
    expect(odds.standingBid).toBeNull();
    expect(odds.raises.map(({ quantity, face }) => ({ quantity, face }))).toEqual(sight.table.raises);
    expect(odds.raises[0]).toEqual({
      quantity: 1,
      face: 2,
      chanceTrue: expect.closeTo(1 - (5 / 6) ** 4, 12),
      chanceSpotOn: expect.closeTo(4 * (1 / 6) * (5 / 6) ** 3, 12),
    });
    expect(odds.raises[1]).toEqual({ quantity: 1, face: 3, chanceTrue: 1, chanceSpotOn: 0 });
  });

  it('LD-16 once the game is over there is nothing to bid on: no odds', () => {
    const game = start(['a', 'b'], { dice: 1 }, [3, 4]);
    const over = play(play(game.state, 'a', bid(1, 5), [], T0).state, 'b', call(), [], T0 + 10).state;
    expect(sightOf(liars, over, 'a', T0)).toBeNull();
    expect(liarsOdds({ me: 'a', table: liars.publicView(over), own: { hand: [] }, now: T0 })).toBeNull();
  });
});
