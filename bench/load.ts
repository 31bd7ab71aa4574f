// The machine's load as a figure was taken: one call at a scenario's start (`loadNow()`), kept beside its figures, marking ratios a busy machine made.
import { availableParallelism, loadavg } from 'node:os';

/**
 * The load averages (os.loadavg) and the core count when a scenario began.
 * On a small shared machine a 1-minute load above the cores means runnable
 * work waited for a CPU while the figures were taken: the bot, the stand-in
 * and the floor were not measured alike, so a ratio between them says more
 * about the neighbours than about Croupier. The load includes the bench's
 * own processes and what the scenario before left in the average.
 */
export interface LoadRecord {
  oneMinute: number;
  fiveMinute: number;
  cores: number;
  /** The 1-minute load was above the core count: ratios taken now are marked, and targets are not judged. */
  busy: boolean;
}

export function loadNow(): LoadRecord {
  const [oneMinute, fiveMinute] = loadavg() as [number, number, number];
  const cores = availableParallelism();
  return { oneMinute, fiveMinute, cores, busy: oneMinute > cores };
}

/** A bench section's figures with the load it began at beside them: adding a section's load record is this one call. */
export async function withLoad<Figures extends object>(measure: () => Figures | Promise<Figures>): Promise<Figures & { load: LoadRecord }> {
  const load = loadNow();
  return { ...(await measure()), load };
}

/** The mark printed after a figure taken on a busy machine (explained under each table by `loadNote`). */
export const BUSY_MARK = '!';

/** A ratio or target as printed: marked when any load it was taken at was above the cores. */
export function marked(text: string, ...loads: LoadRecord[]): string {
  return loads.some((load) => load.busy) ? `${text}${BUSY_MARK}` : text;
}

/** The line said under a table of figures: the load each was taken at, and what the mark means if any is marked. */
export function loadNote(loads: LoadRecord[], starts = 'each start'): string {
  if (loads.length === 0) return '';
  const averages = loads.map((load) => load.oneMinute.toFixed(2)).join(', ');
  const cores = loads[0]!.cores;
  const busy = loads.some((load) => load.busy);
  return busy
    ? `1-minute load at ${starts}: ${averages} on ${cores} cores — ${BUSY_MARK} marks a figure taken with the load above the cores: it waited for a CPU, do not read it as Croupier's`
    : `1-minute load at ${starts}: ${averages} on ${cores} cores (all at or below the cores)`;
}
