// Unit: database migrations — applied in order once, a newer or failing one refused, the schema's rules, and old saved state carried forward.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../src/db/connection.js';
import { DatabaseTooNewError, type Migration, migrate, readMigrations, schemaVersion } from '../src/db/migrate.js';
import { storeOf } from '../src/db/sqlite-store.js';
import { createEngine } from '../src/engine/index.js';
import { liars } from '../src/games/liars/rules/game.js';
import { scriptedRng } from '../src/games/testing/replayable.js';

const expectedTables = ['servers', 'members', 'game_tables', 'seats', 'actions', 'commitments', 'accounts', 'transfers', 'postings'];

let dir: string;
let dbPath: string;
const open: Db[] = [];

function openDb(): Db {
  const db = openDatabase(dbPath);
  open.push(db);
  return db;
}

function tableNames(db: Db): string[] {
  return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((row) => row.name);
}

function insertServer(db: Db, id = 'guild-1'): void {
  db.prepare('INSERT INTO servers (id, created_at) VALUES (?, ?)').run(id, 1000);
}

function insertTable(db: Db, channelId: string, status: string, serverId = 'guild-1'): number {
  return Number(
    db
      .prepare(
        `INSERT INTO game_tables (server_id, channel_id, game, status, host_id, options, created_at, updated_at)
         VALUES (?, ?, 'liars-dice', ?, 'host-1', '{}', 1000, 1000)`,
      )
      .run(serverId, channelId, status).lastInsertRowid,
  );
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-'));
  dbPath = path.join(dir, 'croupier.db');
});

afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('migrate on a fresh database file', () => {
  it('applies every migration in order and sets the schema version to the last one', () => {
    const migrations = readMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    const db = openDb();
    expect(schemaVersion(db)).toBe(0);

    const applied = migrate(db);

    expect(applied).toEqual(migrations.map((m) => m.version));
    expect(schemaVersion(db)).toBe(migrations.at(-1)!.version);
  });

  it('creates the foundation tables', () => {
    const db = openDb();
    migrate(db);
    const tables = tableNames(db);
    for (const table of expectedTables) expect(tables).toContain(table);
  });

  it('applies nothing the second time and keeps the data already written', () => {
    const db = openDb();
    migrate(db);
    insertServer(db);
    const version = schemaVersion(db);

    expect(migrate(db)).toEqual([]);
    expect(schemaVersion(db)).toBe(version);
    expect(db.prepare('SELECT id FROM servers').all()).toEqual([{ id: 'guild-1' }]);
  });

  it('reopens the file with its schema and data intact', () => {
    const first = openDb();
    migrate(first);
    insertServer(first);
    const version = schemaVersion(first);
    first.close();

    const second = openDb();
    expect(schemaVersion(second)).toBe(version);
    expect(migrate(second)).toEqual([]);
    expect(second.prepare('SELECT id FROM servers').all()).toEqual([{ id: 'guild-1' }]);
  });
});

describe('migrate refuses what it must not touch', () => {
  it('throws DatabaseTooNewError on a database written by a newer Croupier, and leaves it untouched', () => {
    const known = readMigrations().at(-1)!.version;
    const db = openDb();
    db.exec('CREATE TABLE from_the_future (id INTEGER PRIMARY KEY)');
    db.pragma(`user_version = ${known + 5}`);

    let error: unknown;
    try {
      migrate(db);
    } catch (caught) {
      error = caught;
    }

    expect(error).toBeInstanceOf(DatabaseTooNewError);
    const tooNew = error as DatabaseTooNewError;
    expect(tooNew.databaseVersion).toBe(known + 5);
    expect(tooNew.knownVersion).toBe(known);
    expect(tooNew.message).toMatch(/newer Croupier/);
    expect(schemaVersion(db)).toBe(known + 5);
    expect(tableNames(db)).toEqual(['from_the_future']);
  });

  it('rolls a failing migration back whole: the database stays at the previous version without its partial changes', () => {
    const real = readMigrations();
    const first = real[0]!;
    const broken: Migration = {
      version: 2,
      name: 'broken',
      sql: 'CREATE TABLE half_done (id INTEGER PRIMARY KEY); SELECT * FROM missing_table;',
    };
    const db = openDb();

    expect(() => migrate(db, [first, broken])).toThrow(/missing_table/);

    expect(schemaVersion(db)).toBe(1);
    const tables = tableNames(db);
    expect(tables).not.toContain('half_done');
    for (const table of expectedTables) expect(tables).toContain(table);

    // Reopened from disk, the file says the same.
    db.close();
    const reopened = openDb();
    expect(schemaVersion(reopened)).toBe(1);
    expect(tableNames(reopened)).not.toContain('half_done');
  });
});

describe('readMigrations', () => {
  it('reads NNNN_name.sql files in order, ignoring other files', () => {
    const migrations = path.join(dir, 'migrations');
    fs.mkdirSync(migrations);
    fs.writeFileSync(path.join(migrations, '0002_second.sql'), 'CREATE TABLE b (id INTEGER);');
    fs.writeFileSync(path.join(migrations, '0001_first.sql'), 'CREATE TABLE a (id INTEGER);');
    fs.writeFileSync(path.join(migrations, 'README.md'), 'notes');

    expect(readMigrations(migrations)).toEqual([
      { version: 1, name: 'first', sql: 'CREATE TABLE a (id INTEGER);' },
      { version: 2, name: 'second', sql: 'CREATE TABLE b (id INTEGER);' },
    ]);
  });

  it('throws on a gap in the numbering (0001, 0003)', () => {
    const migrations = path.join(dir, 'migrations');
    fs.mkdirSync(migrations);
    fs.writeFileSync(path.join(migrations, '0001_first.sql'), 'CREATE TABLE a (id INTEGER);');
    fs.writeFileSync(path.join(migrations, '0003_third.sql'), 'CREATE TABLE c (id INTEGER);');

    expect(() => readMigrations(migrations)).toThrow(/0*3_third.*expected 2/);
  });

  it('throws on a .sql file not named NNNN_name.sql', () => {
    const migrations = path.join(dir, 'migrations');
    fs.mkdirSync(migrations);
    fs.writeFileSync(path.join(migrations, '0001_first.sql'), 'CREATE TABLE a (id INTEGER);');
    fs.writeFileSync(path.join(migrations, '2_second.sql'), 'CREATE TABLE b (id INTEGER);');

    expect(() => readMigrations(migrations)).toThrow(/2_second\.sql/);
  });
});

describe('openDatabase', () => {
  it('creates the parent folder and turns on WAL and foreign keys', () => {
    dbPath = path.join(dir, 'nested', 'deeper', 'croupier.db');
    const db = openDb();

    expect(fs.existsSync(dbPath)).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('enforces foreign keys: a table for an unknown server is refused', () => {
    const db = openDb();
    migrate(db);
    expect(() => insertTable(db, 'chan-1', 'lobby', 'no-such-guild')).toThrow(/FOREIGN KEY/);
  });
});

describe('the foundation schema', () => {
  it('allows only one lobby or active table per channel', () => {
    const db = openDb();
    migrate(db);
    insertServer(db);
    insertTable(db, 'chan-1', 'lobby');

    expect(() => insertTable(db, 'chan-1', 'lobby')).toThrow(/UNIQUE/);
    expect(() => insertTable(db, 'chan-1', 'active')).toThrow(/UNIQUE/);
    // Another channel is independent.
    expect(() => insertTable(db, 'chan-2', 'active')).not.toThrow();
  });

  it('lets a new table open in a channel whose previous table finished or was cancelled', () => {
    const db = openDb();
    migrate(db);
    insertServer(db);
    const first = insertTable(db, 'chan-1', 'active');
    db.prepare("UPDATE game_tables SET status = 'finished' WHERE id = ?").run(first);
    insertTable(db, 'chan-1', 'cancelled');

    expect(() => insertTable(db, 'chan-1', 'lobby')).not.toThrow();
    const statuses = db.prepare("SELECT status FROM game_tables WHERE channel_id = 'chan-1' ORDER BY id").all();
    expect(statuses).toEqual([{ status: 'finished' }, { status: 'cancelled' }, { status: 'lobby' }]);
  });

  it('keeps the action log append-only: UPDATE and DELETE are refused', () => {
    const db = openDb();
    migrate(db);
    insertServer(db);
    const tableId = insertTable(db, 'chan-1', 'active');
    db.prepare("INSERT INTO actions (table_id, version, actor_id, kind, created_at) VALUES (?, 2, 'user-1', 'bid', 1000)").run(tableId);

    expect(() => db.prepare("UPDATE actions SET kind = 'forged'").run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM actions').run()).toThrow(/append-only/);
    expect(db.prepare('SELECT kind FROM actions').all()).toEqual([{ kind: 'bid' }]);
  });
});

describe('stored game state moves forward with the code', () => {
  it("0005: a Liar's Dice game saved with `standing` keeps going with `standingBid`, where it stood", async () => {
    const db = openDb();
    migrate(
      db,
      readMigrations().filter((migration) => migration.version <= 4),
    );
    insertServer(db);
    // A game as the bot before 0005 stored it: round 1, alice bid 2 × 5.
    const before = {
      spotOn: 'everyone',
      wildOnes: false,
      callWindowMs: 3000,
      seats: ['alice', 'bob'],
      tags: { alice: 'DND', bob: 'DND' },
      dice: { alice: 2, bob: 2 },
      hands: { alice: [5, 5], bob: [1, 2] },
      round: 1,
      bidsThisRound: 1,
      standing: { quantity: 2, face: 5, bettor: 'alice', at: 1000, ref: '1.1' },
      turn: 'bob',
      lastCall: null,
      pot: 0,
      winner: null,
      outOrder: [],
    };
    const tableId = Number(
      db
        .prepare(
          `INSERT INTO game_tables (server_id, channel_id, game, status, host_id, options, state, created_at, updated_at)
           VALUES ('guild-1', 'c1', 'liars', 'active', 'alice', '{}', ?, 1000, 1000)`,
        )
        .run(JSON.stringify(before)).lastInsertRowid,
    );
    for (const [position, userId] of ['alice', 'bob'].entries()) {
      db.prepare(`INSERT INTO seats (table_id, user_id, role, position, tag, joined_at) VALUES (?, ?, 'player', ?, 'DND', 1000)`).run(
        tableId,
        userId,
        position + 1,
      );
    }

    expect(migrate(db)).toContain(5);
    const state = JSON.parse(db.prepare('SELECT state FROM game_tables WHERE id = ?').pluck().get(tableId) as string);
    expect(state.standing).toBeUndefined();
    expect(state.standingBid).toEqual(before.standing);
    // LD-6: the bid to beat is alice's 2 × 5: bob may not bid 2 × 4, and raises to 2 × 6.
    const service = createEngine(storeOf(db), [liars], scriptedRng([])).tables;
    expect((await service.publicTable(tableId))?.view).toMatchObject({ standingBid: { quantity: 2, face: 5, bettor: 'alice' } });
    const bid = async (face: number, interactionId: string) =>
      await service.act({
        tableId,
        actor: { userId: 'bob', isModerator: false },
        command: { kind: 'play', action: { kind: 'bid', quantity: 2, face } },
        interactionId,
        now: 5000,
      });
    expect(await bid(4, 'i1')).toMatchObject({ ok: false, error: { code: 'bid-too-low' } });
    expect((await bid(6, 'i2')).ok).toBe(true);
    expect((await service.publicTable(tableId))?.view).toMatchObject({ standingBid: { quantity: 2, face: 6, bettor: 'bob' } });
  });
});

describe('0009: records', () => {
  it('keeps the record of tables finished before it: places (ties shared), players and the tria net from the ledger', () => {
    const db = openDb();
    migrate(
      db,
      readMigrations().filter((migration) => migration.version <= 8),
    );
    insertServer(db);
    const finished = (options: object, placings: string[][], status = 'finished') =>
      Number(
        db
          .prepare(
            `INSERT INTO game_tables (server_id, channel_id, game, status, host_id, options, placings, created_at, updated_at, ended_at)
             VALUES ('guild-1', ?, 'liars', ?, 'alice', ?, ?, 1000, 2000, 3000)`,
          )
          .run(`c-${placings.flat().join('')}-${status}`, status, JSON.stringify(options), JSON.stringify(placings)).lastInsertRowid,
      );
    const tria = finished({ stakes: 'tria', buy_in: 10 }, [['alice'], ['bob', 'carol'], ['dave']]);
    const points = finished({ stakes: 'points' }, [['bob'], ['alice']]);
    finished({ stakes: 'tria' }, [['carol'], ['dave']], 'cancelled');
    // An EL-1 table split into groups is no game of its own (its groups are): it keeps no record.
    const split = finished({ stakes: 'points' }, [['erin'], ['fred']]);
    db.prepare('UPDATE game_tables SET group_count = 2 WHERE id = ?').run(split);
    // The tria table's ledger: four buy-ins of 10 into the pot, the pot of 40 to alice.
    const account = (kind: string, owner: string) =>
      Number(db.prepare('INSERT INTO accounts (server_id, kind, owner) VALUES (?, ?, ?)').run('guild-1', kind, owner).lastInsertRowid);
    const pot = account('pot', String(tria));
    const wallets = Object.fromEntries(['alice', 'bob', 'carol', 'dave'].map((member) => [member, account('wallet', member)]));
    const transfer = (postings: [number, number][], cause = 'table-action') => {
      const id = Number(
        db.prepare(`INSERT INTO transfers (server_id, cause, table_id, created_at) VALUES ('guild-1', ?, ?, 1500)`).run(cause, tria).lastInsertRowid,
      );
      for (const [accountId, amount] of postings)
        db.prepare('INSERT INTO postings (transfer_id, account_id, amount) VALUES (?, ?, ?)').run(id, accountId, amount);
    };
    for (const member of ['alice', 'bob', 'carol', 'dave'])
      transfer([
        [wallets[member]!, -10],
        [pot, 10],
      ]);
    transfer([
      [pot, -40],
      [wallets.alice!, 40],
    ]);
    // A side bet on the table is no part of anyone's net there.
    transfer(
      [
        [wallets.bob!, -5],
        [pot, 5],
      ],
      'side-bet',
    );

    expect(migrate(db)).toContain(9);
    expect(db.prepare('SELECT table_id, user_id, place, players, net, finished_at FROM results ORDER BY table_id, place, user_id').all()).toEqual([
      { table_id: tria, user_id: 'alice', place: 1, players: 4, net: 30, finished_at: 3000 },
      { table_id: tria, user_id: 'bob', place: 2, players: 4, net: -10, finished_at: 3000 },
      { table_id: tria, user_id: 'carol', place: 2, players: 4, net: -10, finished_at: 3000 },
      { table_id: tria, user_id: 'dave', place: 4, players: 4, net: -10, finished_at: 3000 },
      { table_id: points, user_id: 'bob', place: 1, players: 2, net: null, finished_at: 3000 },
      { table_id: points, user_id: 'alice', place: 2, players: 2, net: null, finished_at: 3000 },
    ]);
  });
});

describe('0011: DM channels', () => {
  it('remembers one DM channel per member, kept across a reopen of the file', () => {
    const db = openDb();
    migrate(
      db,
      readMigrations().filter((migration) => migration.version <= 10),
    );
    expect(tableNames(db)).not.toContain('dm_channels');
    expect(migrate(db)).toContain(11);
    db.prepare('INSERT INTO dm_channels (user_id, channel_id, opened_at) VALUES (?, ?, ?)').run('alice', 'dm-1', 1000);
    // One channel a member: a second for the same member is refused (the bot replaces it instead).
    expect(() => db.prepare('INSERT INTO dm_channels (user_id, channel_id, opened_at) VALUES (?, ?, ?)').run('alice', 'dm-2', 2000)).toThrow(/UNIQUE/);
    db.close();
    expect(openDb().prepare('SELECT user_id, channel_id, opened_at FROM dm_channels').all()).toEqual([
      { user_id: 'alice', channel_id: 'dm-1', opened_at: 1000 },
    ]);
  });
});
