/**
 * The turn timers' tick at many active tables (issue 31): each second the
 * bot asks SQLite for the tables past their deadline and the reminders due.
 * Before migration 0014 both read every active table (SQLite chose the index
 * on status); now each searches an index of its own. Both run side by side
 * on the same 100,000 active tables (2,000 with --quick): "before" is a copy
 * of the database with 0014's indexes dropped and the old one back, asked the
 * old query texts; "after" is the table service itself on the original.
 *
 * The tables are rows written straight into SQLite in one transaction, each
 * with the state of a real Liar's Dice game for three just started (played
 * through the service first): a tick reads no state, but a scan walks past
 * it to each row's deadline, as it does in a real database. Deadlines fall between a minute and a
 * day away with a day's timer, those past half time already reminded, so a
 * tick finds nothing due, as nearly every tick does: what is timed is what
 * every tick pays to find out. The 1-minute load average is taken at the
 * start: above the core count, the ratio is marked as measured on a busy
 * machine.
 *
 *   npx tsx bench/timer-ticks.ts [--quick]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { type Db, openDatabase } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { storeOf } from '../src/db/sqlite-store.js';
import { cryptoRng } from '../src/engine/dice/rng.js';
import { createEngine } from '../src/engine/index.js';
import { liars } from '../src/games/liars/rules/game.js';

/** Milliseconds per tick, the median over the rounds: each query and the two together. */
export interface TickCost {
  pastDeadlineMs: number;
  remindersDueMs: number;
  tickMs: number;
}

export interface TimerTicks {
  activeTables: number;
  /** The 1-minute load average at the start, and the cores it is read against. */
  loadAtStart: number;
  cores: number;
  /** The load was above the core count: the figures waited for the CPU. */
  busyMachine: boolean;
  before: TickCost;
  after: TickCost;
  /** before ÷ after, per tick. */
  ratio: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// The queries as they stood before migration 0014 (src/engine/tables/repository.ts then).
const OLD_PAST_DEADLINE = `SELECT id FROM game_tables WHERE status = 'active' AND deadline_at <= ? ORDER BY deadline_at, id`;
const OLD_REMINDERS_DUE = `SELECT id, channel_id, game, deadline_player, deadline_at FROM game_tables
  WHERE status = 'active' AND deadline_reminded = 0 AND deadline_at > ? AND deadline_at - turn_timeout_ms / 2 <= ? ORDER BY deadline_at, id`;

/** The stored state of a Liar's Dice game for three, just started, as the table service writes it. */
async function startedGameState(db: Db, now: number): Promise<string> {
  const service = createEngine(storeOf(db), [liars], cryptoRng).tables;
  const opened = await service.open({ serverId: 'bench', channelId: 'sample', game: 'liars', host: 'a', options: {}, interactionId: 'o', now });
  if (!opened.ok) throw new Error(`open: ${opened.error.code}`);
  const tableId = opened.table.id;
  for (const userId of ['b', 'c']) await service.act({ tableId, actor: { userId, isModerator: false }, command: { kind: 'join' }, interactionId: userId, now });
  const started = await service.act({ tableId, actor: { userId: 'a', isModerator: false }, command: { kind: 'start' }, interactionId: 's', now });
  if (!started.ok) throw new Error(`start: ${started.error.code}`);
  const { state } = db.prepare('SELECT state FROM game_tables WHERE id = ?').get(tableId) as { state: string };
  db.prepare("UPDATE game_tables SET status = 'finished', deadline_at = NULL WHERE id = ?").run(tableId);
  return state;
}

async function seed(db: Db, tables: number, now: number): Promise<void> {
  const state = await startedGameState(db, now);
  const insert = db.prepare(
    `INSERT INTO game_tables (server_id, channel_id, game, status, host_id, options, state, turn_timeout_ms, deadline_at, deadline_player,
       deadline_reminded, created_at, updated_at)
     VALUES ('bench', ?, 'liars', 'active', ?, '{}', ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (let index = 0; index < tables; index += 1) {
      // Spread over the day by a prime stride, so neither index sees the rows in order.
      const deadlineAt = now + 60_000 + ((index * 7919 * 1000) % DAY_MS);
      const reminded = deadlineAt - DAY_MS / 2 <= now ? 1 : 0;
      insert.run(`channel-${index}`, `host-${index}`, state, DAY_MS, deadlineAt, `player-${index}`, reminded, now, now);
    }
  })();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Milliseconds per call of `work`, over `repeat` calls. */
async function timed(work: () => unknown, repeat: number): Promise<number> {
  const started = performance.now();
  for (let call = 0; call < repeat; call += 1) await work();
  return (performance.now() - started) / repeat;
}

export async function timerTicks({ quick }: { quick: boolean }): Promise<TimerTicks> {
  const loadAtStart = loadavg()[0]!;
  const cores = cpus().length;
  const [activeTables, rounds, afterRepeat] = quick ? [2_000, 5, 20] : [100_000, 15, 200];
  const dir = mkdtempSync(join(tmpdir(), 'croupier-bench-timers-'));
  const now = Date.now();
  const after = openDatabase(join(dir, 'after.db'));
  let before: Db | null = null;
  try {
    migrate(after);
    await seed(after, activeTables, now);
    after.exec(`VACUUM INTO '${join(dir, 'before.db')}'`);
    const old = openDatabase(join(dir, 'before.db'));
    before = old;
    old.exec(`DROP INDEX game_tables_past_deadline; DROP INDEX game_tables_reminders_owed;
      CREATE INDEX game_tables_by_deadline ON game_tables(deadline_at) WHERE deadline_at IS NOT NULL;`);
    const oldPastDeadline = old.prepare(OLD_PAST_DEADLINE);
    const oldDue = old.prepare(OLD_REMINDERS_DUE);
    const oldMark = old.prepare('UPDATE game_tables SET deadline_reminded = 1 WHERE id = ? AND deadline_at = ?');
    const oldRemindersDue = old.transaction(() => {
      for (const row of oldDue.all(now, now) as { id: number; deadline_at: number }[]) oldMark.run(row.id, row.deadline_at);
    });
    const service = createEngine(storeOf(after), [liars], cryptoRng).tables;

    const rows = { before: [] as TickCost[], after: [] as TickCost[] };
    // Alternating rounds after one warm-up each (page cache, prepared statements), so a busy moment weighs on both.
    for (let round = -1; round < rounds; round += 1) {
      const beforePast = await timed(() => oldPastDeadline.all(now), 1);
      const beforeDue = await timed(() => oldRemindersDue.immediate(), 1);
      const afterPast = await timed(() => service.pastDeadline(now), afterRepeat);
      const afterDue = await timed(() => service.remindersDue(now), afterRepeat);
      if (round < 0) continue;
      rows.before.push({ pastDeadlineMs: beforePast, remindersDueMs: beforeDue, tickMs: beforePast + beforeDue });
      rows.after.push({ pastDeadlineMs: afterPast, remindersDueMs: afterDue, tickMs: afterPast + afterDue });
    }
    const cost = (ticks: TickCost[]): TickCost => ({
      pastDeadlineMs: median(ticks.map((tick) => tick.pastDeadlineMs)),
      remindersDueMs: median(ticks.map((tick) => tick.remindersDueMs)),
      tickMs: median(ticks.map((tick) => tick.tickMs)),
    });
    const figures = { before: cost(rows.before), after: cost(rows.after) };
    return { activeTables, loadAtStart, cores, busyMachine: loadAtStart > cores, ...figures, ratio: figures.before.tickMs / figures.after.tickMs };
  } finally {
    before?.close();
    after.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await timerTicks({ quick: process.argv.includes('--quick') });
  const ms = (value: number) => value.toFixed(3);
  for (const [name, cost] of [['before (scan)', result.before] as const, ['after (index)', result.after] as const])
    console.log(`${name.padEnd(14)} ${ms(cost.tickMs)} ms a tick: past deadline ${ms(cost.pastDeadlineMs)} ms, reminders due ${ms(cost.remindersDueMs)} ms`);
  console.log(
    `${result.activeTables} active tables: before ÷ after ${result.ratio.toFixed(0)}; load ${result.loadAtStart.toFixed(2)} on ${result.cores} cores${result.busyMachine ? ' (busy)' : ''}`,
  );
  console.log(JSON.stringify({ kind: 'timer-ticks', ...result }));
}
