/**
 * A bot and its own stand-in (one process each: the stand-in and the
 * driver here, the bot a child), and the load scenarios run against it.
 * First response is measured here, in the driver's process: from just
 * before INTERACTION_CREATE is sent to the moment the bot's first callback
 * for it arrives at the stand-in.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { REST } from 'discord.js';
import { registerCommands } from '../src/discord/commands/register.js';
import { allCommandData } from '../src/main/commands.js';
import { createMessage } from '../standin/messages.js';
import { channelPayload } from '../standin/payloads.js';
import { DiscordStandIn } from '../standin/standin.js';
import { type BotKind, type RunningBot, startBot } from './bots.js';
import { ActionLog, type DriverContext, playFloor, playTable, seeded, sleep, TableWatch } from './driver.js';
import { type LoadRecord, loadNow } from './load.js';
import { type PerAction, Tally } from './tally.js';

export interface ScenarioSpec {
  name: string;
  tables: number;
  /** Each member's pause between actions, on average (±20 %); 0: as fast as the table allows. */
  pauseMs: number;
  durationMs: number;
  /** The issue sets its first-response target here (1 table, 200 pausing tables): judged met or not met, on a quiet machine. */
  targeted?: boolean;
  /** The share of presses and selects among the actions [0.5, the rest typed commands]. */
  buttonShare?: number;
}

export interface ScenarioFigures {
  sent: number;
  answered: number;
  /** Interactions not answered within Discord's 3 s (or not at all). */
  unanswered: number;
  p50Ms: number;
  p99Ms: number;
  actionsPerSecond: number;
  all: PerAction;
  button: PerAction;
  command: PerAction;
  maxChannelPostsPer5s: number;
  maxChannelEditsPer5s: number;
  /** The most globally limited requests the bot made in any sliding second, as the stand-in counted them: Discord allows 50. */
  maxGlobalPerSecond: number;
  /** The machine's load when the scenario began (load.ts). */
  load: LoadRecord;
}

export class BotWorld {
  private scenarios = 0;
  /** Every first response of the last run, in ms, sorted: for a figure merged over several runs (bench/pictures-beside-tables.ts). */
  lastLatenciesMs: number[] = [];

  private constructor(
    readonly kind: BotKind,
    readonly standin: DiscordStandIn,
    readonly bot: RunningBot,
    private readonly dir: string,
  ) {}

  static async start(kind: BotKind): Promise<BotWorld> {
    // 'record': an answer of the stand-in's off Discord's spec is noted, not thrown into the benchmark.
    const standin = new DiscordStandIn({ conformance: 'record' });
    await standin.start();
    // As `npm run deploy-commands` would have: the commands members type are Croupier's, for both bots.
    await registerCommands(new REST({ api: standin.apiUrl }).setToken(standin.token), standin.applicationId, undefined, allCommandData());
    const dir = mkdtempSync(join(tmpdir(), `croupier-bench-${kind}-`));
    const bot = await startBot(kind, standin, join(dir, 'croupier.db'));
    return new BotWorld(kind, standin, bot, dir);
  }

  async stop(): Promise<void> {
    await this.bot.stop();
    await this.standin.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  async run(spec: ScenarioSpec, seed: number): Promise<ScenarioFigures> {
    const { standin } = this;
    this.scenarios += 1;
    const log = new ActionLog();
    const context: DriverContext = { standin, log, random: seeded(seed), buttonShare: spec.buttonShare };
    const tally = new Tally(standin, log);
    const watch = new TableWatch(standin);
    const pause = spec.pauseMs === 0 ? () => 0 : () => spec.pauseMs * (0.8 + 0.4 * context.random());
    const tables = Array.from({ length: spec.tables }, (_, index) => {
      const channel = standin.addChannel(`s${this.scenarios}-table-${index + 1}`);
      standin.dispatch('CHANNEL_CREATE', channelPayload(channel, [], standin.botUser.id));
      const members = [1, 2, 3].map((seat) => `s${this.scenarios}t${index + 1}m${seat}`);
      for (const member of members) log.channelOf.set(standin.member(member).id, channel.id);
      return { channel, members, index };
    });
    await sleep(200); // the bot hears of the new channels
    const load = loadNow();
    const since = standin.clock.now();
    const started = performance.now();
    const until = started + spec.durationMs;
    await Promise.all(
      tables.map(async ({ channel, members, index }) => {
        // Members who pause do not all begin at the same instant.
        if (spec.pauseMs > 0) await sleep(context.random() * spec.pauseMs);
        if (this.kind === 'croupier') return playTable(context, watch, channel.id, members, index, until, pause);
        const target = createMessage(
          standin,
          channel,
          { json: { content: 'floor', components: [{ type: 1, components: [{ type: 2, custom_id: 'floor', label: 'Go', style: 1 }] }] }, files: [] },
          { to: 'channel', user: null },
        );
        return playFloor(context, target, members[0]!, until, pause);
      }),
    );
    const elapsedMs = performance.now() - started;
    // What the last actions set off (DMs, edits) still belongs to them.
    await sleep(500);
    tally.stop();
    watch.detach();
    const latencies = log.actions.flatMap((action) => (action.answeredAt === null ? [] : [action.answeredAt - action.sentAt])).sort((a, b) => a - b);
    this.lastLatenciesMs = latencies;
    const answered = [...log.actions].filter((action) => standin.interactions.get(action.interactionId)?.outcome === 'answered').length;
    return {
      sent: log.actions.length,
      answered,
      unanswered: log.actions.length - answered,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      actionsPerSecond: answered / (elapsedMs / 1000),
      all: tally.perAction(['button', 'command']),
      button: tally.perAction(['button']),
      command: tally.perAction(['command']),
      maxChannelPostsPer5s: tally.maxPostsPer5s(),
      maxChannelEditsPer5s: tally.maxEditsPer5s(),
      maxGlobalPerSecond: standin.traffic.maxGlobalPerSecond(since),
      load,
    };
  }
}

/** Nearest rank. */
export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}
