/**
 * A championship Vitaji game (VJ-1: d1000 × 500, 200 rerolls) for 12
 * players, played through the table service on a real SQLite file: every
 * round a betting phase (the first bets 0, everyone meets) and a rolling
 * phase (everyone passes). Reports the time per action around round 10 and
 * round 500, the stored state's size, and their ratios (close to 1 means
 * long games do not slow down or grow).
 *
 *   npm run bench
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { seededRng } from '../src/dice/replayable.js';
import { vitaji } from '../src/games/vitaji/game.js';
import type { VitajiView } from '../src/games/vitaji/view.js';
import { TableService, type TableCommand } from '../src/tables/service.js';

const PLAYERS = 12;
const dir = mkdtempSync(join(tmpdir(), 'croupier-bench-'));
const db = openDatabase(join(dir, 'bench.db'));
migrate(db);
const tables = new TableService(db, [vitaji], seededRng('championship'));
const players = Array.from({ length: PLAYERS }, (_, index) => `player-${index + 1}`);
let interaction = 0;
let now = 1_000_000;

const opened = tables.open({
  serverId: 'bench',
  channelId: 'bench',
  game: 'vitaji',
  host: players[0]!,
  options: { preset: 'championship', stack: 1_000_000 },
  interactionId: `i${++interaction}`,
  now,
});
if (!opened.ok) throw new Error(`open failed: ${opened.error.code}`);
const tableId = opened.table.id;
const act = (userId: string, command: TableCommand) => {
  now += 10;
  interaction += 1;
  const result = tables.act({ tableId, actor: { userId, isModerator: false }, command, interactionId: `i${interaction}`, now });
  if (!result.ok) throw new Error(`${userId} ${JSON.stringify(command)}: ${result.error.code}`);
  return result;
};
for (const player of players.slice(1)) act(player, { kind: 'join' });

const timings = new Map<number, number[]>();
const stateSize = () => (db.prepare('SELECT length(state) AS size FROM game_tables WHERE id = ?').get(tableId) as { size: number }).size;
const sizes = new Map<number, number>();
let view = act(players[0]!, { kind: 'start' }).table.view as VitajiView;

while (view.phase !== 'over') {
  const round = view.round;
  const turn = view.turn!;
  const action = view.phase === 'betting' ? (view.betting!.opened ? { kind: 'meet' } : { kind: 'bet', amount: 0 }) : { kind: 'pass' };
  const started = performance.now();
  view = act(turn, { kind: 'play', action }).table.view as VitajiView;
  const took = performance.now() - started;
  timings.set(round, [...(timings.get(round) ?? []), took]);
  if (!sizes.has(round)) sizes.set(round, stateSize());
}

const perAction = (rounds: number[]) => {
  const all = rounds.flatMap((round) => timings.get(round) ?? []);
  return all.reduce((sum, value) => sum + value, 0) / all.length;
};
const early = perAction([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
const late = perAction([491, 492, 493, 494, 495, 496, 497, 498, 499, 500]);
const sizeEarly = sizes.get(10)!;
const sizeLate = sizes.get(500)!;
const actions = [...timings.values()].reduce((sum, list) => sum + list.length, 0);

console.log(`Vitaji championship: ${PLAYERS} players, 500 rounds, ${actions} actions through the table service (real SQLite file)`);
console.log(`time per action around round 10:  ${early.toFixed(3)} ms`);
console.log(`time per action around round 500: ${late.toFixed(3)} ms`);
console.log(`ratio round-500 / round-10 (time): ${(late / early).toFixed(2)}`);
console.log(`stored state at round 10:  ${sizeEarly} bytes`);
console.log(`stored state at round 500: ${sizeLate} bytes`);
console.log(`ratio round-500 / round-10 (state size): ${(sizeLate / sizeEarly).toFixed(2)}`);
console.log(`winner: ${view.winners.join(', ')}`);
db.close();
rmSync(dir, { recursive: true, force: true });
