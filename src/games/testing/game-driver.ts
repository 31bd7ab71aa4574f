/**
 * One way to drive any game's pure rules in a test, with scripted dice
 * (every game's rule tests use it): every die a step is given must be used,
 * every step expected to go through must go through, and a refusal is
 * reported by its code.
 */
import { expect } from 'vitest';
import type { EventShape, Game, HiddenRollEvent, Outcome, PlayEvent, RuleEvent, SeatInfo, StakeHolder } from '../../engine/contract.js';
import type { Rng } from '../../engine/dice/rng.js';
import type { LoggedAction, RecordedEvent } from '../../engine/tables/recorded.js';
import { ScriptExhaustedError, scriptedRng } from './replayable.js';

export interface Played<State, Event extends EventShape> {
  state: State;
  events: RuleEvent<Event>[];
}

/** Seats beyond their order: roleplay tags (LD-3) and teams (VJ-9), by player. */
export interface SeatExtras {
  tags?: Record<string, string | null>;
  teams?: Record<string, string>;
}

export interface DriverDefaults {
  /** The clock for every step not given a time. */
  now?: number;
  /** The tag every seat carries unless `SeatExtras.tags` says otherwise. */
  tag?: string | null;
}

export class GameDriver<Options, State, Action, View, SeatView, Event extends EventShape> {
  constructor(
    readonly game: Game<Options, State, Action, View, SeatView, Event>,
    private readonly defaults: DriverDefaults = {},
  ) {}

  private get now(): number {
    return this.defaults.now ?? 0;
  }

  seats = (ids: readonly string[], extras: SeatExtras = {}): SeatInfo[] =>
    ids.map((userId, index) => ({
      userId,
      position: index + 1,
      tag: extras.tags && userId in extras.tags ? (extras.tags[userId] ?? null) : (this.defaults.tag ?? null),
      team: extras.teams?.[userId] ?? null,
    }));

  expectOk = (outcome: Outcome<State, Event>): Played<State, Event> => {
    if (!outcome.ok) throw new Error(`expected success, got ${outcome.error.code} (${outcome.error.key})`);
    return { state: outcome.state, events: outcome.events };
  };

  /** One step that must go through and use exactly these dice. */
  private withDice(dice: readonly number[], step: (rng: Rng) => Outcome<State, Event>): Played<State, Event> {
    const rng = scriptedRng(dice);
    const played = this.expectOk(step(rng));
    expect(rng.remaining()).toBe(0);
    return played;
  }

  /** Setup with exactly these dice (seat order, each player's dice in a row). */
  start = (ids: readonly string[], options: Record<string, unknown>, dice: readonly number[], extras: SeatExtras = {}): Played<State, Event> =>
    this.withDice(dice, (rng) => this.game.setup({ seats: this.seats(ids, extras), options: this.game.optionsSchema.parse(options), rng, now: this.now }));

  /** One accepted action; `dice` are every die it rolls. */
  play = (state: State, actor: string, action: Action, dice: readonly number[] = [], at = this.now): Played<State, Event> =>
    this.withDice(dice, (rng) => this.game.apply(state, actor, action, rng, at));

  /** A player leaving (or kicked); `dice` are every die it rolls. */
  leave = (state: State, player: string, dice: readonly number[] = [], at = this.now): Played<State, Event> =>
    this.withDice(dice, (rng) => this.game.removePlayer(state, player, rng, at));

  /** The refusal's code, or 'accepted' if the rules let it through (rolling dice is going through: none are given). */
  refusal = (state: State, actor: string, action: Action, at = this.now): string => {
    try {
      const outcome = this.game.apply(state, actor, action, scriptedRng([]), at);
      return outcome.ok ? 'accepted' : outcome.error.code;
    } catch (error) {
      if (error instanceof ScriptExhaustedError) return 'accepted';
      throw error;
    }
  };

  view = (state: State): View => this.game.publicView(state);
}

/** The data of one kind of a game's own events, in order: from the rules' events or from the action log. */
export function named<Event extends EventShape, Name extends Event['name']>(
  events: readonly RuleEvent<Event>[],
  name: Name,
): Extract<Event, { name: Name }>['data'][];
export function named<Event extends EventShape, Name extends Event['name']>(
  events: readonly RecordedEvent<Event>[],
  name: Name,
): Extract<Event, { name: Name }>['data'][];
export function named<Event extends EventShape, Name extends Event['name']>(
  events: readonly (RuleEvent<Event> | RecordedEvent<Event>)[],
  name: Name,
): Extract<Event, { name: Name }>['data'][] {
  const isNamed = (event: RuleEvent<Event> | RecordedEvent<Event>): event is PlayEvent<Extract<Event, { name: Name }>> =>
    event.type === 'game' && event.name === name;
  return events.filter(isNamed).map((event) => event.data);
}

const holder = (place: StakeHolder) => (place.kind === 'player' ? place.userId : place.kind);

/** Money moved, as `from>to amount`. */
export const moves = (events: readonly RuleEvent<EventShape>[]) =>
  events.flatMap((event) => (event.type === 'move' ? [`${holder(event.from)}>${holder(event.to)} ${event.amount}`] : []));

export const hiddenRolls = (events: readonly RuleEvent<EventShape>[]) => events.filter((event): event is HiddenRollEvent => event.type === 'hidden-roll');

export const reveals = (events: readonly RuleEvent<EventShape>[]) => events.flatMap((event) => (event.type === 'reveal' ? [event.handles] : []));

/** What the table service logs of an action's events: moves as `moved`, the game's own as they are, nothing hidden. */
function logged<Event extends EventShape>(events: readonly RuleEvent<Event>[]): RecordedEvent<Event>[] {
  return events.flatMap((event): RecordedEvent<Event>[] =>
    event.type === 'move' ? [{ type: 'moved', from: event.from, to: event.to, amount: event.amount }] : event.type === 'game' ? [event] : [],
  );
}

/**
 * A game driven step by step that keeps its state, every event, and its
 * action log as the table service would write it (scoresheets read that).
 */
export class DrivenTable<Options, State, Action extends { kind: string }, View, SeatView, Event extends EventShape> {
  state: State;
  /** The last step's events. */
  last: RuleEvent<Event>[];
  all: RuleEvent<Event>[] = [];
  log: LoggedAction<Event>[] = [];

  constructor(
    readonly driver: GameDriver<Options, State, Action, View, SeatView, Event>,
    ids: readonly string[],
    options: Record<string, unknown>,
    dice: readonly number[],
    extras: SeatExtras = {},
  ) {
    const started = driver.start(ids, options, dice, extras);
    this.state = started.state;
    this.last = started.events;
    this.record(null, 'start', started);
  }

  private record(actorId: string | null, kind: string, played: Played<State, Event>): RuleEvent<Event>[] {
    this.state = played.state;
    this.last = played.events;
    this.all.push(...played.events);
    this.log.push({ version: this.log.length + 1, actorId, kind, events: logged(played.events), at: this.log.length });
    return played.events;
  }

  get view(): View {
    return this.driver.view(this.state);
  }

  /** One accepted action that uses exactly these dice. */
  act(actor: string, action: Action, dice: readonly number[] = []): RuleEvent<Event>[] {
    return this.record(actor, action.kind, this.driver.play(this.state, actor, action, dice));
  }

  /** Several accepted actions sharing one script of dice (a whole phase); every die must be used by the end. */
  protected run(dice: readonly number[], steps: (step: (actor: string, action: Action) => void) => void): RuleEvent<Event>[] {
    const rng = scriptedRng(dice);
    const events: RuleEvent<Event>[] = [];
    steps((actor, action) => {
      events.push(...this.record(actor, action.kind, this.driver.expectOk(this.driver.game.apply(this.state, actor, action, rng, 0))));
    });
    expect(rng.remaining()).toBe(0);
    this.last = events;
    return events;
  }

  leave(player: string, dice: readonly number[] = []): RuleEvent<Event>[] {
    return this.record(player, 'leave', this.driver.leave(this.state, player, dice));
  }

  refusal(actor: string, action: Action): string {
    return this.driver.refusal(this.state, actor, action);
  }
}
