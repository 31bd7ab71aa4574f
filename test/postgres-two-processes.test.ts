// Issue 32: two bot processes on one PostgreSQL press the same tables at the same moment: at each table exactly one press applies, the other is refused as moved, and the ledger sums to zero.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor, ActRequest, TableService } from '../src/engine/tables/service.js';
import { scriptedRng } from '../src/games/testing/replayable.js';
import { fundWallet } from './fixtures/db.js';
import { root } from './fixtures/imports.js';
import { showdownService } from './fixtures/showdown.js';
import { openTestStore, STORE_KINDS, type TestStore } from './fixtures/stores.js';

const SERVER = 'guild-1';
const TABLES = 6;

let test: TestStore;
let service: TableService;
let clock = 1_000;
let interaction = 0;

/** A bot process of its own (test/fixtures/pg-press.ts), loaded and waiting to press. */
class Presser {
  readonly child: ChildProcess;
  private readonly lines: AsyncIterator<string>;
  errors = '';

  constructor(url: string, presses: ActRequest[]) {
    this.child = spawn(`${root}/node_modules/.bin/tsx`, ['test/fixtures/pg-press.ts', url, JSON.stringify(presses)], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stderr!.on('data', (chunk: Buffer) => {
      this.errors += chunk.toString();
    });
    this.lines = createInterface({ input: this.child.stdout! })[Symbol.asyncIterator]();
  }

  async line(): Promise<string> {
    const next = await this.lines.next();
    if (next.done) throw new Error(`the process ended: ${this.errors}`);
    return next.value;
  }
}

let running: Presser[] = [];

beforeEach(async () => {
  test = await openTestStore('postgres');
});

afterEach(async () => {
  for (const presser of running) presser.child.kill('SIGKILL');
  running = [];
  await test.close();
});

/** A table of alice and bob with 10 tria each in the pot, started: alice to show. */
async function startedTable(channel: number): Promise<{ tableId: number; version: number }> {
  const opened = await service.open({
    serverId: SERVER,
    channelId: `channel-${channel}`,
    game: 'showdown',
    host: 'alice',
    options: { stakes: 'tria', buy_in: 10 },
    interactionId: `i-${++interaction}`,
    now: ++clock,
  });
  if (!opened.ok) throw new Error(opened.error.code);
  const tableId = opened.table.id;
  await service.act({ tableId, actor: { userId: 'bob', isModerator: false }, command: { kind: 'join' }, interactionId: `i-${++interaction}`, now: ++clock });
  const started = await service.act({
    tableId,
    actor: { userId: 'alice', isModerator: false },
    command: { kind: 'start' },
    interactionId: `i-${++interaction}`,
    now: ++clock,
  });
  if (!started.ok) throw new Error(started.error.code);
  return { tableId, version: started.table.version };
}

const press = (tableId: number, version: number, actor: Actor, command: ActRequest['command'], id: string): ActRequest => ({
  tableId,
  actor,
  command,
  interactionId: id,
  expectedVersion: version,
  now: clock + 100,
});

describe.skipIf(!STORE_KINDS.includes('postgres'))('two bot processes on one PostgreSQL', () => {
  it('press the same tables at once: one press applies at each, the other is refused as moved, and the ledger sums to zero', async () => {
    service = showdownService(test.store, scriptedRng(Array.from({ length: 2 * TABLES }, (_, index) => 1 + (index % 6))));
    for (const member of ['alice', 'bob']) await fundWallet(test.tx, SERVER, member, 100);
    const tables = [];
    for (let channel = 1; channel <= TABLES; channel += 1) tables.push(await startedTable(channel));
    // Each table is pressed by both processes with the same version: alice shows in one, a moderator ends the table in the other.
    const url = test.url!;
    const first = new Presser(
      url,
      tables.map(({ tableId, version }) =>
        press(tableId, version, { userId: 'alice', isModerator: false }, { kind: 'play', action: { kind: 'show' } }, `a-${tableId}`),
      ),
    );
    const second = new Presser(
      url,
      tables.map(({ tableId, version }) => press(tableId, version, { userId: 'mod', isModerator: true }, { kind: 'end' }, `b-${tableId}`)),
    );
    running = [first, second];
    expect(await first.line()).toBe('ready');
    expect(await second.line()).toBe('ready');
    for (const presser of running) presser.child.stdin!.write('go\n');
    const results = [...JSON.parse(await first.line()), ...JSON.parse(await second.line())] as { tableId: number; refused: string | null }[];

    for (const { tableId, version } of tables) {
      const at = results.filter((result) => result.tableId === tableId);
      expect(
        at.filter((result) => result.refused === null),
        `table ${tableId}`,
      ).toHaveLength(1);
      expect(at.filter((result) => result.refused !== null).map((result) => result.refused)).toEqual([expect.stringMatching(/^(stale-button|table-changed)$/)]);
      // One action was logged after the start, and the table moved one version.
      expect(await test.value('SELECT max(version) FROM actions WHERE table_id = ?', tableId)).toBe(version + 1);
      expect((await service.publicTable(tableId))!.version).toBe(version + 1);
    }
    expect(await test.value('SELECT SUM(balance) FROM accounts')).toBe(0);
    // No wallet below zero, and every transfer's postings sum to zero.
    expect(await test.value(`SELECT COUNT(*) FROM accounts WHERE kind <> 'mint' AND balance < 0`)).toBe(0);
    expect(await test.value('SELECT COUNT(*) FROM (SELECT transfer_id FROM postings GROUP BY transfer_id HAVING SUM(amount) <> 0) AS unbalanced')).toBe(0);
  });
});
