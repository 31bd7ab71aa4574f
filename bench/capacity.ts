// Capacity (issue 31): the highest rate of button actions across many tables one process sustains, p99 first response under 1 s and none unanswered in 3 s.
import type { LoadRecord } from './load.js';
import type { BotWorld } from './scenarios.js';

/** What one process must keep to count a rate as sustained. */
export const SUSTAINED = { p99BelowMs: 1000, unanswered: 0 } as const;

export interface CapacityStep {
  /** The rate the members aimed at, across all tables: each member pauses tables ÷ rate between actions. */
  aimedPerSecond: number;
  /** What the bot answered per second; below the aim when members waited for their tables (each waits to see their action). */
  actionsPerSecond: number;
  p99Ms: number;
  unanswered: number;
  sustained: boolean;
  load: LoadRecord;
}

export interface BotCapacity {
  /** The highest rate answered at a sustained step (0 if none was). */
  actionsPerSecond: number;
  /**
   * Why the steps stopped: `not sustained`, the figure is the bot's limit;
   * `rate stopped growing`, the members (each waiting to see their action on
   * their table) pushed no harder, and `steps ran out`: both a lower bound.
   */
  stoppedBy: 'not sustained' | 'rate stopped growing' | 'steps ran out';
  steps: CapacityStep[];
}

export interface CapacityFigures {
  tables: number;
  stepSeconds: number;
  croupier: BotCapacity;
  floor: BotCapacity;
}

/**
 * Steps the aimed rate up until a step is not sustained, or the answered rate
 * stops growing (the members cannot go faster than their tables show them).
 * Members only press and select (the typed /open that starts each game
 * aside); each table is in its own channel, as in the load scenarios.
 */
async function stepUp(world: BotWorld, rates: readonly number[], tables: number, durationMs: number, seed: number): Promise<BotCapacity> {
  const steps: CapacityStep[] = [];
  let stoppedBy: BotCapacity['stoppedBy'] = 'steps ran out';
  for (const aimedPerSecond of rates) {
    const figures = await world.run(
      { name: `capacity ${aimedPerSecond}/s`, tables, pauseMs: (1000 * tables) / aimedPerSecond, durationMs, buttonShare: 1 },
      seed,
    );
    const sustained = figures.p99Ms < SUSTAINED.p99BelowMs && figures.unanswered === SUSTAINED.unanswered;
    const previous = steps.at(-1);
    steps.push({
      aimedPerSecond,
      actionsPerSecond: figures.actionsPerSecond,
      p99Ms: figures.p99Ms,
      unanswered: figures.unanswered,
      sustained,
      load: figures.load,
    });
    if (!sustained) {
      stoppedBy = 'not sustained';
      break;
    }
    if (previous && figures.actionsPerSecond < previous.actionsPerSecond * 1.05) {
      stoppedBy = 'rate stopped growing';
      break;
    }
  }
  const kept = steps.filter((step) => step.sustained).map((step) => step.actionsPerSecond);
  return { actionsPerSecond: Math.max(0, ...kept), stoppedBy, steps };
}

export async function capacity(worlds: { croupier: BotWorld; floor: BotWorld }, options: { quick: boolean }): Promise<CapacityFigures> {
  const tables = options.quick ? 10 : 100;
  const rates = options.quick ? [20, 40] : [50, 100, 200, 400, 800, 1600];
  const durationMs = options.quick ? 800 : 10_000;
  const seed = 1000;
  return {
    tables,
    stepSeconds: durationMs / 1000,
    croupier: await stepUp(worlds.croupier, rates, tables, durationMs, seed),
    floor: await stepUp(worlds.floor, rates, tables, durationMs, seed),
  };
}
