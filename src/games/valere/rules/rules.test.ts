// Unit tests of Valere's rules without wagering: players and target, hidden hands and point dice, scoring, ties and the target (VA-1 … VA-5).
import { describe, expect, it } from 'vitest';
import { DrivenTable, GameDriver, hiddenRolls, moves, named, reveals } from '../../testing/game-driver.js';
import { valere } from './game.js';
import { valereOptionsSchema } from './options.js';
import { pointsMoved } from './rules.js';

// Valere, RULES.md §4: VA-1 … VA-5 (wagering, VA-6, is in rules-wagering.test.ts).

const driver = new GameDriver(valere);
const table = (ids: readonly string[], options: Record<string, unknown>, dice: readonly number[]) => new DrivenTable(driver, ids, options, dice);
type Table = ReturnType<typeof table>;
const point = (game: Table, player: string, die: number, dice: readonly number[] = []) => game.act(player, { kind: 'point', die }, dice);

describe('VA-1 players and target', () => {
  it('VA-1: 2 or more players, target [18]', () => {
    expect(valere.minPlayers).toBe(2);
    expect(valereOptionsSchema.parse({}).target).toBe(18);
    expect(valereOptionsSchema.parse({ target: 30 }).target).toBe(30);
  });

  it('VA-1: nine players are dealt nine hands (no upper limit of the rules)', () => {
    const ids = Array.from({ length: 9 }, (_, index) => `p${index + 1}`);
    const game = table(ids, {}, new Array(27).fill(2));
    expect(hiddenRolls(game.last)).toHaveLength(9);
  });
});

describe('VA-2 three hidden dice, a secret point die', () => {
  it('VA-2: every player gets a hidden roll of three d6; the channel sees only who has settled', () => {
    const game = table(['a', 'b'], {}, [4, 5, 6, 1, 2, 3]);
    const rolls = hiddenRolls(game.last);
    expect(rolls.map((roll) => [roll.owner, roll.label, roll.dice])).toEqual([
      ['a', '3d6', [4, 5, 6]],
      ['b', '3d6', [1, 2, 3]],
    ]);
    point(game, 'a', 6);
    expect(named(game.last, 'settled')).toEqual([{ round: 1, player: 'a', changed: false }]);
    // Nothing public names the die: the view says only who has settled.
    const view = game.view;
    expect(view.seats.map((seat) => [seat.player, seat.settled])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(JSON.stringify(view)).not.toMatch(/"(dice|hands|points|point)":/);
    expect(JSON.stringify(game.last)).not.toContain('6');
    // Only the owner's seat view holds the hand and the choice (its position).
    expect(valere.seatView(game.state, 'a')).toEqual({ dice: [4, 5, 6], point: 2 });
    expect(valere.seatView(game.state, 'b')).toEqual({ dice: [1, 2, 3], point: null });
    expect(valere.seatView(game.state, 'watcher')).toBeNull();
  });

  it('VA-2: the action log keeps only that a point die was settled (logged), never the die', () => {
    expect(valere.logged?.({ kind: 'point', die: 5 })).toEqual({ kind: 'point' });
    expect(valere.logged?.({ kind: 'point', die: 5, round: 2 })).toEqual({ kind: 'point' });
    expect(valere.logged?.({ kind: 'bet', amount: 5 })).toEqual({ kind: 'bet', amount: 5 });
  });

  it('VA-2: a die not in the hand is refused; the choice may change until everyone has settled', () => {
    const game = table(['a', 'b'], {}, [4, 5, 6, 1, 2, 3]);
    expect(game.refusal('a', { kind: 'point', die: 1 })).toBe('not-your-die');
    point(game, 'a', 6);
    point(game, 'a', 4);
    expect(named(game.last, 'settled')).toEqual([{ round: 1, player: 'a', changed: true }]);
    expect(valere.seatView(game.state, 'a')).toEqual({ dice: [4, 5, 6], point: 0 });
    // b settles last: the hands are revealed at once, with a's last choice.
    point(game, 'b', 1, [1, 1, 1, 1, 1, 1]);
    expect(reveals(game.last)[0]).toEqual(['r1:a', 'r1:b']);
    const [revealed] = named(game.last, 'reveal');
    expect(revealed!.hands.map((hand) => [hand.player, hand.sumDice, hand.sum, hand.point])).toEqual([
      ['a', [5, 6], 11, 4],
      ['b', [2, 3], 5, 1],
    ]);
    // Once revealed, the old round's choice is over.
    expect(game.refusal('a', { kind: 'point', die: 4, round: 1 })).toBe('stale-round');
  });

  it('VA-2: a player with no hand (a watcher) cannot choose; the default move keeps the lowest die', () => {
    const game = table(['a', 'b'], {}, [4, 2, 6, 1, 2, 3]);
    expect(game.refusal('c', { kind: 'point', die: 4 })).toBe('not-playing');
    // Issue 30: everyone still choosing is awaited together, on one deadline.
    expect(valere.awaited(game.state)).toEqual({ player: 'a', onTimeout: [{ kind: 'point' }], together: ['a', 'b'] });
    game.act('a', { kind: 'point' });
    expect(valere.seatView(game.state, 'a')).toEqual({ dice: [4, 2, 6], point: 1 });
    expect(valere.awaited(game.state)?.player).toBe('b');
  });
});

describe('VA-3 the highest sum scores its point die', () => {
  it('VA-3: the round winner adds their point die to their score; the others nothing', () => {
    const game = table(['a', 'b', 'c'], {}, [6, 6, 2, 5, 5, 5, 1, 1, 6]);
    point(game, 'a', 2); // sum 12, point 2
    point(game, 'b', 5); // sum 10, point 5
    point(game, 'c', 6, new Array(9).fill(1)); // sum 2, point 6
    const [won] = named(game.last, 'round-won');
    expect(won).toMatchObject({ round: 1, winners: ['a'], gains: [{ player: 'a', points: 2, from: 'a' }], scores: { a: 2, b: 0, c: 0 } });
    expect(game.view.seats.map((seat) => seat.score)).toEqual([2, 0, 0]);
    expect(game.view.round).toBe(2);
  });
});

describe('VA-4 ties for the highest sum', () => {
  it('VA-4: two tied players each receive the other’s point die', () => {
    const game = table(['a', 'b', 'c'], {}, [4, 5, 1, 6, 3, 5, 1, 1, 1]);
    point(game, 'a', 1); // 4+5=9, point 1
    point(game, 'b', 5); // 6+3=9, point 5
    point(game, 'c', 1, new Array(9).fill(1));
    const [won] = named(game.last, 'round-won');
    expect(won!.winners).toEqual(['a', 'b']);
    expect(won!.gains).toEqual([
      { player: 'a', points: 5, from: 'b' },
      { player: 'b', points: 1, from: 'a' },
    ]);
    expect(won!.scores).toEqual({ a: 5, b: 1, c: 0 });
  });

  it('VA-4 (ruling): three tied — point dice pass one seat clockwise among the tied', () => {
    const game = table(['a', 'b', 'c', 'd'], {}, [4, 4, 1, 5, 3, 2, 6, 2, 3, 1, 1, 6]);
    point(game, 'a', 1); // 8, point 1
    point(game, 'b', 2); // 8, point 2
    point(game, 'c', 3); // 8, point 3
    point(game, 'd', 6, new Array(12).fill(1)); // 2
    const [won] = named(game.last, 'round-won');
    expect(won!.winners).toEqual(['a', 'b', 'c']);
    // Each receives the point die of the tied player seated before them: a from c, b from a, c from b.
    expect(won!.gains).toEqual([
      { player: 'a', points: 3, from: 'c' },
      { player: 'b', points: 1, from: 'a' },
      { player: 'c', points: 2, from: 'b' },
    ]);
    expect(won!.scores).toEqual({ a: 3, b: 1, c: 2, d: 0 });
  });

  it('VA-4: the tied are taken in seat order, skipping untied seats between them', () => {
    const faces: Record<string, number> = { a: 1, c: 3, d: 4 };
    expect(pointsMoved(['a', 'c', 'd'], (player) => faces[player]!)).toEqual([
      { player: 'a', points: 4, from: 'd' },
      { player: 'c', points: 1, from: 'a' },
      { player: 'd', points: 3, from: 'c' },
    ]);
  });
});

describe('VA-5 the target', () => {
  it('VA-5: the first to reach the target wins the game', () => {
    const game = table(['a', 'b'], { target: 6 }, [6, 6, 6, 1, 1, 2]);
    point(game, 'a', 6);
    point(game, 'b', 2);
    expect(named(game.last, 'winner')).toEqual([{ winners: ['a'], pot: 0, roundPots: [] }]);
    expect(valere.isOver(game.state)).toBe(true);
    expect(valere.placings(game.state)).toEqual([['a'], ['b']]);
    expect(valere.awaited(game.state)).toBeNull();
  });

  it('VA-5: several reach the target in one round — the highest score wins', () => {
    // Round 1: a 6+6 point 5 → a 5. Round 2: a and b tie on 10; a receives b's 6 → 11, b receives a's 1 → 1.
    const game = table(['a', 'b'], { target: 4 }, [6, 6, 5, 1, 1, 1]);
    point(game, 'a', 5);
    expect(game.refusal('b', { kind: 'point', die: 6 })).toBe('not-your-die');
    // a reaches 5 ≥ 4 alone: wins.
    point(game, 'b', 1);
    expect(named(game.last, 'winner')[0]!.winners).toEqual(['a']);
  });

  it('VA-5: two pass the target in the same round — the higher score wins', () => {
    // a 3+3 | 4, b 2+4 | 5: tied sums of 6, a receives 5, b receives 4; both pass target 4, a leads.
    const game = table(['a', 'b'], { target: 4 }, [3, 3, 4, 2, 4, 5]);
    point(game, 'a', 4);
    point(game, 'b', 5);
    expect(named(game.last, 'round-won')[0]!.scores).toEqual({ a: 5, b: 4 });
    expect(named(game.last, 'winner')[0]!.winners).toEqual(['a']);
  });

  it('VA-5 (ruling): two pass the target tied — they alone play further rounds until one leads', () => {
    // Round 1: a 2+2 | 5, b 3+1 | 5, c 1+1 | 1 → a and b tie (4), swap 5s: a 5, b 5, both ≥ target 5.
    const game = table(['a', 'b', 'c'], { target: 5 }, [2, 2, 5, 3, 1, 5, 1, 1, 1]);
    point(game, 'a', 5);
    point(game, 'b', 5);
    // The tie-break round deals only a and b.
    point(game, 'c', 1, [6, 6, 1, 2, 2, 2]);
    expect(named(game.last, 'tie-break')).toEqual([{ players: ['a', 'b'], score: 5 }]);
    expect(named(game.last, 'round')).toEqual([{ round: 2, players: ['a', 'b'], betting: false, tieBreak: true }]);
    expect(hiddenRolls(game.last).map((roll) => roll.owner)).toEqual(['a', 'b']);
    expect(game.refusal('c', { kind: 'point', die: 1 })).toBe('not-playing');
    expect(game.view.seats.map((seat) => seat.playing)).toEqual([true, true, false]);
    // Round 2: a 6+6 | 1 beats b 2+2 | 2: a 6, b 5 — a leads and wins.
    point(game, 'a', 1);
    point(game, 'b', 2);
    expect(named(game.last, 'winner')[0]!.winners).toEqual(['a']);
    expect(valere.placings(game.state)).toEqual([['a'], ['b'], ['c']]);
  });

  it('VA-5 (ruling): a tie-break round that ties again is followed by another', () => {
    const game = table(['a', 'b'], { target: 3 }, [1, 1, 3, 1, 1, 3]);
    point(game, 'a', 3);
    // Both sums 2: swap 3s; both 3 — tied at the target.
    point(game, 'b', 3, [2, 2, 4, 2, 2, 4]);
    expect(named(game.last, 'tie-break')).toEqual([{ players: ['a', 'b'], score: 3 }]);
    point(game, 'a', 4);
    point(game, 'b', 4, [5, 5, 1, 1, 1, 1]);
    expect(named(game.last, 'tie-break')).toEqual([{ players: ['a', 'b'], score: 7 }]);
    point(game, 'a', 1);
    point(game, 'b', 1);
    expect(named(game.last, 'winner')[0]!.winners).toEqual(['a']);
  });

  it('VA-5: a tied leader who leaves the tie-break hands the game to the other', () => {
    const game = table(['a', 'b', 'c'], { target: 5 }, [2, 2, 5, 3, 1, 5, 1, 1, 1]);
    point(game, 'a', 5);
    point(game, 'b', 5);
    point(game, 'c', 1, [6, 6, 1, 2, 2, 2]);
    game.leave('a');
    expect(game.last).toContainEqual({ type: 'discard', handles: ['r2:a'] });
    expect(named(game.last, 'winner')[0]!.winners).toEqual(['b']);
  });

  it('a leave while hands are chosen: the hand is discarded unseen; the round goes on without it', () => {
    const game = table(['a', 'b', 'c'], {}, [6, 6, 6, 1, 2, 3, 2, 2, 2]);
    point(game, 'b', 3);
    point(game, 'c', 2);
    game.leave('a', new Array(6).fill(1));
    expect(game.last).toContainEqual({ type: 'discard', handles: ['r1:a'] });
    expect(reveals(game.last)[0]).toEqual(['r1:b', 'r1:c']);
    expect(named(game.last, 'round-won')[0]!.winners).toEqual(['c']);
    expect(moves(game.last)).toEqual([]);
  });
});
