/**
 * How long a picture takes to draw in the bot's process (issue 18): each
 * kind at a usual and at the biggest size, every draw a new spec (the
 * cache never answers), the median of 30 after the fonts are loaded.
 * Drawn on the bot's own thread, as before issue 31: the whole cost of a
 * picture, comparable with earlier runs (what drawing on the pool spares
 * other tables is bench/pictures-beside-tables.ts). Part of `npm run bench`.
 */
import { performance } from 'node:perf_hooks';
import { Pictures } from '../src/pictures/index.js';
import type { PictureSpec } from '../src/pictures/spec.js';

const hands = (players: number, dice: number) =>
  Array.from({ length: players }, (_, index) => ({ name: `Player ${index + 1}`, dice: Array.from({ length: dice }, (_, die) => ((index + die) % 6) + 1) }));

/** The biggest picture a table draws: a 12 × 10 Vitaji scoresheet, titled by `run` so each is a new spec (bench/picture-load.ts draws it too). */
export function bigSheet(run: number): PictureSpec {
  return {
    kind: 'grid',
    file: 'a.png',
    title: `Sheet ${run}`,
    header: ['Player', 'Total', ...Array.from({ length: 10 }, (_, round) => `R${round + 1}`)],
    rows: Array.from({ length: 12 }, (_, player) => [`Player ${player + 1}`, '120', ...Array.from({ length: 10 }, () => '3,1,14 +12')]),
    marked: [0],
    caption: ['Won by Player 1'],
  };
}

const kinds: Record<string, (run: number) => PictureSpec> = {
  'dice, 5 players': (run) => ({
    kind: 'dice',
    file: 'a.png',
    title: `Round ${run}`,
    rows: hands(5, 5),
    highlight: [3, 1],
    caption: ['bid 4 × 3', 'Counted: 5'],
  }),
  'dice, 150 players': (run) => ({
    kind: 'dice',
    file: 'a.png',
    title: `Round ${run}`,
    rows: hands(150, 1),
    highlight: [3],
    caption: ['bid 40 × 3', 'Counted: 25'],
  }),
  'grid, 12 players × 10 rounds': (run) => bigSheet(run),
  'bracket, 150 entrants': (run) => ({
    kind: 'bracket',
    file: 'a.png',
    title: `Tournament ${run}`,
    tiers: [
      {
        title: 'Tier 1',
        groups: Array.from({ length: 30 }, (_, group) => ({
          title: `Group ${group + 1}`,
          players: hands(5, 0).map(({ name }) => ({ name, advanced: false })),
        })),
      },
    ],
    caption: [],
  }),
};

export interface PictureCost {
  /** The median draw of a new spec (the cache never answers), after the fonts are loaded. */
  medianMs: number;
  kilobytes: number;
  /** The draw in table-service actions measured in the same run: what one picture costs beside the action it shows. */
  actions: number;
}

/**
 * Each picture kind drawn `runs` times, every draw a new spec; `actionMs`:
 * one table-service action in the same run (bench/service-throughput.ts),
 * so the figure is a ratio a noisy machine cannot skew.
 */
export async function pictureCosts(options: { quick: boolean; actionMs: number }): Promise<Record<string, PictureCost>> {
  const runs = options.quick ? 2 : 30;
  const pictures = new Pictures(1, 'bot');
  await pictures.draw(kinds['dice, 5 players']!(-1));
  const costs: Record<string, PictureCost> = {};
  for (const [name, make] of Object.entries(kinds)) {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      bytes = (await pictures.draw(make(run))).png.length;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const medianMs = times[Math.floor(runs / 2)]!;
    costs[name] = { medianMs, kilobytes: bytes / 1024, actions: medianMs / options.actionMs };
  }
  return costs;
}
