// Unit: /verify of a hidden roll — unverifiable until revealed, a tampered roll caught, bad codes refused, game rolls revealed only by the game.
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeOf, txOf } from '../src/db/sqlite-store.js';
import { commit } from '../src/engine/dice/commitment.js';
import { type CommitmentRecord, saveCommitment } from '../src/engine/dice/commitment-store.js';
import { verifyCommitment } from '../src/engine/dice/verify.js';
import { scriptedRng } from '../src/games/testing/replayable.js';
import { openTestDb, type TestDb } from './fixtures/db.js';
import { showdownService } from './fixtures/showdown.js';

let testDb: TestDb;
beforeEach(() => {
  testDb = openTestDb();
});
afterEach(() => testDb.close());

function plainRoll(dice: number[], owner = 'alice'): Promise<CommitmentRecord> {
  return saveCommitment(txOf(testDb.db), {
    commitment: commit(dice),
    serverId: 'guild-1',
    channelId: 'chan-1',
    ownerId: owner,
    label: `${dice.length}d6`,
    now: 1000,
  });
}

/** A showdown table of alice and bob, started: alice's hidden roll (5) is committed and not yet shown. */
async function startedShowdown() {
  const service = showdownService(storeOf(testDb.db), scriptedRng([5, 2]));
  const opened = await service.open({
    serverId: 'guild-1',
    channelId: 'chan-9',
    game: 'showdown',
    host: 'alice',
    options: { buy_in: 0 },
    interactionId: 'i1',
    now: 1,
  });
  if (!opened.ok) throw new Error('open failed');
  const tableId = opened.table.id;
  await service.act({ tableId, actor: { userId: 'bob', isModerator: false }, command: { kind: 'join' }, interactionId: 'i2', now: 2 });
  const started = await service.act({ tableId, actor: { userId: 'alice', isModerator: false }, command: { kind: 'start' }, interactionId: 'i3', now: 3 });
  if (!started.ok) throw new Error('start failed');
  const aliceRoll = started.deliveries.find((delivery) => delivery.owner === 'alice')!;
  return { service, tableId, aliceRoll };
}

describe('RL-2 /verify round trip', () => {
  it('a plain hidden roll stays unverifiable to others until its roller reveals it, then matches', async () => {
    const saved = await plainRoll([6, 2, 4]);
    expect(await verifyCommitment(txOf(testDb.db), { code: saved.code, serverId: 'guild-1', requester: 'bob', now: 2000 })).toEqual({
      verdict: 'not-revealed',
      roller: 'alice',
    });

    const byOwner = await verifyCommitment(txOf(testDb.db), { code: saved.code.toUpperCase(), serverId: 'guild-1', requester: 'alice', now: 3000 });
    expect(byOwner.verdict).toBe('match');
    if (byOwner.verdict !== 'match') return;
    expect(byOwner.record.dice).toEqual([6, 2, 4]);
    expect(byOwner.preimage).toBe(`6,2,4:${saved.salt}`);
    // Anyone can recompute it by hand from what was revealed.
    expect(createHash('sha256').update(byOwner.preimage).digest('hex').slice(0, 12)).toBe(saved.code);

    // Once revealed, anyone may verify it.
    expect((await verifyCommitment(txOf(testDb.db), { code: saved.code, serverId: 'guild-1', requester: 'bob', now: 4000 })).verdict).toBe('match');
  });

  it('says when the stored dice no longer match the published hash', async () => {
    const saved = await plainRoll([3, 3]);
    testDb.db.prepare(`UPDATE commitments SET dice = '[3,4]' WHERE code = ?`).run(saved.code);
    expect((await verifyCommitment(txOf(testDb.db), { code: saved.code, serverId: 'guild-1', requester: 'alice', now: 2000 })).verdict).toBe('mismatch');
  });

  it('refuses malformed codes and codes from another server', async () => {
    const saved = await plainRoll([1]);
    expect(await verifyCommitment(txOf(testDb.db), { code: 'xyz', serverId: 'guild-1', requester: 'alice', now: 1 })).toEqual({ verdict: 'bad-code' });
    expect(await verifyCommitment(txOf(testDb.db), { code: saved.code, serverId: 'guild-2', requester: 'alice', now: 1 })).toEqual({ verdict: 'unknown' });
    expect(await verifyCommitment(txOf(testDb.db), { code: 'ffffffffffff', serverId: 'guild-1', requester: 'alice', now: 1 })).toEqual({ verdict: 'unknown' });
  });

  it('a game roll is revealed only by the game, not by its owner asking', async () => {
    const { service, tableId, aliceRoll } = await startedShowdown();
    expect(await verifyCommitment(txOf(testDb.db), { code: aliceRoll.code, serverId: 'guild-1', requester: 'alice', now: 4 })).toEqual({
      verdict: 'not-revealed',
    });

    await service.act({
      tableId,
      actor: { userId: 'alice', isModerator: false },
      command: { kind: 'play', action: { kind: 'show' } },
      interactionId: 'i4',
      now: 5,
    });
    await service.act({
      tableId,
      actor: { userId: 'bob', isModerator: false },
      command: { kind: 'play', action: { kind: 'show' } },
      interactionId: 'i5',
      now: 6,
    });
    const after = await verifyCommitment(txOf(testDb.db), { code: aliceRoll.code, serverId: 'guild-1', requester: 'carol', now: 7 });
    expect(after.verdict).toBe('match');
    if (after.verdict === 'match') expect(after.record.dice).toEqual([5]);
  });

  it('issue 28: a game ended without showing a roll says it never will (not "once the game shows those dice")', async () => {
    const { service, tableId, aliceRoll } = await startedShowdown();
    await service.act({ tableId, actor: { userId: 'mona', isModerator: true }, command: { kind: 'end' }, interactionId: 'i4', now: 4 });
    expect(await verifyCommitment(txOf(testDb.db), { code: aliceRoll.code, serverId: 'guild-1', requester: 'carol', now: 5 })).toEqual({
      verdict: 'never-shown',
      why: 'game-over',
    });
  });
});
