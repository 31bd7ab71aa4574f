// End-to-end chaos: every game at once, the bot process SIGKILLed dozens of times; each table must end as in an unkilled run, the ledger at zero.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apologySentences } from '../../sandbox/harness.js';
import { DiscordStandIn } from '../../standin/standin.js';
import { scenarios } from './chaos/scenarios.js';
import { prng, World } from './chaos/world.js';

// Issue 16, the chaos test, widened by issue 28: every game (Liar's Dice with a side bet, Tokyo, Vitaji, Valere by its
// DM buttons with a side bet, Eleven split into groups in threads, the demo), a tournament with its market, and a table
// whose turns run out, all played at once through the stand-in by a bot in a process of its own, killed with SIGKILL at
// random moments (dozens of times, seeded per scenario) and started again on the same database. Every table must end
// as it ends when nobody kills the bot (its dice are keyed by table and version, so both runs roll the same): the same
// summary, every action applied once, no announcement or DM lost, and a ledger that sums to zero.
// CHAOS_LOG=debug prints the bots' logs and every kill, to read a failure by.

const standin = new DiscordStandIn();
// Issue 26: the bot in its own process is watched as the harness's is.
standin.apologies.watch(apologySentences());
const dir = mkdtempSync(join(tmpdir(), 'croupier-chaos-'));
const never = () => 1;

/** Sets every scenario up, one after another (so both runs number their tables alike), then plays them. */
async function play(prefix: string, chaos: boolean): Promise<World> {
  const world = new World(standin, prefix, chaos, dir);
  await world.begin();
  // Tables get no turn timer unless a scenario asks for one: time skipped for the timed table must not run out anyone else's.
  standin.setModerator('tum');
  await world.send({ member: 'tum', path: ['gm', 'config', 'set'], options: { turn_timeout: 'off' } }, standin.generalChannelId, never);
  // The stand-in tells the connected bot of each new channel (CHANNEL_CREATE), as Discord does: untold, the calm bot
  // (never restarted by then) knew a channel only once it first fetched it, and a tournament started before its message's
  // first edit found no channel to make its groups' threads in, while the chaos bot, told at each restart, made them.
  const channels = scenarios.map((scenario) => standin.addChannel(`${prefix}-${scenario.name}`).id);
  const t0 = Date.now();
  const time = (what: string) => process.env.CHAOS_TIME && process.stderr.write(`${prefix} ${what} at ${Date.now() - t0} ms\n`);
  for (const [index, scenario] of scenarios.entries()) await scenario.setup(world, channels[index]!, prng(index + 1));
  time('set up');
  const playing = scenarios.map((scenario, index) => ({ scenario, channelId: channels[index]!, random: prng(100 + index) }));
  // Calm, the timed table plays last, so that the bot's stops for its clock interrupt nobody; with chaos, all at once.
  const first = chaos ? playing : playing.filter(({ scenario }) => scenario.name !== 'timers');
  await Promise.all(first.map(({ scenario, channelId, random }) => scenario.play(world, channelId, random).then(() => time(scenario.name))));
  for (const { scenario, channelId, random } of playing.filter((entry) => !first.includes(entry))) await scenario.play(world, channelId, random);
  time('played');
  await world.finish();
  time('finished');
  if (process.env.CHAOS_TIME) process.stderr.write(`${prefix}: ${world.bot.kills} kills, ${world.redelivered} redelivered, ${world.killsAtAnEnd} at an end\n`);
  return world;
}

/** The public story of a run: every table's end, summaries and action log; the tournaments, the bets, the wallets. */
async function outcome(world: World) {
  const ids = world.db.prepare('SELECT id FROM game_tables ORDER BY id').pluck().all() as number[];
  const tables = [];
  for (const id of ids) {
    const table = (await world.tables.publicTable(id))!;
    const log = world.db.prepare('SELECT version, actor_id, kind, payload FROM actions WHERE table_id = ? ORDER BY version').all(id);
    tables.push({ id, game: table.game, status: table.status, placings: table.placings, summaries: [...(await world.tables.summaries(id))], log });
  }
  const tournaments = world.db.prepare('SELECT id, status, bracket FROM tournaments ORDER BY id').all();
  const bets = world.db
    .prepare(
      'SELECT m.name, m.status AS market, b.user_id, b.player_id, b.amount, b.status, b.paid FROM bets b JOIN markets m ON m.id = b.market_id ORDER BY b.user_id',
    )
    .all() as { market: string; status: string }[];
  const wallets = world.db.prepare(`SELECT owner, balance FROM accounts WHERE kind = 'wallet' ORDER BY owner`).all();
  const holdings = world.db.prepare(`SELECT kind, owner, balance FROM accounts WHERE kind <> 'wallet' AND kind <> 'mint' ORDER BY kind, owner`).all();
  // Threads are made anew in each run: a channel's id is read as its name.
  const named = <T>(value: T): T =>
    JSON.parse(
      JSON.stringify(value).replace(/\d{17,20}/g, (id) => (standin.channels.has(id) ? `#${standin.channels.get(id)!.name.replace(/^(calm|chaos)-/, '')}` : id)),
    );
  return named({ tables, tournaments, bets, wallets, holdings });
}

/** Everything the members were shown, per channel or thread (by name) and per member's DMs, with what differs between runs (commitments, salts, places) blanked. */
function shown(prefix: string, skip: ReadonlySet<string> = new Set()): Map<string, number> {
  const placeOf = (channelId: string): string | null => {
    const channel = standin.channels.get(channelId);
    if (!channel || channel.type === 1) return null;
    return channel.name.startsWith(`${prefix}-`) ? channel.name.slice(prefix.length + 1) : channel.thread ? `thread ${channel.name}` : null;
  };
  const normal = (text: string) =>
    text
      .replace(/`[0-9a-f]{12}`/g, '`code`')
      .replace(/`[0-9a-f]{32}`/g, '`salt`')
      .replace(/<#(\d+)>/g, (_, id: string) => `#${placeOf(id) ?? 'elsewhere'}`);
  const seen = new Map<string, number>();
  for (const message of standin.messages.values()) {
    if (skip.has(message.id)) continue;
    const place = message.audience.to === 'dm' ? `dm:${standin.users.get(message.audience.user)?.name}` : placeOf(message.channelId);
    if (!place || message.embeds.length > 0 || message.audience.to === 'ephemeral') continue;
    for (const line of message.content.split('\n')) {
      const key = `${place} ${normal(line)}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
  }
  return seen;
}

let calm: World;
let chaos: World;
/** What the members were shown in each run (both live in one stand-in: the calm run's messages are set apart). */
let calmShown: Map<string, number>;
let chaosShown: Map<string, number>;

beforeAll(async () => {
  await standin.start();
  calm = await play('calm', false);
  calmShown = shown('calm');
  const calmMessages = new Set(standin.messages.keys());
  chaos = await play('chaos', true);
  chaosShown = shown('chaos', calmMessages);
}, 540_000);

afterAll(async () => {
  await calm?.bot.stop();
  await chaos?.bot.stop();
  calm?.db.close();
  chaos?.db.close();
  await standin.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('chaos: the bot killed dozens of times while every game, a tournament and a turn timer play at once', () => {
  it('was killed dozens of times, as tables ended and as turns ran out, and every table, the tournament and its market still ended', async () => {
    expect(chaos.bot.kills).toBeGreaterThanOrEqual(20);
    // The start and each of the three games: the steps that move a tournament on.
    expect(chaos.killsAtAnEnd).toBeGreaterThanOrEqual(4);
    expect(chaos.killsAtATimer).toBeGreaterThanOrEqual(1);
    const { tables, tournaments, bets } = await outcome(chaos);
    expect(tables.map((table) => table.status)).toEqual(tables.map(() => 'finished'));
    expect(new Set(tables.map((table) => table.game))).toEqual(new Set(['liars', 'tokyo', 'vitaji', 'valere', 'eleven', 'showdown']));
    expect(tournaments).toMatchObject([{ status: 'finished' }]);
    // Two side bets at tables (Liar's Dice, Valere), two on the tournament's market: every one settled, none left open.
    expect(bets).toHaveLength(4);
    expect(bets.filter((bet) => bet.status === 'open' || bet.market === 'open' || bet.market === 'closed')).toEqual([]);
  });

  it('every table ends with the same summary, placings and action log as when nobody killed it: nothing applied twice, even what was delivered twice', async () => {
    expect(chaos.redelivered).toBeGreaterThanOrEqual(8);
    // An action applied twice would be a version more in its table's log, and money moved twice.
    expect(await outcome(chaos)).toEqual(await outcome(calm));
  });

  it('no announcement and no DM is lost (one may be said twice, when the bot died between saying it and noting so)', () => {
    expect(calmShown.size).toBeGreaterThan(100);
    expect([...calmShown.keys()].some((line) => line.startsWith('dm:'))).toBe(true);
    expect([...calmShown.keys()].some((line) => line.startsWith('thread '))).toBe(true);
    for (const [line, count] of calmShown) expect(chaosShown.get(line) ?? 0, line).toBeGreaterThanOrEqual(count);
  });

  it('no member read a placeholder where a word belongs, nor "Something went wrong", in either run', () => {
    expect(standin.refusalsGiven.filter((refusal) => refusal.reason !== undefined).map((refusal) => refusal.reason)).toEqual([]);
    expect(standin.apologies.seen.map((message) => message.content)).toEqual([]);
  });

  it('the ledger sums to zero in both runs, no ended table holds money, and nothing is left in an outbox', () => {
    for (const run of [calm, chaos]) {
      expect(run.db.prepare('SELECT SUM(balance) FROM accounts').pluck().get()).toBe(0);
      expect(run.db.prepare('SELECT COUNT(*) FROM outbox').pluck().get()).toBe(0);
      // A tournament table's stacks are its points (VJ-11), not tria: they stay as the game left them.
      const holding = run.db.prepare(`SELECT kind, owner, balance FROM accounts WHERE kind NOT IN ('wallet', 'mint', 'stack') AND balance <> 0`).all();
      expect(holding).toEqual([]);
    }
  });
});
