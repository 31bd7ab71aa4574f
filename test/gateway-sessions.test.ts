// Tests for the gateway sessions' store (issue 31) on a real SQLite file: one row a shard, overwritten as the session moves on, read back by a restarted bot.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { txOf } from '../src/db/sqlite-store.js';
import { forgetGatewaySession, type SavedGatewaySession, savedGatewaySessions, saveGatewaySession } from '../src/engine/servers/gateway-sessions.js';
import { openTestDb, type TestDb } from './fixtures/db.js';

let testDb: TestDb;

beforeEach(() => {
  testDb = openTestDb();
});

afterEach(() => testDb.close());

const session = (shardId: number, sequence: number, sessionId = `session-${shardId}`): SavedGatewaySession => ({
  shardId,
  shardCount: 4,
  sessionId,
  sequence,
  resumeUrl: 'wss://gateway-us-east1-b.discord.gg',
  servers: 3,
  savedAt: 1_000 + sequence,
});

describe('the gateway sessions kept across restarts (issue 31)', () => {
  it('a fresh database keeps none: the first start identifies every shard', async () => {
    expect(await savedGatewaySessions(txOf(testDb.db))).toEqual([]);
  });

  it('each shard keeps one session, by shard id, read back whole by another connection (a restarted bot)', async () => {
    await saveGatewaySession(txOf(testDb.db), session(2, 40));
    await saveGatewaySession(txOf(testDb.db), session(0, 17));
    expect(await savedGatewaySessions(txOf(testDb.connect()))).toEqual([session(0, 17), session(2, 40)]);
  });

  it('a later save of the same shard replaces the earlier: its newest sequence, or the new session READY brought', async () => {
    await saveGatewaySession(txOf(testDb.db), session(1, 5));
    await saveGatewaySession(txOf(testDb.db), session(1, 90));
    expect(await savedGatewaySessions(txOf(testDb.db))).toEqual([session(1, 90)]);
    await saveGatewaySession(txOf(testDb.db), session(1, 2, 'session-new'));
    expect(await savedGatewaySessions(txOf(testDb.db))).toEqual([session(1, 2, 'session-new')]);
  });

  it('a session Discord refused is forgotten for its shard only', async () => {
    await saveGatewaySession(txOf(testDb.db), session(0, 3));
    await saveGatewaySession(txOf(testDb.db), session(1, 4));
    await forgetGatewaySession(txOf(testDb.db), 0);
    expect(await savedGatewaySessions(txOf(testDb.db))).toEqual([session(1, 4)]);
    await forgetGatewaySession(txOf(testDb.db), 7);
    expect(await savedGatewaySessions(txOf(testDb.db))).toEqual([session(1, 4)]);
  });
});
