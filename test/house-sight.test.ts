/**
 * Issue 33: a house player decides from its own seat's sight and nothing
 * else, in every game. Its input's type is the sight (the public view and
 * its own seat view), never the state; and in whole seeded games every
 * sight it is handed is exactly those two views (what the hidden-information
 * tests of each game's views already keep hidden dice out of), with no
 * other seat's unrevealed hand anywhere in it.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AnyGame, HiddenRollEvent, RuleEvent } from '../src/engine/contract.js';
import type { PlayingLevel, SeatSight } from '../src/engine/house.js';
import { eleven } from '../src/games/eleven/rules/game.js';
import type { ElevenView } from '../src/games/eleven/rules/view.js';
import { liars } from '../src/games/liars/rules/game.js';
import type { LiarsView } from '../src/games/liars/rules/view.js';
import { seededRng } from '../src/games/testing/replayable.js';
import { tokyo } from '../src/games/tokyo/rules/game.js';
import type { TokyoView } from '../src/games/tokyo/rules/view.js';
import { valere } from '../src/games/valere/rules/game.js';
import type { ValereSeatView } from '../src/games/valere/rules/odds.js';
import type { ValereView } from '../src/games/valere/rules/view.js';
import { vitaji } from '../src/games/vitaji/rules/game.js';
import type { VitajiSeatView } from '../src/games/vitaji/rules/odds.js';
import type { VitajiView } from '../src/games/vitaji/rules/view.js';

describe('issue 33: what a house player decides from', () => {
  it('takes a seat sight, typed by the game’s public and seat views: the state is not among its arguments', () => {
    expectTypeOf(liars.house!.decide).parameter(0).toEqualTypeOf<SeatSight<LiarsView, { hand: number[] }>>();
    expectTypeOf(tokyo.house!.decide).parameter(0).toEqualTypeOf<SeatSight<TokyoView, { dice: [number, number] | null }>>();
    expectTypeOf(vitaji.house!.decide).parameter(0).toEqualTypeOf<SeatSight<VitajiView, VitajiSeatView>>();
    expectTypeOf(valere.house!.decide).parameter(0).toEqualTypeOf<SeatSight<ValereView, ValereSeatView>>();
    expectTypeOf(eleven.house!.decide).parameter(0).toEqualTypeOf<SeatSight<ElevenView, { left: number[] }>>();
  });

  it.each([
    ['liars', liars, {}],
    ['tokyo', tokyo, {}],
    ['vitaji', vitaji, { preset: 'standard' }],
    ['valere', valere, { wagering: 'side-bets' }],
    ['eleven', eleven, {}],
  ] as [string, AnyGame, Record<string, unknown>][])(
    '%s: every sight handed over is the two views, and no other seat’s unrevealed hand is in it',
    (name, game, given) => {
      const options = game.optionsSchema.parse(given);
      const levels: PlayingLevel[] = ['hard', 'easy', 'random', 'hard'];
      let decisions = 0;
      for (let round = 0; round < 5; round += 1) {
        const dice = seededRng(`${name}-sight-dice-${round}`);
        const choices = seededRng(`${name}-sight-choices-${round}`);
        const seats = levels.map((_, index) => ({ userId: `p${index + 1}`, position: index + 1, tag: null, team: null }));
        const set = game.setup({ seats, options, rng: dice, now: 1_000_000 });
        if (!set.ok) throw new Error(set.error.code);
        let state = set.state;
        // Every hidden roll dealt so far and not yet revealed, by handle: whose it is and what it shows.
        const unrevealed = new Map<string, HiddenRollEvent>();
        const note = (events: readonly RuleEvent[]) => {
          for (const event of events) {
            if (event.type === 'hidden-roll') unrevealed.set(event.handle, event);
            if (event.type === 'reveal' || event.type === 'discard') for (const handle of event.handles) unrevealed.delete(handle);
          }
        };
        note(set.events);
        for (let now = 1_000_000; !game.isOver(state); now += 60_000) {
          const turn = game.awaited(state)!;
          const me = turn.player;
          const sight = { me, table: game.publicView(state), own: game.seatView(state, me)!, now };
          // The sight is these two views and nothing more.
          expect(Object.keys(sight).sort()).toEqual(['me', 'now', 'own', 'table']);
          // No other seat's hand, while it is hidden: its handle and its dice as a list are nowhere in the public part of the
          // sight (its own part is its own seat view: its own dice, which may happen to match another's).
          const text = JSON.stringify({ me: sight.me, table: sight.table });
          for (const roll of unrevealed.values()) {
            if (roll.owner === me || roll.viewers?.includes(me)) continue;
            expect(text).not.toContain(roll.handle);
            if (roll.dice.length > 1) expect(text).not.toContain(`"dice":${JSON.stringify(roll.dice)}`);
            expect(text).not.toContain(`"hand":${JSON.stringify(roll.dice)}`);
          }
          const level = levels[Number(me.slice(1)) - 1]!;
          const outcome = game.apply(state, me, game.house!.decide(sight, level, choices), dice, now);
          if (!outcome.ok) throw new Error(`${name}: ${me}'s move refused: ${outcome.error.code}`);
          note(outcome.events);
          state = outcome.state;
          decisions += 1;
        }
      }
      expect(decisions).toBeGreaterThan(10);
    },
  );
});
