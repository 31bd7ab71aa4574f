/**
 * Table-service throughput against its floor (issue 12): Liar's Dice tables
 * played through `TableService.act` as fast as one process can, on a real
 * SQLite file opened as the bot opens it, versus a loop of single-row
 * version-checked UPDATEs (prepared once, one transaction each) on a file
 * opened the same way. The ratio is what the service costs over the bare
 * write every action must make anyway.
 *
 *   npx tsx bench/service-throughput.ts [--quick]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { type Db, openDatabase } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { storeOf } from '../src/db/sqlite-store.js';
import { createEngine } from '../src/engine/index.js';
import type { ActResult, TableCommand } from '../src/engine/tables/service.js';
import { liars } from '../src/games/liars/rules/game.js';
import type { LiarsView } from '../src/games/liars/rules/view.js';
import { seededRng } from '../src/games/testing/replayable.js';

export interface ServiceThroughput {
  serviceActionsPerSecond: number;
  plainUpdatesPerSecond: number;
  /** service ÷ plain: 1 would mean the service costs nothing over its one UPDATE. */
  ratio: number;
}

const TABLES = 50;
const PLAYERS = 4;
/** Bids in a round before the next player calls: mostly cheap bids, a deal (hidden rolls, reveals) every few actions. */
const BIDS_PER_ROUND = 6;

/** A fresh temp dir holding one database opened as production opens it, migrated. */
function benchDatabase(name: string): { db: Db; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), `croupier-${name}-`));
  const db = openDatabase(join(dir, 'bench.db'));
  migrate(db);
  return {
    db,
    remove() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One player's command for a table as its public view shows it (the PostgreSQL bench plays the same): the lowest raise, or a call once the round has had its bids. */
export function nextMove(view: LiarsView): { player: string; command: TableCommand } {
  const bidNumber = Number(view.standingBid.ref.split('.')[1]);
  const call = view.standingBid.bettor !== null && (bidNumber >= BIDS_PER_ROUND || view.raises.length === 0);
  const action = call ? { kind: 'call', bid: view.standingBid.ref } : { kind: 'bid', ...view.raises[0]! };
  return { player: view.turn!, command: { kind: 'play', action } };
}

/** A loop that can be run in slices: how many actions it got through in about `ms`. */
interface Loop {
  run(ms: number): number | Promise<number>;
  remove(): void;
}

/** Liar's Dice tables on the service, round-robin; every open, join, start, bid and call counts as an action. */
async function serviceLoop(): Promise<Loop> {
  const { db, remove } = benchDatabase('service');
  const service = createEngine(storeOf(db), [liars], seededRng('service-throughput')).tables;
  let interaction = 0;
  let now = 1_700_000_000_000;
  let actions = 0;
  let game = 0;
  // Discord's interaction ids: snowflakes, same length and increasing, as the index on them sees them.
  const snowflake = () => String(1_300_000_000_000_000_000n + BigInt(++interaction));
  const must = (result: ActResult) => {
    actions += 1;
    if (!result.ok) throw new Error(`refused: ${result.error.code}`);
    return result;
  };
  const act = async (tableId: number, userId: string, command: TableCommand) =>
    must(await service.act({ tableId, actor: { userId, isModerator: false }, command, interactionId: snowflake(), now: ++now }));
  /** A new game in a channel: opened, joined, started. */
  const deal = async (channel: number): Promise<{ tableId: number; view: LiarsView }> => {
    game += 1;
    const players = Array.from({ length: PLAYERS }, (_, seat) => `g${game}p${seat}`);
    const options = { stakes: 'points', call_window: 0 };
    const opened = must(
      await service.open({ serverId: 'bench', channelId: `c${channel}`, game: 'liars', host: players[0]!, options, interactionId: snowflake(), now: ++now }),
    );
    const tableId = opened.table.id;
    for (const player of players.slice(1)) await act(tableId, player, { kind: 'join' });
    return { tableId, view: (await act(tableId, players[0]!, { kind: 'start' })).table.view as LiarsView };
  };
  const tables: { tableId: number; view: LiarsView }[] = [];
  for (let channel = 0; channel < TABLES; channel += 1) tables.push(await deal(channel));
  return {
    async run(ms) {
      actions = 0;
      const started = performance.now();
      while (performance.now() - started < ms) {
        for (let channel = 0; channel < tables.length; channel += 1) {
          const table = tables[channel]!;
          const { player, command } = nextMove(table.view);
          const view = (await act(table.tableId, player, command)).table.view as LiarsView;
          tables[channel] = view.winner === null ? { tableId: table.tableId, view } : await deal(channel);
        }
      }
      return actions;
    },
    remove,
  };
}

/** The floor: one version-checked single-row UPDATE per transaction (autocommit), prepared once, over as many rows as there are tables. */
function plainLoop(): Loop {
  const { db, remove } = benchDatabase('plain');
  db.exec('CREATE TABLE plain_rows (id INTEGER PRIMARY KEY, version INTEGER NOT NULL)');
  const insert = db.prepare('INSERT INTO plain_rows (id, version) VALUES (?, 1)');
  for (let id = 1; id <= TABLES; id += 1) insert.run(id);
  const update = db.prepare('UPDATE plain_rows SET version = version + 1 WHERE id = ? AND version = ?');
  const versions = new Array<number>(TABLES + 1).fill(1);
  return {
    run(ms) {
      let updates = 0;
      const started = performance.now();
      while (performance.now() - started < ms) {
        for (let id = 1; id <= TABLES; id += 1) {
          if (update.run(id, versions[id]!).changes !== 1) throw new Error(`row ${id} moved on`);
          versions[id]! += 1;
          updates += 1;
        }
      }
      return updates;
    },
    remove,
  };
}

/** How many in a slice of `ms`, and how long the slice really took. */
async function timed(loop: Loop, ms: number): Promise<{ count: number; ms: number }> {
  const started = performance.now();
  const count = await loop.run(ms);
  return { count, ms: performance.now() - started };
}

/**
 * Both loops in alternating slices after a warm-up (JIT, page cache), so
 * whatever else the machine is doing weighs on both alike; quick mode stays
 * under ~5 s.
 */
export async function serviceThroughput(options: { quick: boolean }): Promise<ServiceThroughput> {
  const [warmUp, slices, serviceMs, plainMs] = options.quick ? [300, 6, 250, 120] : [1_000, 20, 400, 200];
  const service = await serviceLoop();
  const plain = plainLoop();
  try {
    await service.run(warmUp);
    await plain.run(warmUp / 2);
    const totals = { service: { count: 0, ms: 0 }, plain: { count: 0, ms: 0 } };
    for (let slice = 0; slice < slices; slice += 1) {
      for (const [name, loop, ms] of [['service', service, serviceMs] as const, ['plain', plain, plainMs] as const]) {
        const { count, ms: took } = await timed(loop, ms);
        totals[name].count += count;
        totals[name].ms += took;
      }
    }
    const serviceActionsPerSecond = (totals.service.count / totals.service.ms) * 1000;
    const plainUpdatesPerSecond = (totals.plain.count / totals.plain.ms) * 1000;
    return { serviceActionsPerSecond, plainUpdatesPerSecond, ratio: serviceActionsPerSecond / plainUpdatesPerSecond };
  } finally {
    service.remove();
    plain.remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const quick = process.argv.includes('--quick');
  const result = await serviceThroughput({ quick });
  console.log(`table service: ${result.serviceActionsPerSecond.toFixed(0)} actions/s (Liar's Dice, ${TABLES} tables of ${PLAYERS})`);
  console.log(`plain UPDATE:  ${result.plainUpdatesPerSecond.toFixed(0)} updates/s (one row, version-checked, prepared once)`);
  console.log(`ratio:         ${result.ratio.toFixed(3)}`);
  console.log(JSON.stringify({ kind: 'service-throughput', quick, ...result }));
}
