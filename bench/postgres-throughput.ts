/**
 * The table service on PostgreSQL beside SQLite (issue 32): Liar's Dice
 * tables played through `TableService.act` on a real PostgreSQL server
 * (Debian's, started for the run in a temporary folder) at its durable
 * setting, `synchronous_commit = on` with fsync: an action is acknowledged
 * only once its commit is on disk. Measured one action at a time (a single
 * table's pace: every commit waits for its fsync) and with the tables
 * acting at once on a pool (their commits share fsyncs), each beside the
 * same loop of bare version-checked UPDATEs on the same server: the floor.
 * SQLite's figures come from service-throughput.ts in the same run.
 *
 *   npx tsx bench/postgres-throughput.ts [--quick]
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { type LocalPostgres, postgresPrograms, startLocalPostgres } from '../src/db/local-postgres.js';
import { migratePostgres } from '../src/db/postgres-migrate.js';
import { PostgresStore } from '../src/db/postgres-store.js';
import { createEngine } from '../src/engine/index.js';
import type { ActResult, TableCommand } from '../src/engine/tables/service.js';
import { liars } from '../src/games/liars/rules/game.js';
import type { LiarsView } from '../src/games/liars/rules/view.js';
import { seededRng } from '../src/games/testing/replayable.js';
import { nextMove } from './service-throughput.js';

const TABLES = 50;
const PLAYERS = 4;
/** Connections: DATABASE_POOL_SIZE's default. */
const POOL = 10;

export interface PostgresThroughput {
  /** One action at a time (a table's own pace: each waits for its commit's fsync). */
  serialActionsPerSecond: number;
  /** Every table acting at once, POOL connections. */
  concurrentActionsPerSecond: number;
  /** The floor: a version-checked one-row UPDATE per transaction, one at a time and POOL at once. */
  plainSerialPerSecond: number;
  plainConcurrentPerSecond: number;
  /** service ÷ floor, both at once. */
  ratio: number;
  pool: number;
  tables: number;
  durability: string;
}

/** Plays `TABLES` tables: `concurrency` 1 round-robin, else each table in its own chain; actions in about `ms`. */
async function serviceRate(url: string, ms: number, concurrent: boolean): Promise<number> {
  const store = PostgresStore.connect(url, { max: POOL });
  const service = createEngine(store, [liars], seededRng(`postgres-${concurrent}`)).tables;
  let interaction = 0;
  let now = 1_700_000_000_000;
  let game = 0;
  const snowflake = () => String(1_300_000_000_000_000_000n + BigInt(++interaction) + (concurrent ? 10_000_000n : 0n));
  const must = (result: ActResult) => {
    if (!result.ok) throw new Error(`refused: ${result.error.code}`);
    return result;
  };
  const act = async (tableId: number, userId: string, command: TableCommand) =>
    must(await service.act({ tableId, actor: { userId, isModerator: false }, command, interactionId: snowflake(), now: ++now }));
  const deal = async (channel: string): Promise<{ tableId: number; view: LiarsView }> => {
    game += 1;
    const players = Array.from({ length: PLAYERS }, (_, seat) => `g${game}p${seat}`);
    const opened = must(
      await service.open({
        serverId: 'bench',
        channelId: channel,
        game: 'liars',
        host: players[0]!,
        options: { stakes: 'points', call_window: 0 },
        interactionId: snowflake(),
        now: ++now,
      }),
    );
    for (const player of players.slice(1)) await act(opened.table.id, player, { kind: 'join' });
    return { tableId: opened.table.id, view: (await act(opened.table.id, players[0]!, { kind: 'start' })).table.view as LiarsView };
  };
  try {
    const prefix = concurrent ? 'at-once' : 'one-by-one';
    const tables = await Promise.all(Array.from({ length: TABLES }, (_, channel) => deal(`${prefix}-${channel}`)));
    let actions = 0;
    const started = performance.now();
    const play = async (channel: number) => {
      const table = tables[channel]!;
      const { player, command } = nextMove(table.view);
      const view = (await act(table.tableId, player, command)).table.view as LiarsView;
      actions += 1;
      tables[channel] = view.winner === null ? { tableId: table.tableId, view } : await deal(`${prefix}-${channel}-${game}`);
    };
    while (performance.now() - started < ms) {
      if (concurrent) await Promise.all(tables.map((_, channel) => play(channel)));
      else for (let channel = 0; channel < tables.length; channel += 1) await play(channel);
    }
    return (actions / (performance.now() - started)) * 1000;
  } finally {
    await store.close();
  }
}

/** The floor on the same server: a version-checked single-row UPDATE per transaction (autocommit), one at a time or POOL at once. */
async function plainRate(url: string, ms: number, concurrent: boolean): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: POOL });
  try {
    const table = concurrent ? 'plain_at_once' : 'plain_one_by_one';
    await pool.query(`CREATE TABLE IF NOT EXISTS ${table} (id INTEGER PRIMARY KEY, version INTEGER NOT NULL)`);
    await pool.query(`INSERT INTO ${table} (id, version) SELECT g, 1 FROM generate_series(1, ${TABLES}) AS g ON CONFLICT DO NOTHING`);
    const versions = new Map<number, number>();
    for (const row of (await pool.query<{ id: number; version: number }>(`SELECT id, version FROM ${table}`)).rows) versions.set(row.id, row.version);
    let updates = 0;
    const update = async (id: number) => {
      const result = await pool.query(`UPDATE ${table} SET version = version + 1 WHERE id = $1 AND version = $2`, [id, versions.get(id)]);
      if (result.rowCount !== 1) throw new Error(`row ${id} moved on`);
      versions.set(id, versions.get(id)! + 1);
      updates += 1;
    };
    const ids = [...versions.keys()];
    const started = performance.now();
    while (performance.now() - started < ms) {
      if (concurrent) await Promise.all(ids.map(update));
      else for (const id of ids) await update(id);
    }
    return (updates / (performance.now() - started)) * 1000;
  } finally {
    await pool.end();
  }
}

/** Null when this machine has no PostgreSQL (apt-get install postgresql). */
export async function postgresThroughput(options: { quick: boolean }): Promise<PostgresThroughput | null> {
  if (!postgresPrograms()) return null;
  const ms = options.quick ? 1_000 : 5_000;
  let server: LocalPostgres | undefined;
  try {
    // The durable setting docs/SCALING.md recommends: PostgreSQL's defaults (fsync, synchronous_commit on).
    server = await startLocalPostgres();
    const admin = new pg.Pool({ connectionString: server.url, max: 1 });
    await admin.query('CREATE DATABASE croupier_bench');
    await admin.end();
    const url = server.url.replace(/\/postgres$/, '/croupier_bench');
    const migrator = new pg.Pool({ connectionString: url, max: 1 });
    await migratePostgres(migrator);
    await migrator.end();
    const plainSerialPerSecond = await plainRate(url, ms, false);
    const serialActionsPerSecond = await serviceRate(url, ms, false);
    const plainConcurrentPerSecond = await plainRate(url, ms, true);
    const concurrentActionsPerSecond = await serviceRate(url, ms, true);
    return {
      serialActionsPerSecond,
      concurrentActionsPerSecond,
      plainSerialPerSecond,
      plainConcurrentPerSecond,
      ratio: concurrentActionsPerSecond / plainConcurrentPerSecond,
      pool: POOL,
      tables: TABLES,
      durability: 'fsync on, synchronous_commit on: an acknowledged action is on disk',
    };
  } finally {
    server?.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await postgresThroughput({ quick: process.argv.includes('--quick') });
  if (!result) console.log('PostgreSQL is not installed: apt-get install postgresql');
  else {
    console.log(
      `PostgreSQL table service: ${result.serialActionsPerSecond.toFixed(0)} actions/s one at a time, ${result.concurrentActionsPerSecond.toFixed(0)} with ${result.tables} tables at once on ${result.pool} connections`,
    );
    console.log(
      `plain UPDATE on the same server: ${result.plainSerialPerSecond.toFixed(0)}/s one at a time, ${result.plainConcurrentPerSecond.toFixed(0)}/s at once`,
    );
    console.log(JSON.stringify({ kind: 'postgres-throughput', ...result }));
  }
}
