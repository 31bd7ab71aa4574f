/**
 * A championship Vitaji game (VJ-1: d1000 × 500, 200 rerolls) for 12
 * players, played through the table service on a real SQLite file: every
 * round a betting phase (the first bets 0, everyone meets) and a rolling
 * phase (everyone passes). Reports the time per action around round 10 and
 * around the last round, the stored state's size, and their ratios (close
 * to 1 means long games do not slow down or grow). `npm run bench` runs it
 * with the rest; `--quick` plays 60 rounds instead of 500.
 *
 *   npx tsx bench/vitaji-championship.ts [--quick]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { storeOf } from '../src/db/sqlite-store.js';
import { createEngine } from '../src/engine/index.js';
import type { TableCommand } from '../src/engine/tables/service.js';
import { seededRng } from '../src/games/testing/replayable.js';
import { vitaji } from '../src/games/vitaji/rules/game.js';
import type { VitajiView } from '../src/games/vitaji/rules/view.js';

const PLAYERS = 12;

export interface ChampionshipFigures {
  players: number;
  rounds: number;
  actions: number;
  /** Mean time per action in rounds 6–15 and in the last ten rounds, ms. */
  msPerActionEarly: number;
  msPerActionLate: number;
  timeRatio: number;
  /** The stored state's size at round 10 and at the last round, bytes. */
  stateBytesEarly: number;
  stateBytesLate: number;
  sizeRatio: number;
  winners: string[];
}

export async function vitajiChampionship(options: { quick: boolean }): Promise<ChampionshipFigures> {
  const rounds = options.quick ? 60 : 500;
  const dir = mkdtempSync(join(tmpdir(), 'croupier-bench-'));
  const db = openDatabase(join(dir, 'bench.db'));
  try {
    migrate(db);
    const tables = createEngine(storeOf(db), [vitaji], seededRng('championship')).tables;
    const players = Array.from({ length: PLAYERS }, (_, index) => `player-${index + 1}`);
    let interaction = 0;
    let now = 1_000_000;

    const opened = await tables.open({
      serverId: 'bench',
      channelId: 'bench',
      game: 'vitaji',
      host: players[0]!,
      options: { preset: 'championship', stack: 1_000_000, ...(options.quick ? { rounds, rerolls: 24 } : {}) },
      interactionId: `i${++interaction}`,
      now,
    });
    if (!opened.ok) throw new Error(`open failed: ${opened.error.code}`);
    const tableId = opened.table.id;
    const act = async (userId: string, command: TableCommand) => {
      now += 10;
      interaction += 1;
      const result = await tables.act({ tableId, actor: { userId, isModerator: false }, command, interactionId: `i${interaction}`, now });
      if (!result.ok) throw new Error(`${userId} ${JSON.stringify(command)}: ${result.error.code}`);
      return result;
    };
    for (const player of players.slice(1)) await act(player, { kind: 'join' });

    const timings = new Map<number, number[]>();
    const stateSize = () => (db.prepare('SELECT length(state) AS size FROM game_tables WHERE id = ?').get(tableId) as { size: number }).size;
    const sizes = new Map<number, number>();
    let view = (await act(players[0]!, { kind: 'start' })).table.view as VitajiView;

    while (view.phase !== 'over') {
      const round = view.round;
      const turn = view.turn!;
      const action = view.phase === 'betting' ? (view.betting!.opened ? { kind: 'meet' } : { kind: 'bet', amount: 0 }) : { kind: 'pass' };
      const started = performance.now();
      view = (await act(turn, { kind: 'play', action })).table.view as VitajiView;
      const took = performance.now() - started;
      timings.set(round, [...(timings.get(round) ?? []), took]);
      if (!sizes.has(round)) sizes.set(round, stateSize());
    }

    const perAction = (from: number, to: number) => {
      const all = Array.from({ length: to - from + 1 }, (_, index) => timings.get(from + index) ?? []).flat();
      return all.reduce((sum, value) => sum + value, 0) / all.length;
    };
    const msPerActionEarly = perAction(6, 15);
    const msPerActionLate = perAction(rounds - 9, rounds);
    const stateBytesEarly = sizes.get(10)!;
    const stateBytesLate = sizes.get(rounds)!;
    return {
      players: PLAYERS,
      rounds,
      actions: [...timings.values()].reduce((sum, list) => sum + list.length, 0),
      msPerActionEarly,
      msPerActionLate,
      timeRatio: msPerActionLate / msPerActionEarly,
      stateBytesEarly,
      stateBytesLate,
      sizeRatio: stateBytesLate / stateBytesEarly,
      winners: view.winners,
    };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await vitajiChampionship({ quick: process.argv.includes('--quick') });
  const last = figures.rounds;
  console.log(`Vitaji championship: ${figures.players} players, ${last} rounds, ${figures.actions} actions through the table service (real SQLite file)`);
  console.log(`time per action around round 10:  ${figures.msPerActionEarly.toFixed(3)} ms`);
  console.log(`time per action around round ${last}: ${figures.msPerActionLate.toFixed(3)} ms`);
  console.log(`ratio round-${last} / round-10 (time): ${figures.timeRatio.toFixed(2)}`);
  console.log(`stored state at round 10:  ${figures.stateBytesEarly} bytes`);
  console.log(`stored state at round ${last}: ${figures.stateBytesLate} bytes`);
  console.log(`ratio round-${last} / round-10 (state size): ${figures.sizeRatio.toFixed(2)}`);
  console.log(`winner: ${figures.winners.join(', ')}`);
}
