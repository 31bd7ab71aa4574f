/**
 * How long a picture takes to draw in the bot's process (issue 18): each
 * kind at a usual and at the biggest size, every draw a new spec (the
 * cache never answers), the median of 30 after the fonts are loaded.
 * `npx tsx bench/pictures.ts`
 */
import { performance } from 'node:perf_hooks';
import { Pictures } from '../src/pictures/index.js';
import type { PictureSpec } from '../src/pictures/spec.js';

const hands = (players: number, dice: number) =>
  Array.from({ length: players }, (_, index) => ({ name: `Player ${index + 1}`, dice: Array.from({ length: dice }, (_, die) => ((index + die) % 6) + 1) }));

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
  'grid, 12 players × 10 rounds': (run) => ({
    kind: 'grid',
    file: 'a.png',
    title: `Sheet ${run}`,
    header: ['Player', 'Total', ...Array.from({ length: 10 }, (_, round) => `R${round + 1}`)],
    rows: Array.from({ length: 12 }, (_, player) => [`Player ${player + 1}`, '120', ...Array.from({ length: 10 }, () => '3,1,14 +12')]),
    marked: [0],
    caption: ['Won by Player 1'],
  }),
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

const pictures = new Pictures(1);
pictures.draw(kinds['dice, 5 players']!(-1));
for (const [name, make] of Object.entries(kinds)) {
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < 30; run += 1) {
    const started = performance.now();
    bytes = pictures.draw(make(run)).png.length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${name}: median ${times[15]!.toFixed(1)} ms, slowest ${times.at(-1)!.toFixed(1)} ms, ${(bytes / 1024).toFixed(0)} KB`);
}
