import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../src/db/connection.js';
import { cryptoRng } from '../../src/dice/rng.js';
import { gameModules } from '../../src/games/registry.js';
import type { LiarsView } from '../../src/games/liars/view.js';
import type { TokyoView } from '../../src/games/tokyo/view.js';
import type { VitajiView } from '../../src/games/vitaji/view.js';
import { demoGame } from '../../src/sandbox/demo/index.js';
import { apologySentences } from '../../src/sandbox/harness.js';
import type { ShowdownView } from '../../src/sandbox/demo/showdown.js';
import type { StandInInteraction } from '../../src/sandbox/standin/model.js';
import { DiscordStandIn } from '../../src/sandbox/standin/standin.js';
import { typeCommand } from '../../src/sandbox/standin/users.js';
import { TableService } from '../../src/tables/service.js';
import { root } from '../fixtures/imports.js';

// Issue 16, the chaos test: every game played through the stand-in by a bot in a process of
// its own, killed with SIGKILL at random moments (dozens of times, fixed seed) and started
// again on the same database. Every game must end as it ends when nobody kills the bot (its
// dice are keyed by table and version, so both runs roll the same): the same summary, every
// action applied once, no announcement or DM lost, and a ledger that sums to zero.
// CHAOS_LOG=debug prints the bots' logs and every kill, to read a failure by.

const SEED = 'chaos-16';
const standin = new DiscordStandIn();
// Issue 26: the bot in its own process is watched as the harness's is.
standin.apologies.watch(apologySentences());
const dir = mkdtempSync(join(tmpdir(), 'croupier-chaos-'));

/** A small seeded PRNG for when to kill the bot (mulberry32). */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The bot as its own process, on one database. */
class BotProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  kills = 0;

  constructor(private readonly databasePath: string) {}

  async start(): Promise<void> {
    const args = [standin.apiUrl, standin.token, this.databasePath, SEED, standin.applicationId, standin.guildId];
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/chaos-bot.ts', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
      if (process.env.CHAOS_LOG) process.stderr.write(`[bot ${this.kills}] ${chunk.toString()}`);
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the bot did not start: ${errors}`)), 60_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
      void this.exited.then(() => reject(new Error(`the bot stopped while starting: ${errors}`)));
    });
  }

  get alive(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  async kill(): Promise<void> {
    if (!this.alive) return;
    this.child!.kill('SIGKILL');
    this.kills += 1;
    await this.exited;
  }

  /** Resolves when the interaction is answered, or the process died (a kill). */
  async answered(interaction: StandInInteraction): Promise<void> {
    await Promise.race([standin.waitForAnswer(interaction.id, 10_000), this.exited]);
  }

  async stop(): Promise<void> {
    if (this.alive) this.child!.kill('SIGTERM');
    await this.exited;
  }
}

type Command = { member: string; path: string[]; options?: Record<string, string | number | boolean> };
type Policy = (view: unknown) => Command | null;

const nameOf = (id: string | null) => ['alice', 'bob', 'carol'].find((name) => standin.member(name).id === id)!;

/** What each game's players do next, from the public table only: the same table, the same move, in both runs. */
const policies: Record<string, Policy> = {
  liars: (value) => {
    const view = value as LiarsView;
    if (view.winner !== null || view.turn === null) return null;
    const member = nameOf(view.turn);
    if (view.standingBid.bettor !== null && view.standingBid.quantity >= 2) return { member, path: ['liars', 'call'] };
    const raise = view.raises[0]!;
    return { member, path: ['liars', 'bid'], options: { quantity: raise.quantity, face: raise.face } };
  },
  tokyo: (value) => {
    const view = value as TokyoView;
    if (view.winner !== null || view.holder === null) return null;
    const member = nameOf(view.holder);
    if (view.phase === 'announce') return { member, path: ['tokyo', 'announce'], options: { value: view.announceValues[0]! } };
    return view.choices.includes('roll') && (view.announcement ?? 0) < 52 ? { member, path: ['tokyo', 'roll'] } : { member, path: ['tokyo', 'doubt'] };
  },
  vitaji: (value): Command | null => {
    const view = value as VitajiView;
    if (view.phase === 'over') return null;
    if (view.phase === 'bonus') return { member: nameOf(view.pendingBonus[0]!), path: ['vitaji', 'bonus'], options: { choice: 'add' } };
    const member = nameOf(view.turn);
    if (view.phase === 'betting')
      return view.betting?.opened ? { member, path: ['vitaji', 'meet'] } : { member, path: ['vitaji', 'bet'], options: { amount: 2 } };
    const seat = view.seats.find((candidate) => candidate.player === view.turn)!;
    return seat.rerolls > 0 && (seat.result ?? 0) <= 3 ? { member, path: ['vitaji', 'reroll'] } : { member, path: ['vitaji', 'pass'] };
  },
  showdown: (value) => {
    const view = value as ShowdownView;
    return view.turn === null ? null : { member: nameOf(view.turn), path: ['showdown', 'show'] };
  },
};

/** Each game's table: who opens it with what, who joins. Tria at stake everywhere, no turn timer. */
const games: { game: string; players: string[]; options: Record<string, string | number | boolean> }[] = [
  { game: 'liars', players: ['alice', 'bob', 'carol'], options: { dice: 2, call_window: 0, stakes: 'tria', buy_in: 10 } },
  { game: 'tokyo', players: ['alice', 'bob'], options: { lives: 2, stakes: 'tria', buy_in: 10 } },
  { game: 'vitaji', players: ['alice', 'bob', 'carol'], options: { rounds: 3, ante: 5, stakes: 'tria' } },
  { game: 'showdown', players: ['alice', 'bob', 'carol'], options: { stakes: 'tria', buy_in: 5 } },
];

interface Run {
  db: Db;
  channels: Record<string, string>;
  kills: number;
  /** Interactions delivered a second time, to the restarted bot. */
  redelivered: number;
}

/** Plays every game to its end in channels named `<prefix>-<game>`; with `chaos`, kills the bot now and then. */
async function play(prefix: string, chaos: boolean): Promise<Run> {
  const databasePath = join(dir, `${prefix}.db`);
  const bot = new BotProcess(databasePath);
  await bot.start();
  const db = openDatabase(databasePath);
  const tables = new TableService(
    db,
    [...gameModules, demoGame].map((module) => module.game),
    cryptoRng,
  );
  const random = prng(16);
  const channels: Record<string, string> = {};
  let redelivered = 0;

  /**
   * Sends one step; with chaos, maybe kills the bot right after (mid-action)
   * and starts it again, and now and then delivers the same interaction to
   * the new process as well, which must apply it at most once.
   */
  async function send(command: Command, channelId: string): Promise<void> {
    if (!bot.alive) await bot.start();
    const interaction = typeCommand(standin, command.member, { path: command.path, options: command.options ?? {}, channelId });
    if (chaos && random() < 0.4) {
      await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 25)));
      if (process.env.CHAOS_LOG) process.stderr.write(`KILL after ${command.member} ${command.path.join(' ')} (${interaction.id})\n`);
      await bot.kill();
      await bot.start();
      if (random() < 0.5) {
        redelivered += 1;
        standin.redeliver(interaction.id);
        await settled(interaction.id);
      }
      return;
    }
    await bot.answered(interaction);
  }

  /** A redelivered interaction is done once it is answered: by the new process, or before the kill (the bot is then refused, 40060). */
  async function settled(interactionId: string): Promise<void> {
    const refusals = standin.refusalsGiven.length;
    for (let waited = 0; waited < 200; waited += 1) {
      const answered = standin.interactions.get(interactionId)!.outcome !== 'waiting';
      if (answered && (standin.refusalsGiven.length > refusals || waited >= 4)) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const tableOf = (channelId: string) => {
    const id = tables.latestTableIn(channelId);
    return id === null ? null : tables.publicTable(id);
  };

  for (const { game, players, options } of games) {
    const channelId = standin.addChannel(`${prefix}-${game}`).id;
    channels[game] = channelId;
    // The lobby, step by step: each step only if it has not happened yet (it may have, just before a kill).
    for (;;) {
      const table = tableOf(channelId);
      if (!table) await send({ member: players[0]!, path: [game, 'open'], options: { ...options, turn_timeout: 'off' } }, channelId);
      else if (table.status === 'lobby') {
        const missing = players.find((player) => !table.seats.some((seat) => seat.userId === standin.member(player).id));
        await send(missing ? { member: missing, path: ['table', 'join'] } : { member: players[0]!, path: ['table', 'start'] }, channelId);
      } else break;
    }
    // The game: the next move read from the table as it stands, until it is over.
    for (let steps = 0; ; steps += 1) {
      if (steps > 400) throw new Error(`${game} did not end`);
      const table = tableOf(channelId)!;
      const next = table.status === 'active' && table.view !== null ? policies[game]!(table.view) : null;
      if (!next) break;
      await send(next, channelId);
    }
  }
  if (!bot.alive) await bot.start();
  // Whatever the last action still had to show (its outbox) is shown before the bot stops. The signal is the outbox
  // emptied: a backlog drains at a channel's 5 messages per 5 s, slower still on a busy machine, so the bound is generous (2 min).
  for (let waited = 0; db.prepare('SELECT COUNT(*) FROM outbox').pluck().get() !== 0 && waited < 2400; waited += 1)
    await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setTimeout(resolve, 300));
  await bot.stop();
  return { db, channels, kills: bot.kills, redelivered };
}

/** The public story of a run: per game its table's end, summaries and action log, and the wallets. */
function outcome(run: Run) {
  const tables = new TableService(
    run.db,
    [...gameModules, demoGame].map((module) => module.game),
    cryptoRng,
  );
  const perGame = Object.fromEntries(
    Object.entries(run.channels).map(([game, channelId]) => {
      const table = tables.publicTable(tables.latestTableIn(channelId)!)!;
      const log = run.db.prepare('SELECT version, actor_id, kind, payload FROM actions WHERE table_id = ? ORDER BY version').all(table.id);
      return [game, { status: table.status, placings: table.placings, summaries: [...tables.summaries(table.id)], log }];
    }),
  );
  const wallets = run.db.prepare(`SELECT owner, balance FROM accounts WHERE kind = 'wallet' ORDER BY owner`).all();
  const holdings = run.db.prepare(`SELECT kind, owner, balance FROM accounts WHERE kind <> 'wallet' AND kind <> 'mint' ORDER BY kind, owner`).all();
  return { perGame, wallets, holdings };
}

/** Everything the members were shown, per game channel and per member's DMs, with what differs between runs (commitments, salts, places) blanked. */
function shown(run: Run, skip: ReadonlySet<string> = new Set()): Map<string, number> {
  const names = new Map(Object.entries(run.channels).map(([game, id]) => [id, game]));
  const normal = (text: string) =>
    text
      .replace(/`[0-9a-f]{12}`/g, '`code`')
      .replace(/`[0-9a-f]{32}`/g, '`salt`')
      .replace(/<#(\d+)>/g, (_, id: string) => `#${names.get(id) ?? 'elsewhere'}`);
  const seen = new Map<string, number>();
  for (const message of standin.messages.values()) {
    if (skip.has(message.id)) continue;
    const place = names.get(message.channelId) ?? (message.audience.to === 'dm' ? `dm:${nameOf(message.audience.user)}` : null);
    if (!place || message.embeds.length > 0 || message.audience.to === 'ephemeral') continue;
    for (const line of message.content.split('\n')) {
      const key = `${place} ${normal(line)}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
  }
  return seen;
}

let calm: Run;
let chaos: Run;
/** What the members were shown in each run (both live in one stand-in: the calm run's messages are set apart). */
let calmShown: Map<string, number>;
let chaosShown: Map<string, number>;

beforeAll(async () => {
  await standin.start();
  calm = await play('calm', false);
  calmShown = shown(calm);
  const calmMessages = new Set(standin.messages.keys());
  chaos = await play('chaos', true);
  chaosShown = shown(chaos, calmMessages);
}, 540_000);

afterAll(async () => {
  calm?.db.close();
  chaos?.db.close();
  await standin.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('chaos: the bot killed dozens of times mid-game', () => {
  it('was killed dozens of times, and every game still ended', () => {
    expect(chaos.kills).toBeGreaterThanOrEqual(24);
    for (const game of Object.values(outcome(chaos).perGame)) expect(game.status).toBe('finished');
  });

  it('every game ends with the same summary, placings and action log as when nobody killed it: nothing applied twice, even what was delivered twice', () => {
    expect(chaos.redelivered).toBeGreaterThanOrEqual(8);
    // An action applied twice would be a version more in its table's log, and money moved twice.
    expect(outcome(chaos)).toEqual(outcome(calm));
  });

  it('no announcement and no DM is lost (one may be said twice, when the bot died between saying it and noting so)', () => {
    expect(calmShown.size).toBeGreaterThan(20);
    expect([...calmShown.keys()].some((line) => line.startsWith('dm:'))).toBe(true);
    for (const [line, count] of calmShown) expect(chaosShown.get(line) ?? 0, line).toBeGreaterThanOrEqual(count);
  });

  it('no member read a placeholder where a word belongs, nor "Something went wrong", in either run', () => {
    expect(standin.refusalsGiven.filter((refusal) => refusal.reason !== undefined).map((refusal) => refusal.reason)).toEqual([]);
    expect(standin.apologies.seen.map((message) => message.content)).toEqual([]);
  });

  it('the ledger sums to zero in both runs, and nothing is left in an outbox', () => {
    for (const run of [calm, chaos]) {
      expect(run.db.prepare('SELECT SUM(balance) FROM accounts').pluck().get()).toBe(0);
      expect(run.db.prepare('SELECT COUNT(*) FROM outbox').pluck().get()).toBe(0);
    }
  });
});
