// Eleven's house player: legal at every level over whole seeded games, deciding from the public view alone, and hard picking better than easy, easy better than random (EL-3 … EL-8).
import { describe, expect, it } from 'vitest';
import type { Rng } from '../../../engine/dice/rng.js';
import type { PlayingLevel } from '../../../engine/house.js';
import { playMatch, sightOf } from '../../testing/house-match.js';
import { seededRng } from '../../testing/replayable.js';
import { eleven } from './game.js';
import { elevenHouse } from './house.js';
import { expectedPayout, placeChances } from './odds.js';
import { type ElevenOptions, elevenOptionsSchema } from './options.js';
import type { ElevenState } from './state.js';

const options = (given: Record<string, unknown> = {}) => elevenOptionsSchema.parse({ ...given });
const rngs = (name: string, game: number) => ({ dice: seededRng(`eleven-${name}-dice-${game}`), choices: seededRng(`eleven-${name}-moves-${game}`) });

describe('every level plays only legal moves (EL-3)', () => {
  const mixes: PlayingLevel[][] = [
    ['random', 'easy', 'hard'],
    ['hard', 'hard', 'hard', 'hard'],
    ['easy', 'random', 'hard', 'easy', 'random'],
  ];
  for (const [index, levels] of mixes.entries()) {
    it(`${levels.join(', ')}: whole games, every number used once, none refused`, () => {
      for (let game = 0; game < 8; game += 1) {
        const { dice, choices } = rngs(`legal-${index}`, game);
        const result = playMatch(eleven, options({ multiplier: 1 + game, order_roll: game % 2 === 0 }), levels, dice, choices);
        expect(result.refused).toBe(0);
        expect(result.moves).toBe(11 * levels.length);
      }
    });
  }
});

describe('the house decides from the public view alone (EL-3: every pick and roll is public)', () => {
  it('EL-3 its own view is its numbers left, which every seat sees anyway: Eleven hides nothing to leak', () => {
    const { dice, choices } = rngs('sight', 0);
    let state = eleven.setup({
      seats: ['a', 'b', 'c'].map((userId, index) => ({ userId, position: index + 1, tag: null, team: null })),
      options: options(),
      rng: dice,
      now: 0,
    });
    if (!state.ok) throw new Error('setup refused');
    let table = state.state;
    for (let move = 0; move < 10; move += 1) {
      const player = eleven.awaited(table)!.player;
      const sight = sightOf(eleven, table, player, 0)!;
      expect(sight.own.left).toEqual(sight.table.seats.find((seat) => seat.player === player)!.left);
      // Only the sight reaches the decider: the same sight, the same move.
      const again = JSON.parse(JSON.stringify(sight));
      for (const level of ['random', 'easy', 'hard'] as const)
        expect(elevenHouse.decide(again, level, seededRng(move))).toEqual(elevenHouse.decide(sight, level, seededRng(move)));
      state = eleven.apply(table, player, elevenHouse.decide(sight, 'hard', choices), dice, 0);
      if (!state.ok) throw new Error('move refused');
      table = state.state;
    }
  });
});

/**
 * What a game's picks were worth, without the dice's luck: each round's
 * payout expected from everyone's picks (EL-4 … EL-6), summed over the
 * rounds. Who wins an Eleven game is mostly the dice (each player's net over
 * eleven rounds spreads by some ±3); what the players chose is this.
 */
function pickedWorth(state: ElevenState): Map<string, number> {
  const worth = new Map<string, number>();
  for (const round of state.results) {
    for (const result of round) {
      const rivals = round.filter((other) => other.player !== result.player).map((other) => [other.target]);
      const places = placeChances([result.target], rivals).get(result.target)!;
      worth.set(result.player, (worth.get(result.player) ?? 0) + expectedPayout(places, state.multiplier));
    }
  }
  return worth;
}

/** One whole game by the house players of these levels, as playMatch plays it (each seat deciding from its sight), to its last state. */
function playOut(settings: ElevenOptions, levels: readonly PlayingLevel[], dice: Rng, choices: Rng): ElevenState {
  const seats = levels.map((_, index) => ({ userId: `p${index + 1}`, position: index + 1, tag: null, team: null }));
  const set = eleven.setup({ seats, options: settings, rng: dice, now: 0 });
  if (!set.ok) throw new Error('setup refused');
  let state = set.state;
  while (!eleven.isOver(state)) {
    const player = eleven.awaited(state)!.player;
    const level = levels[Number(player.slice(1)) - 1]!;
    const played = eleven.apply(state, player, elevenHouse.decide(sightOf(eleven, state, player, 0)!, level, choices), dice, 0);
    if (!played.ok) throw new Error(`refused: ${played.error.code}`);
    state = played.state;
  }
  return state;
}

/**
 * `games` games of `a` against `b`, seated as playLevels seats them (a, b,
 * a, b …, the first seat alternating): per game, what `a`'s picks were worth
 * on average per seat, less what `b`'s were. Its mean and standard error.
 */
function edge(a: PlayingLevel, b: PlayingLevel, players: number, games: number): { mean: number; error: number } {
  const edges: number[] = [];
  for (let game = 0; game < games; game += 1) {
    const first = game % 2 === 0 ? a : b;
    const levels = Array.from({ length: players }, (_, seat) => (seat % 2 === 0 ? first : first === a ? b : a));
    const { dice, choices } = rngs(`${a}-${b}-${players}`, game);
    const worth = pickedWorth(playOut(options(), levels, dice, choices));
    const average = (level: PlayingLevel) => {
      const mine = levels.flatMap((each, seat) => (each === level ? [worth.get(`p${seat + 1}`)!] : []));
      return mine.reduce((sum, value) => sum + value, 0) / mine.length;
    };
    edges.push(average(a) - average(b));
  }
  const mean = edges.reduce((sum, value) => sum + value, 0) / games;
  const spread = Math.sqrt(edges.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (games - 1));
  return { mean, error: spread / Math.sqrt(games) };
}

describe('the levels: what their picks are worth (EL-6), three and four at a table', () => {
  for (const players of [3, 4]) {
    it(`${players} players: hard's picks are worth clearly more than easy's, easy's than random's`, () => {
      const hardEasy = edge('hard', 'easy', players, 160);
      const easyRandom = edge('easy', 'random', players, 100);
      const hardRandom = edge('hard', 'random', players, 50);
      // Each edge at least four standard errors above nothing.
      for (const measured of [hardEasy, easyRandom, hardRandom]) expect(measured.mean).toBeGreaterThan(4 * measured.error);
      expect(hardRandom.mean).toBeGreaterThan(easyRandom.mean);
    });
  }
});
