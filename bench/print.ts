/** The benchmark's figures as plain-text tables (the same figures as results.json). */
import type { BenchResults } from './run.js';
import type { PerAction } from './tally.js';
import { ROUTE_KINDS } from './tally.js';

const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

const split = (perAction: PerAction) => ROUTE_KINDS.map((kind) => fixed(perAction.rest[kind]));

export function printResults(results: BenchResults): void {
  const say = (text = '') => console.log(text);
  say(
    `Croupier ÷ the floor (a bare discord.js bot), each on its own stand-in, ${results.machine.cpus} cores, Node ${results.machine.node}${results.quick ? ' — QUICK run' : ''}`,
  );
  say(`(${results.timing})`);
  say();
  say(
    table(
      [
        'scenario',
        'actions',
        'p50 ms',
        '÷floor',
        'p99 ms',
        '÷floor',
        'actions/s',
        '÷floor',
        'REST/action (non-DM)',
        'global/action',
        'max posts/5s',
        'max edits/5s',
      ],
      results.scenarios.map(({ spec, croupier, ratio }) => [
        spec.name,
        String(croupier.answered),
        fixed(croupier.p50Ms),
        fixed(ratio.p50),
        fixed(croupier.p99Ms),
        fixed(ratio.p99),
        fixed(croupier.actionsPerSecond, 1),
        fixed(ratio.throughput),
        fixed(croupier.all.nonDm),
        fixed(croupier.all.global),
        String(croupier.maxChannelPostsPer5s),
        String(croupier.maxChannelEditsPer5s),
      ]),
    ),
  );
  say();
  say("Croupier's first response ÷ the floor paced like Croupier (each table's actions at Croupier's rate; members who pause are paced alike already):");
  say(
    table(
      ['scenario', 'paced floor actions/s', 'p50 ms', 'p99 ms', 'Croupier p50 ÷', 'Croupier p99 ÷'],
      results.scenarios.map(({ spec, pacedFloor, ratio }) => [
        spec.name,
        fixed(pacedFloor.actionsPerSecond, 1),
        fixed(pacedFloor.p50Ms),
        fixed(pacedFloor.p99Ms),
        fixed(ratio.p50Paced),
        fixed(ratio.p99Paced),
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
  say();
  const kb = (bytes: number) => `${fixed(bytes / 1024)} KiB`;
  for (const point of results.idleTables) {
    const per = point.tables === 0 ? 'baseline' : `per idle table: heap ${kb(point.heapBytesPerTable)}, rss ${kb(point.rssBytesPerTable)}`;
    say(`${String(point.tables).padStart(6)} active tables: start to ready ${fixed(point.startToReadyMs, 0)} ms, heap ${kb(point.memory.heapUsed)} — ${per}`);
  }
  const ready = results.startToReady;
  say(
    `start to ready with ${ready.activeTables} active tables: ${fixed(ready.croupierMs, 0)} ms; the floor ${fixed(ready.floorMs, 0)} ms (÷floor ${fixed(ready.ratio)})`,
  );
  const forms = results.startForms;
  say(
    `start to ready, empty database, median of ${forms.starts} each: npm run start:prod (compiled) ${fixed(forms.compiledMs, 0)} ms, ` +
      `npm start (tsx) ${fixed(forms.tsxMs, 0)} ms (compiled ÷ tsx ${fixed(forms.ratio)}); the build ${fixed(forms.buildMs / 1000, 1)} s; ` +
      `load average ${fixed(forms.loadBefore)} → ${fixed(forms.loadAfter)}`,
  );
  say();
  const service = results.serviceThroughput;
  say(
    `table service: ${fixed(service.serviceActionsPerSecond, 0)} actions/s ÷ plain one-row UPDATE ${fixed(service.plainUpdatesPerSecond, 0)}/s = ${fixed(service.ratio, 3)}`,
  );
  const ticks = results.timerTicks;
  const tick = (cost: typeof ticks.before) =>
    `${fixed(cost.tickMs, 3)} ms (past deadline ${fixed(cost.pastDeadlineMs, 3)}, reminders due ${fixed(cost.remindersDueMs, 3)})`;
  say(
    `turn-timer tick at ${ticks.activeTables} active tables: scanning ${tick(ticks.before)}, by index ${tick(ticks.after)}; ` +
      `scan ÷ index ${fixed(ticks.ratio, 0)}; load ${fixed(ticks.loadAtStart)} on ${ticks.cores} cores${ticks.busyMachine ? ' (busy machine: read the ratio with care)' : ''}`,
  );
  for (const [kind, cost] of Object.entries(results.pictures)) {
    say(`picture, ${kind}: ${fixed(cost.medianMs, 1)} ms (${fixed(cost.kilobytes, 0)} KB) = ${fixed(cost.actions, 1)} table-service actions`);
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
      `(×${fixed(championship.timeRatio)}); state ${championship.stateBytesEarly} → ${championship.stateBytesLate} bytes (×${fixed(championship.sizeRatio)})`,
  );
  say(`took ${fixed(results.durationSeconds, 1)} s`);
}
