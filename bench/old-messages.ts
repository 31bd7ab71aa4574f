/**
 * Issue 27: is it worth re-posting a table message once it is an hour old
 * and busy? Discord holds edits of messages older than an hour to 3 in 6 s
 * per channel (30046); a younger message takes 5 in 5 s. A re-posted table
 * is a young message again, for the next hour, at the cost of one post (in
 * the channel's 5 posts in 5 s, shared with the announcements) and one
 * delete, and of the table jumping away from where players had it.
 *
 * So this measures the same play on the table message when it is young
 * (what a re-post would give) and when it is old (what editing in place
 * gives): the real bot on the stand-in, its old-message limit on, the shared
 * clock moved by the bot's own waits. Each action is a member starting or
 * ending to watch by command (`/table watch`, `/table leave`: each one edit
 * of the table message; a press would update it through the interaction).
 * Latency: from the action sent to the edit that shows it, on that clock.
 *
 *   npx tsx bench/old-messages.ts
 */

import { sandboxGames } from '../sandbox/games.js';
import { Sandbox } from '../sandbox/harness.js';
import { createLogger } from '../src/log.js';
import { typeCommand } from '../standin/users.js';

const HOUR = 60 * 60_000;
const ACTIONS = 40;
const MEMBERS = Array.from({ length: 8 }, (_, index) => `watcher${index + 1}`);

interface Point {
  age: 'young' | 'old';
  /** Between one action's end and the next action (the shared clock), ms; 'burst': all sent at once. */
  paceMs: number | 'burst';
  actions: number;
  edits: number;
  meanLatencyMs: number;
  maxLatencyMs: number;
  maxOldEditsPer6s: number;
  refused30046: number;
}

async function measure(age: Point['age'], paceMs: Point['paceMs']): Promise<Point> {
  const sandbox = await Sandbox.start({ modules: sandboxGames, log: createLogger({ level: 'error' }) });
  try {
    const { standin } = sandbox;
    await sandbox.command('host', { path: ['showdown', 'open'], options: { buy_in: 0 } });
    if (age === 'old') await sandbox.wait(HOUR + 60_000);
    const edits: number[] = [];
    const stop = standin.traffic.onRequest((request) => {
      if (request.kind === 'edit') edits.push(request.at);
    });
    const watching = new Set<string>();
    const next = (index: number) => {
      const member = MEMBERS[index % MEMBERS.length]!;
      const sub = watching.has(member) ? 'leave' : 'watch';
      if (sub === 'leave') watching.delete(member);
      else watching.add(member);
      return { member, sub };
    };
    const latencies: number[] = [];
    if (paceMs === 'burst') {
      const sent = standin.clock.now();
      const interactions = Array.from({ length: ACTIONS }, (_, index) => {
        const { member, sub } = next(index);
        return typeCommand(standin, member, { path: ['table', sub], options: {} });
      });
      await Promise.all(interactions.map((interaction) => standin.waitForAnswer(interaction.id)));
      await sandbox.bot.idle();
      // The last action is shown by the last edit.
      latencies.push((edits.at(-1) ?? sent) - sent);
    } else {
      for (let index = 0; index < ACTIONS; index += 1) {
        if (paceMs > 0) await sandbox.wait(paceMs);
        const { member, sub } = next(index);
        const sent = standin.clock.now();
        const before = edits.length;
        await sandbox.command(member, { path: ['table', sub], options: {} });
        const shown = edits[before];
        if (shown !== undefined) latencies.push(shown - sent);
      }
    }
    stop();
    const stats = standin.stats();
    return {
      age,
      paceMs,
      actions: ACTIONS,
      edits: edits.length,
      meanLatencyMs: Math.round(latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length)),
      maxLatencyMs: Math.max(0, ...latencies),
      maxOldEditsPer6s: stats.maxOldEditsPer6s,
      refused30046: standin.refusalsGiven.filter((refusal) => refusal.code === 30046).length,
    };
  } finally {
    await sandbox.stop();
  }
}

export async function oldMessagesBench(): Promise<Point[]> {
  const points: Point[] = [];
  for (const paceMs of [0, 1000, 2000, 5000, 'burst'] as const) {
    for (const age of ['young', 'old'] as const) points.push(await measure(age, paceMs));
  }
  return points;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const points = await oldMessagesBench();
  console.log('age    pace     actions edits  mean ms  max ms  old edits/6s  30046');
  for (const point of points) {
    console.log(
      [
        point.age.padEnd(6),
        String(point.paceMs).padEnd(8),
        String(point.actions).padStart(7),
        String(point.edits).padStart(6),
        String(point.meanLatencyMs).padStart(8),
        String(point.maxLatencyMs).padStart(7),
        String(point.maxOldEditsPer6s).padStart(13),
        String(point.refused30046).padStart(6),
      ].join(' '),
    );
  }
  process.exit(0);
}
