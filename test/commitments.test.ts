// Unit: storing, finding and revealing hidden-roll commitments (dice, salt, hash, who may see them) in a real SQLite file (RL-2).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { txOf } from '../src/db/sqlite-store.js';
import { commit, matchesCommitment } from '../src/engine/dice/commitment.js';
import {
  findCommitment,
  findCommitmentByHandle,
  type NewCommitment,
  revealCommitment,
  saveCommitment,
  unrevealedAtTable,
} from '../src/engine/dice/commitment-store.js';

let dir: string;
let db: Db;

function createTable(channelId: string): number {
  return Number(
    db
      .prepare(
        `INSERT INTO game_tables (server_id, channel_id, game, status, host_id, options, created_at, updated_at)
         VALUES ('guild-1', ?, 'liars-dice', 'active', 'alice', '{}', 1000, 1000)`,
      )
      .run(channelId).lastInsertRowid,
  );
}

function hidden(dice: number[], overrides: Partial<NewCommitment> = {}): NewCommitment {
  return {
    commitment: commit(dice),
    serverId: 'guild-1',
    channelId: 'chan-1',
    ownerId: 'alice',
    label: `${dice.length}d6`,
    now: 2000,
    ...overrides,
  };
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-'));
  db = openDatabase(path.join(dir, 'croupier.db'));
  migrate(db);
  db.prepare("INSERT INTO servers (id, created_at) VALUES ('guild-1', 1000)").run();
});

afterEach(() => {
  if (db.open) db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('RL-2 commitments are stored and found again', () => {
  it('RL-2 saveCommitment then findCommitment by code returns the same dice, salt, hash and viewers', async () => {
    const input = hidden([3, 5, 1, 6, 2], { viewerIds: ['bob'] });
    const saved = await saveCommitment(txOf(db), input);

    const found = await findCommitment(txOf(db), input.commitment.code);
    expect(found).toEqual(saved);
    expect(found).toEqual({
      code: input.commitment.code,
      hash: input.commitment.hash,
      serverId: 'guild-1',
      channelId: 'chan-1',
      tableId: null,
      handle: null,
      ownerId: 'alice',
      viewerIds: ['alice', 'bob'],
      label: '5d6',
      dice: [3, 5, 1, 6, 2],
      salt: input.commitment.salt,
      createdAt: 2000,
      revealedAt: null,
    });
    expect(matchesCommitment(found!.hash, found!.dice, found!.salt)).toBe(true);
  });

  it('RL-2 survives closing and reopening the database file', async () => {
    const input = hidden([4, 4]);
    await saveCommitment(txOf(db), input);
    db.close();
    db = openDatabase(path.join(dir, 'croupier.db'));

    const found = await findCommitment(txOf(db), input.commitment.code);
    expect(found?.dice).toEqual([4, 4]);
    expect(found?.salt).toBe(input.commitment.salt);
  });

  it('RL-2 the owner is always among the viewers, once', async () => {
    expect((await saveCommitment(txOf(db), hidden([1]))).viewerIds).toEqual(['alice']);
    expect((await saveCommitment(txOf(db), hidden([2], { viewerIds: ['bob', 'alice', 'bob'] }))).viewerIds).toEqual(['alice', 'bob']);
  });

  it('RL-2 findCommitment is null for an unknown code', async () => {
    await saveCommitment(txOf(db), hidden([1]));
    expect(await findCommitment(txOf(db), '000000000000')).toBeNull();
  });

  it('RL-2 refuses a second commitment with the same code', async () => {
    const input = hidden([1]);
    await saveCommitment(txOf(db), input);
    await expect(saveCommitment(txOf(db), { ...input, ownerId: 'mallory' })).rejects.toThrow(/UNIQUE/);
    expect((await findCommitment(txOf(db), input.commitment.code))?.ownerId).toBe('alice');
  });
});

describe('RL-2 revealCommitment', () => {
  it('RL-2 sets revealedAt, and a second reveal keeps the first time', async () => {
    const input = hidden([6, 2]);
    await saveCommitment(txOf(db), input);

    const first = await revealCommitment(txOf(db), input.commitment.code, 5000);
    expect(first.revealedAt).toBe(5000);
    expect(first.dice).toEqual([6, 2]);

    const second = await revealCommitment(txOf(db), input.commitment.code, 9000);
    expect(second.revealedAt).toBe(5000);
    expect((await findCommitment(txOf(db), input.commitment.code))?.revealedAt).toBe(5000);
  });
});

describe('RL-2 hidden rolls at a table', () => {
  it('RL-2 unrevealedAtTable lists only the unrevealed rolls the viewer may see, newest first', async () => {
    const tableId = createTable('chan-1');
    const otherTable = createTable('chan-2');

    const aliceOld = await saveCommitment(txOf(db), hidden([1, 1], { tableId, handle: 'r1:alice', now: 2000 }));
    const aliceNew = await saveCommitment(txOf(db), hidden([2, 2], { tableId, handle: 'r2:alice', now: 3000 }));
    const aliceRevealed = await saveCommitment(txOf(db), hidden([3, 3], { tableId, handle: 'r0:alice', now: 1500 }));
    await revealCommitment(txOf(db), aliceRevealed.code, 4000);
    const bobShared = await saveCommitment(txOf(db), hidden([4], { tableId, handle: 'r1:bob', ownerId: 'bob', viewerIds: ['alice'], now: 2500 }));
    const bobOwn = await saveCommitment(txOf(db), hidden([5], { tableId, handle: 'r2:bob', ownerId: 'bob', now: 3500 }));
    await saveCommitment(txOf(db), hidden([6], { tableId: otherTable, handle: 'r1:alice', channelId: 'chan-2', now: 2000 }));

    expect((await unrevealedAtTable(txOf(db), tableId, 'alice')).map((r) => r.code)).toEqual([aliceNew.code, bobShared.code, aliceOld.code]);
    expect((await unrevealedAtTable(txOf(db), tableId, 'bob')).map((r) => r.code)).toEqual([bobOwn.code, bobShared.code]);
    expect(await unrevealedAtTable(txOf(db), tableId, 'carol')).toEqual([]);
  });

  it('RL-2 refuses a commitment for a table that does not exist', async () => {
    await expect(saveCommitment(txOf(db), hidden([1], { tableId: 9999, handle: 'x' }))).rejects.toThrow(/FOREIGN KEY/);
  });

  it('RL-2 findCommitmentByHandle finds the roll by its table and handle only', async () => {
    const tableId = createTable('chan-1');
    const otherTable = createTable('chan-2');
    const mine = await saveCommitment(txOf(db), hidden([2, 5], { tableId, handle: 'round-3:alice' }));
    const elsewhere = await saveCommitment(txOf(db), hidden([6], { tableId: otherTable, handle: 'round-3:alice', channelId: 'chan-2' }));

    expect(await findCommitmentByHandle(txOf(db), tableId, 'round-3:alice')).toEqual(mine);
    expect(await findCommitmentByHandle(txOf(db), otherTable, 'round-3:alice')).toEqual(elsewhere);
    expect(await findCommitmentByHandle(txOf(db), tableId, 'round-4:alice')).toBeNull();
  });

  it('RL-2 a handle is used once per table', async () => {
    const tableId = createTable('chan-1');
    await saveCommitment(txOf(db), hidden([1], { tableId, handle: 'round-1:alice' }));
    await expect(saveCommitment(txOf(db), hidden([2], { tableId, handle: 'round-1:alice' }))).rejects.toThrow(/UNIQUE/);
  });
});
