// Unit: two real processes giving from one wallet at once never overdraw it, and the ledger still sums to zero.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { txOf } from '../src/db/sqlite-store.js';
import { balanceOf, walletOf } from '../src/engine/economy/ledger.js';
import { grant, openWallet } from '../src/engine/economy/wallets.js';
import { openTestDb, type TestDb } from './fixtures/db.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
let testDb: TestDb;
beforeEach(() => {
  testDb = openTestDb();
});
afterEach(() => testDb.close());

function giver(path: string, count: number, prefix: string): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/give-worker.ts', path, String(count), prefix], { cwd: root });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('close', (code) => (code === 0 ? done(Number(out)) : fail(new Error(`giver failed: ${err}`))));
  });
}

describe('wallet writes under concurrency', () => {
  it('two processes giving from one wallet at once can never overdraw it', async () => {
    const { db, path } = testDb;
    await openWallet(txOf(db), 'guild-1', 'ann', 0);
    await grant(txOf(db), { serverId: 'guild-1', actor: 'mod', interactionId: 'g', now: 0, to: 'ann', amount: 50 });
    expect(await balanceOf(txOf(db), walletOf('guild-1', 'ann'))).toBe(150);

    const [first, second] = await Promise.all([giver(path, 120, 'a'), giver(path, 120, 'b')]);
    // 240 attempts against 150 tria: exactly 150 went through, whoever won each race.
    expect(first + second).toBe(150);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
    expect(await balanceOf(txOf(db), walletOf('guild-1', 'ann'))).toBe(0);
    expect(await balanceOf(txOf(db), walletOf('guild-1', 'ben'))).toBe(100 + 150);
    const total = db.prepare('SELECT SUM(balance) FROM accounts').pluck().get();
    expect(total).toBe(0);
  });
});
