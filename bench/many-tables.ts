// Many active tables written fast into a bot's database (bench/guilds-shards.ts): one real Liar's Dice game played through the table service, then copied row by row to every other place.
import { type Db, openDatabase, prepared } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { storeOf } from '../src/db/sqlite-store.js';
import { cryptoRng } from '../src/engine/dice/rng.js';
import { createEngine } from '../src/engine/index.js';
import type { ActResult } from '../src/engine/tables/service.js';
import { liars } from '../src/games/liars/rules/game.js';

/** Where a table is played: a server and one of its channels (one open table a channel, as the schema allows). */
export interface TablePlace {
  serverId: string;
  channelId: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first place gets a Liar's Dice game for three, opened, joined and
 * started through the table service, its actions marked shown (as a bot
 * that had shown them would have), its turn timer a day long so no
 * deadline or reminder falls due while the bench runs. Returns its id.
 */
async function playTemplate(db: Db, place: TablePlace, now: number): Promise<number> {
  const tables = createEngine(storeOf(db), [liars], cryptoRng).tables;
  const done = async (result: ActResult, what: string) => {
    if (!result.ok) throw new Error(`${what}: ${result.error.code}`);
    if (result.actionId !== undefined) await tables.shown(result.actionId);
    return result;
  };
  // Snowflake-shaped members nobody on the stand-in is: nothing is sent to them.
  const [host, ...others] = [1, 2, 3].map((seat) => String(800_000_000_000_000_000n + BigInt(seat)));
  const opened = await done(
    await tables.open({ ...place, game: 'liars', host: host!, options: {}, turnTimeoutMs: DAY_MS, interactionId: 'template-open', now }),
    'open',
  );
  const tableId = opened.table.id;
  for (const member of others)
    await done(
      await tables.act({ tableId, actor: { userId: member, isModerator: false }, command: { kind: 'join' }, interactionId: `template-${member}`, now }),
      'join',
    );
  await done(
    await tables.act({ tableId, actor: { userId: host!, isModerator: false }, command: { kind: 'start' }, interactionId: 'template-start', now }),
    'start',
  );
  return tableId;
}

/** A table's stored columns (generated ones aside: SQLite computes them), so a copy carries whatever the migrations added. */
function storedColumns(db: Db, table: 'game_tables' | 'seats'): string[] {
  return (prepared(db, 'SELECT name FROM pragma_table_info(?)').all(table) as { name: string }[]).map((row) => row.name);
}

function addServer(db: Db, serverId: string, now: number): void {
  prepared(db, 'INSERT OR IGNORE INTO servers (id, created_at) VALUES (?, ?)').run(serverId, now);
}

/** The template table again at another place: the same state, options, deadline and seats. */
function copyTable(db: Db, templateId: number, place: TablePlace, tableColumns: string[], seatColumns: string[]): void {
  const copied = tableColumns.filter((column) => column !== 'id' && column !== 'server_id' && column !== 'channel_id');
  const { lastInsertRowid } = prepared(
    db,
    `INSERT INTO game_tables (server_id, channel_id, ${copied.join(', ')}) SELECT ?, ?, ${copied.join(', ')} FROM game_tables WHERE id = ?`,
  ).run(place.serverId, place.channelId, templateId);
  const seatCopied = seatColumns.filter((column) => column !== 'table_id');
  prepared(db, `INSERT INTO seats (table_id, ${seatCopied.join(', ')}) SELECT ?, ${seatCopied.join(', ')} FROM seats WHERE table_id = ?`).run(
    lastInsertRowid,
    templateId,
  );
}

/**
 * A migrated database at `path` with one active table at each place, in
 * one transaction: 100,000 take seconds, where playing each through the
 * service (as bench/idle-tables.ts does for 10,000) would take minutes.
 * The copies have no action log of their own: the bot reads a table's row
 * and seats, not its history, to pick it up.
 */
export async function seedActiveTables(path: string, places: TablePlace[]): Promise<void> {
  const db = openDatabase(path);
  try {
    migrate(db);
    const [first, ...rest] = places;
    if (!first) return;
    const now = Date.now();
    addServer(db, first.serverId, now);
    const templateId = await playTemplate(db, first, now);
    const [tableColumns, seatColumns] = [storedColumns(db, 'game_tables'), storedColumns(db, 'seats')];
    db.transaction(() => {
      for (const place of rest) {
        addServer(db, place.serverId, now);
        copyTable(db, templateId, place, tableColumns, seatColumns);
      }
    })();
  } finally {
    db.close();
  }
}

/** A migrated database with no table: the bot starts as it restarts in production, nothing to migrate. */
export function emptyDatabase(path: string): Promise<void> {
  return seedActiveTables(path, []);
}

/** How many tables the bot will pick up (lobby or active), to check the seeding. */
export function unfinishedCount(path: string): number {
  const db = openDatabase(path);
  try {
    return (prepared(db, "SELECT count(*) AS n FROM game_tables WHERE status IN ('lobby', 'active')").get() as { n: number }).n;
  } finally {
    db.close();
  }
}
