/** The benchmark's figures as plain-text tables (the same figures as results.json). */
import { SUSTAINED } from './capacity.js';
import type { GuildsShards, Increment } from './guilds-shards.js';
import { BUSY_MARK, loadNote, marked } from './load.js';
import type { BenchResults } from './run.js';
import type { PerAction } from './tally.js';
import { ROUTE_KINDS } from './tally.js';
import { FIRST_RESPONSE, GLOBAL_LIMIT_PER_SECOND } from './targets.js';

const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** A latency added over the floor, signed: +2.10, −0.30. */
const plus = (ms: number) => (Number.isFinite(ms) ? `${ms < 0 ? '−' : '+'}${Math.abs(ms).toFixed(2)}` : '—');

/**
 * Issue 31: the compiled bot's start to ready and memory by servers, shards
 * and active tables, and what one more of each costs (bench/guilds-shards.ts).
 */
export function printGuildsShards(figures: GuildsShards, say: (text?: string) => void = (text = '') => console.log(text)): void {
  const mib = (bytes: number) => fixed(bytes / 1024 / 1024, 1);
  const kib = (bytes: number) => fixed(bytes / 1024, 1);
  say(
    `Start to ready and memory of the compiled bot (node dist/src/main/index.js, SHARD_COUNT as shown) by guilds and shards (issue 31); ` +
      `Discord closes a session of more than ${figures.discordMaxGuildsPerShard.toLocaleString('en-US')} guilds with 4011${figures.quick ? ' (scaled down with --quick)' : ''}:`,
  );
  say(
    table(
      ['start', 'start to ready ms', 'held after ready ms', 'IDENTIFYs', 'identifying span ms', 'busy after ready ms', 'heap MiB', 'rss MiB', 'load'],
      figures.points.map((point) =>
        point.outcome === 'needs more shards'
          ? [
              point.spec.name,
              `4011: needs more shards (exit 1 after ${fixed(point.exitMs ?? Number.NaN, 0)} ms)`,
              '—',
              String(point.identifies),
              '—',
              '—',
              '—',
              '—',
              fixed(point.load.oneMinute),
            ]
          : [
              point.spec.name,
              marked(fixed(point.startToReadyMs ?? Number.NaN, 0), point.load),
              fixed(point.heldAfterReadyMs ?? Number.NaN, 0),
              String(point.identifies),
              fixed(point.identifyingSpanMs, 0),
              point.busyAfterReadyMs === null ? '—' : fixed(point.busyAfterReadyMs, 0),
              mib(point.memory?.heapUsed ?? Number.NaN),
              mib(point.memory?.rss ?? Number.NaN),
              fixed(point.load.oneMinute),
            ],
      ),
    ),
  );
  say(
    "(held after ready: from the moment the bot logged ready to the moment its line could be read: the bot's thread was busy meanwhile, picking up its tables, and answered nothing)",
  );
  const sentence = figures.points.find((point) => point.sentence !== null)?.sentence;
  if (sentence) say(`the bot's sentence at 4011: ${sentence}`);
  say(loadNote(figures.points.map((point) => point.load)));
  // A difference of two starts is marked when either began on a busy machine.
  const mark = (text: string, increment: Increment) => (increment.busy ? `${text}${BUSY_MARK}` : text);
  const signed = (ms: number) => `${Math.round(ms) < 0 ? '−' : '+'}${fixed(Math.abs(ms), 0)}`;
  const one = (name: string, increment: Increment, unit: number, unitName: string) =>
    `${name}: heap ${mark(kib(increment.heapBytes), increment)} KiB, rss ${mark(kib(increment.rssBytes), increment)} KiB; ` +
    `${unitName}: ready logged ${mark(signed(increment.startMs * unit), increment)} ms, held after ready ${mark(signed(increment.heldMs * unit), increment)} ms`;
  const { per } = figures;
  say('What one more of each costs (between two starts that differ in it alone):');
  say(`  ${one('a guild', per.guild, 1000, 'per 1,000 guilds')}`);
  say(`  ${one('a shard', per.shard, 1, 'a shard')}`);
  say(`  ${one('a channel', per.channel, 1000, 'per 1,000 channels')}`);
  say(`  ${one('an active table', per.activeTable, 1000, 'per 1,000 tables')}`);
  say(`  Discord's pace at max_concurrency 1 (5 s between IDENTIFYs): +${fixed(figures.identifyPaceMs / 1000, 1)} s to start to ready`);
}

const split = (perAction: PerAction) => ROUTE_KINDS.map((kind) => fixed(perAction.rest[kind]));

export function printResults(results: BenchResults): void {
  const say = (text = '') => console.log(text);
  say(
    `Croupier beside the floor (a bare discord.js bot), each on its own stand-in, ${results.machine.cpus} cores, Node ${results.machine.node}${results.quick ? ' — QUICK run' : ''}`,
  );
  say(`(${results.timing})`);
  say();
  say(
    table(
      [
        'scenario',
        'actions',
        'p50 ms',
        '+floor',
        'p99 ms',
        '+floor',
        'actions/s',
        '÷floor',
        'REST/action (non-DM)',
        'global/action',
        'max posts/5s',
        'max edits/5s',
        'max global/1s',
      ],
      results.scenarios.map(({ spec, croupier, floor, pacedFloor, ratio, added }) => [
        spec.name,
        String(croupier.answered),
        fixed(croupier.p50Ms),
        marked(plus(added.p50Ms), croupier.load, pacedFloor.load),
        fixed(croupier.p99Ms),
        marked(plus(added.p99Ms), croupier.load, pacedFloor.load),
        fixed(croupier.actionsPerSecond, 1),
        marked(fixed(ratio.throughput), croupier.load, floor.load),
        fixed(croupier.all.nonDm),
        fixed(croupier.all.global),
        String(croupier.maxChannelPostsPer5s),
        String(croupier.maxChannelEditsPer5s),
        String(croupier.maxGlobalPerSecond),
      ]),
    ),
  );
  say(loadNote(results.scenarios.flatMap(({ croupier, floor }) => [floor.load, croupier.load])));
  say();
  say(
    "First response Croupier adds over the floor paced like Croupier (+floor above: each table's actions at Croupier's rate; members who pause are paced alike already), " +
      `against the issue's targets (p50 ≤ floor + ${FIRST_RESPONSE.addedP50Ms} ms, p99 ≤ floor + ${FIRST_RESPONSE.addedP99Ms} ms, on a quiet machine):`,
  );
  say(
    table(
      ['scenario', 'paced floor actions/s', 'p50 ms', 'p99 ms', 'Croupier adds p50', 'target', 'adds p99', 'target'],
      results.scenarios.map(({ spec, croupier, pacedFloor, added }) => [
        spec.name,
        fixed(pacedFloor.actionsPerSecond, 1),
        fixed(pacedFloor.p50Ms),
        fixed(pacedFloor.p99Ms),
        marked(plus(added.p50Ms), croupier.load, pacedFloor.load),
        added.p50Target,
        marked(plus(added.p99Ms), croupier.load, pacedFloor.load),
        added.p99Target,
      ]),
    ),
  );
  say();
  say('The floor in the same scenarios:');
  say(
    table(
      ['scenario', 'actions', 'p50 ms', 'p99 ms', 'actions/s', 'REST/action', 'unanswered'],
      results.scenarios.map(({ spec, floor }) => [
        spec.name,
        String(floor.answered),
        fixed(floor.p50Ms),
        fixed(floor.p99Ms),
        fixed(floor.actionsPerSecond, 1),
        fixed(floor.all.nonDm),
        String(floor.unanswered),
      ]),
    ),
  );
  say();
  say("Croupier's REST requests per action, by kind (button or menu vs typed command):");
  say(
    table(
      ['scenario', 'by', 'actions', ...ROUTE_KINDS, 'global'],
      results.scenarios.flatMap(({ spec, croupier }) =>
        (['button', 'command', 'all'] as const).map((by) => [spec.name, by, String(croupier[by].actions), ...split(croupier[by]), fixed(croupier[by].global)]),
      ),
    ),
  );
  say(`unanswered within 3 s: ${results.scenarios.map(({ spec, croupier }) => `${spec.name}: ${croupier.unanswered}`).join('; ')}`);
  const { capacity } = results;
  const most = (bot: typeof capacity.croupier) =>
    bot.stoppedBy === 'not sustained' ? fixed(bot.actionsPerSecond, 0) : `${fixed(bot.actionsPerSecond, 0)}+ (${bot.stoppedBy}: a lower bound)`;
  say();
  say(
    `Capacity: button actions/s across ${capacity.tables} tables one process sustains (p99 first response < ${SUSTAINED.p99BelowMs} ms, none unanswered in 3 s), ` +
      `${capacity.stepSeconds} s a step: Croupier ${most(capacity.croupier)}, the floor ${most(capacity.floor)}`,
  );
  say(
    table(
      ['bot', 'aimed/s', 'answered/s', 'p99 ms', 'unanswered', 'sustained', 'load'],
      (['croupier', 'floor'] as const).flatMap((bot) =>
        capacity[bot].steps.map((step) => [
          bot,
          String(step.aimedPerSecond),
          marked(fixed(step.actionsPerSecond, 1), step.load),
          fixed(step.p99Ms),
          String(step.unanswered),
          step.sustained ? 'yes' : 'no',
          fixed(step.load.oneMinute),
        ]),
      ),
    ),
  );
  say();
  const kb = (bytes: number) => `${fixed(bytes / 1024)} KiB`;
  for (const point of results.idleTables) {
    const per = point.tables === 0 ? 'baseline' : `per idle table: heap ${kb(point.heapBytesPerTable)}, rss ${kb(point.rssBytesPerTable)}`;
    say(`${String(point.tables).padStart(6)} active tables: start to ready ${fixed(point.startToReadyMs, 0)} ms, heap ${kb(point.memory.heapUsed)} — ${per}`);
  }
  const ready = results.startToReady;
  say(
    `start to ready with ${ready.activeTables} active tables: ${fixed(ready.croupierMs, 0)} ms; the floor ${fixed(ready.floorMs, 0)} ms (÷floor ${marked(fixed(ready.ratio), ready.load)}); load ${fixed(ready.load.oneMinute)}`,
  );
  const forms = results.startForms;
  say(
    `start to ready, empty database, median of ${forms.starts} each: npm run start:prod (compiled) ${fixed(forms.compiledMs, 0)} ms, ` +
      `npm start (tsx) ${fixed(forms.tsxMs, 0)} ms (compiled ÷ tsx ${forms.loadBefore > results.machine.loadAtStart.cores ? `${fixed(forms.ratio)}${BUSY_MARK}` : fixed(forms.ratio)}); the build ${fixed(forms.buildMs / 1000, 1)} s; ` +
      `load average ${fixed(forms.loadBefore)} → ${fixed(forms.loadAfter)}`,
  );
  say();
  printGuildsShards(results.guildsShards, say);
  say();
  const service = results.serviceThroughput;
  const { guard, overGlobalLimit: over } = service;
  say(
    `table service: ${fixed(service.serviceActionsPerSecond, 0)} actions/s ÷ plain one-row UPDATE ${fixed(service.plainUpdatesPerSecond, 0)}/s = ${marked(fixed(service.ratio, 3), service.load)}` +
      ` (regression guard ≥ ${guard.minimumRatio}: ${guard.target}); load ${fixed(service.load.oneMinute)}`,
  );
  say(
    `  = ${marked(fixed(over.times, 1), service.load)}× the ${fixed(over.visibleActionsPerSecond, 0)} visible actions/s Discord's global limit lets one bot show ` +
      `(${GLOBAL_LIMIT_PER_SECOND} requests/s ÷ ${fixed(over.globalPerAction)} globally limited per action in the scenarios above; target ≥ ${over.minimumTimes}×: ${over.target})`,
  );
  const postgres = results.postgresThroughput;
  if (postgres) {
    say(
      `PostgreSQL (${postgres.durability}): ${fixed(postgres.serialActionsPerSecond, 0)} actions/s one at a time, ` +
        `${fixed(postgres.concurrentActionsPerSecond, 0)} with ${postgres.tables} tables at once on ${postgres.pool} connections ` +
        `(÷ SQLite's ${fixed(postgres.sqliteActionsPerSecond, 0)}: ${marked(fixed(postgres.concurrentActionsPerSecond / postgres.sqliteActionsPerSecond, 2), postgres.load)}); ` +
        `its floor, a one-row UPDATE, ${fixed(postgres.plainSerialPerSecond, 0)}/s one at a time, ${fixed(postgres.plainConcurrentPerSecond, 0)}/s at once ` +
        `(service ÷ floor at once ${marked(fixed(postgres.ratio, 3), postgres.load)}); load ${fixed(postgres.load.oneMinute)}`,
    );
  } else say('PostgreSQL: not installed here (apt-get install postgresql), not measured');
  const ticks = results.timerTicks;
  const tick = (cost: typeof ticks.before) =>
    `${fixed(cost.tickMs, 3)} ms (past deadline ${fixed(cost.pastDeadlineMs, 3)}, reminders due ${fixed(cost.remindersDueMs, 3)})`;
  say(
    `turn-timer tick at ${ticks.activeTables} active tables: scanning ${tick(ticks.before)}, by index ${tick(ticks.after)}; ` +
      `scan ÷ index ${fixed(ticks.ratio, 0)}; load ${fixed(ticks.loadAtStart)} on ${ticks.cores} cores${ticks.busyMachine ? ' (busy machine: read the ratio with care)' : ''}`,
  );
  for (const [kind, cost] of Object.entries(results.pictures)) {
    say(
      `picture, ${kind}: ${fixed(cost.medianMs, 1)} ms (${fixed(cost.kilobytes, 0)} KB) = ${marked(fixed(cost.actions, 1), results.picturesLoad, service.load)} table-service actions`,
    );
  }
  const beside = results.picturesBesideTables;
  say();
  say(
    `${beside.spec.name}, ${beside.rounds} × ${fixed(beside.spec.durationMs / 1000, 1)} s each in turns, while a 12 × 10 scoresheet is drawn once a second in the bot's process (issue 31):`,
  );
  say(
    table(
      ['pictures', 'drawn', 'actions', 'unanswered', 'p50 ms', 'p99 ms', 'p99 ÷ none', 'load at start'],
      beside.runs.map((run) => [
        { none: 'none', bot: "on the bot's thread (before)", pool: 'on the thread pool (now)' }[run.pictures],
        String(run.drawn),
        String(run.answered),
        String(run.unanswered),
        fixed(run.p50Ms),
        fixed(run.p99Ms),
        fixed(run.p99Ms / beside.runs[0]!.p99Ms),
        `${run.loadAtStart.map((load) => fixed(load)).join(', ')}${run.loaded ? ` (above ${results.machine.cpus} cores: a busy machine)` : ''}`,
      ]),
    ),
  );
  const championship = results.vitajiChampionship;
  say(
    `Vitaji championship (${championship.players} players, ${championship.rounds} rounds, ${championship.actions} actions): ` +
      `${fixed(championship.msPerActionEarly, 3)} ms/action near round 10, ${fixed(championship.msPerActionLate, 3)} near round ${championship.rounds} ` +
      `(×${marked(fixed(championship.timeRatio), championship.load)}); state ${championship.stateBytesEarly} → ${championship.stateBytesLate} bytes (×${fixed(championship.sizeRatio)})`,
  );
  say(
    loadNote(
      [ready.load, service.load, results.picturesLoad, championship.load],
      'the start of the idle tables, the table service, the pictures, the championship',
    ),
  );
  say(`took ${fixed(results.durationSeconds, 1)} s`);
}
