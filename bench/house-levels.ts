/**
 * House players' strength (issue 33): for every game, each level against
 * the other and against a random legal player, over many whole games on the
 * pure rules (seats alternate between the two levels, and so does who sits
 * first). Prints each pairing's games and win shares, and writes them to
 * bench/house-results.json (or --out). A level is stronger when its share
 * is clearly above its seats' share (half, with half the seats each).
 *
 *   npm run bench:house [-- --games 2000] [--game eleven] [--pairing hard-easy] [--out FILE]
 */
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { AnyGame } from '../src/engine/contract.js';
import type { PlayingLevel } from '../src/engine/house.js';
import { eleven } from '../src/games/eleven/rules/game.js';
import { liars } from '../src/games/liars/rules/game.js';
import { type LevelTally, playLevels } from '../src/games/testing/house-match.js';
import { seededRng } from '../src/games/testing/replayable.js';
import { tokyo } from '../src/games/tokyo/rules/game.js';
import { valere } from '../src/games/valere/rules/game.js';
import { vitaji } from '../src/games/vitaji/rules/game.js';
import { loadNow } from './load.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { games: { type: 'string' }, game: { type: 'string' }, pairing: { type: 'string' }, out: { type: 'string' } },
  strict: true,
});
const games = Number(values.games ?? 1000);
const out = resolve(values.out ?? resolve(root, 'bench/house-results.json'));

/** Each game at a size it is often played at, with its default options (stakes as points: the house's money plays no part in its choices). */
const TABLES: { game: AnyGame; players: number; options: Record<string, unknown> }[] = [
  { game: liars, players: 4, options: {} },
  { game: tokyo, players: 4, options: {} },
  // The standard preset (d20 × 10, 4 rerolls, bets from round 2): with casual's d6 the dice leave a level little to decide.
  { game: vitaji, players: 4, options: { preset: 'standard' } },
  { game: valere, players: 4, options: { wagering: 'side-bets' } },
  { game: eleven, players: 3, options: {} },
  { game: eleven, players: 4, options: {} },
];

const PAIRINGS: [PlayingLevel, PlayingLevel][] = [
  ['hard', 'easy'],
  ['hard', 'random'],
  ['easy', 'random'],
];

interface PairingFigures {
  game: string;
  players: number;
  stronger: PlayingLevel;
  weaker: PlayingLevel;
  games: number;
  /** The stronger level's share of the wins (its seats are half the table's). */
  strongerShare: number;
  /** The share's standard error: a share more than two or three of these above 50% is more than luck. */
  standardError: number;
  wins: LevelTally['wins'];
  /** Moves the rules refused (the default move played instead): a sound house player makes none. */
  refused: number;
  seconds: number;
}

const figures: PairingFigures[] = [];
const loadAtStart = loadNow();
for (const { game, players, options } of TABLES) {
  // --game: one game's pairings alone (its figures written to --out as the whole run's are).
  if (!game.house || (values.game !== undefined && game.id !== values.game)) continue;
  const parsed = game.optionsSchema.parse(options);
  for (const [stronger, weaker] of PAIRINGS) {
    // --pairing: one pairing alone, e.g. hard-easy (with more games, to tell a small edge from luck).
    if (values.pairing !== undefined && values.pairing !== `${stronger}-${weaker}`) continue;
    const began = performance.now();
    const tally = playLevels(game, parsed, stronger, weaker, players, games, (index) => ({
      dice: seededRng(`${game.id}:${stronger}:${weaker}:${index}:dice`),
      choices: seededRng(`${game.id}:${stronger}:${weaker}:${index}:choices`),
    }));
    const total = (tally.wins[stronger] ?? 0) + (tally.wins[weaker] ?? 0);
    figures.push({
      game: game.id,
      players,
      stronger,
      weaker,
      games,
      strongerShare: total === 0 ? 0 : (tally.wins[stronger] ?? 0) / total,
      standardError: total === 0 ? 0 : Math.sqrt((((tally.wins[stronger] ?? 0) / total) * ((tally.wins[weaker] ?? 0) / total)) / games),
      wins: tally.wins,
      refused: tally.refused,
      seconds: (performance.now() - began) / 1000,
    });
  }
}

const rows = figures.map(
  (row) =>
    `${row.game.padEnd(7)} ${String(row.players).padStart(2)} players  ${`${row.stronger} vs ${row.weaker}`.padEnd(16)} ${String(row.games).padStart(6)} games  ` +
    `${row.stronger} wins ${(row.strongerShare * 100).toFixed(1).padStart(5)}% ± ${(row.standardError * 100).toFixed(1)}  refused ${row.refused}  (${row.seconds.toFixed(1)} s)`,
);
console.log(['House players: win shares by level (even play would be 50%)', ...rows].join('\n'));
writeFileSync(out, `${JSON.stringify({ load: loadAtStart, pairings: figures }, null, 2)}\n`);
console.log(`written to ${out}`);
