// The stand-in alone (issue 32): a local Discord for a bot that runs elsewhere — `npm run clusters` behind `npm run proxy` (docs/SCALING.md) — with the members' side typed as transcript lines.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Store } from '../src/db/store.js';
import type { PlayerSummary } from '../src/engine/contract.js';
import { cryptoRng } from '../src/engine/dice/rng.js';
import { createEngine } from '../src/engine/index.js';
import type { TableService } from '../src/engine/tables/service.js';
import { gameModules } from '../src/games/index.js';
import type { StandInInteraction } from '../standin/model.js';
import { DiscordStandIn } from '../standin/standin.js';
import { chooseInSelect, pressButton, type SlashInput, typeCommand, type Within } from '../standin/users.js';
import type { DiceForcing } from './forced-dice.js';
import { apologySentences } from './harness.js';
import type { Playground } from './playground.js';

/** How long the stand-in hears nothing from the bot before a step counts as done (the bot is another process: nobody can ask it whether it is idle). */
const QUIET_MS = 500;
/** How often the stand-in looks whether the bot has come (connected every shard, registered its commands). */
const LOOK_MS = 200;

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

export interface StandaloneOptions {
  /** Servers the bot is in: the stand-in's own and `guild2` … `guildN` [4]. */
  servers: number;
  /** The shard count the stand-in recommends (`SHARD_COUNT=auto` takes it) [4]. */
  shards: number;
  /** The bot's database, for `summary` [none]. */
  store: Store | null;
}

/**
 * A bot elsewhere that its runner can ask more of (the clusters' test):
 * whether it is idle (a step is done then, not after a quiet half second),
 * and its forced dice.
 */
export interface ReachableBot {
  idle(): Promise<unknown>;
  forcing: DiceForcing | null;
}

/**
 * The stand-in listening for a bot of its own: members step in, and a step
 * is done once the bot answered it and then said nothing for half a second
 * (or, for a bot that can be asked, once it says it is idle). Forced dice,
 * moving the clock and restarts need the bot in this process (the sandbox)
 * or one that takes them: elsewhere they are refused as the script's mistake.
 */
export class Standalone implements Playground {
  readonly forcing: DiceForcing | null;
  readonly wait = null;
  readonly restart = null;
  private readonly tables: TableService | null;

  private constructor(
    readonly standin: DiscordStandIn,
    readonly store: Store | null,
    private readonly shards: number,
    private readonly bot: ReachableBot | null,
  ) {
    this.forcing = bot?.forcing ?? null;
    // Reads only (a summary's lines): the bot elsewhere makes every change.
    this.tables = store
      ? createEngine(
          store,
          gameModules.map((module) => module.game),
          cryptoRng,
        ).tables
      : null;
  }

  static async start(options: StandaloneOptions): Promise<Standalone> {
    const { shards } = options;
    const standin = new DiscordStandIn({ shards: { shards, sessionStartLimit: { total: 1000, resetAfter: 0, maxConcurrency: shards } } });
    for (let n = 2; n <= options.servers; n += 1) standin.addGuild(`guild${n}`);
    standin.apologies.watch(apologySentences());
    const standalone = new Standalone(standin, options.store, shards, null);
    await standin.start();
    return standalone;
  }

  /** On a stand-in already running, for a bot that can be asked (several scripts may play on one stand-in at once, each its own). */
  static beside(standin: DiscordStandIn, store: Store | null, bot: ReachableBot): Standalone {
    return new Standalone(standin, store, standin.shardSettings.shards, bot);
  }

  /** What a bot needs to reach this stand-in, as `.env` lines: the proxy sends to PROXY_UPSTREAM, the clusters through the proxy. */
  envLines(): string[] {
    const { standin } = this;
    return [`DISCORD_TOKEN=${standin.token}`, `DISCORD_APPLICATION_ID=${standin.applicationId}`, `PROXY_UPSTREAM=${standin.apiUrl}`];
  }

  /** Writes `envLines` to a file (its folder made if missing). */
  writeEnv(file: string): void {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${this.envLines().join('\n')}\n`);
  }

  /** Resolves once the bot has connected every shard and registered its commands (`npm run deploy-commands`). */
  async botArrived(): Promise<void> {
    const { standin } = this;
    const connected = () => new Set(standin.gateway?.identifies ?? []).size >= this.shards;
    while (!connected() || standin.commands.size === 0) await pause(LOOK_MS);
  }

  summaries(tableId: number): Promise<Map<string, PlayerSummary>> {
    if (!this.tables) throw new Error("the bot's database was not given (--db), so there is nothing to sum up");
    return this.tables.summaries(tableId);
  }

  command(member: string, input: SlashInput): Promise<StandInInteraction> {
    return this.settle(typeCommand(this.standin, member, input));
  }

  press(member: string, label: string, within?: Within): Promise<StandInInteraction> {
    return this.settle(pressButton(this.standin, member, label, within));
  }

  select(member: string, placeholder: string, value: string, within?: Within): Promise<StandInInteraction> {
    return this.settle(chooseInSelect(this.standin, member, placeholder, value, within));
  }

  /** The bot is told of a change (a permission): done once it has been quiet a while. */
  settled(): Promise<void> {
    return this.quiet();
  }

  async stop(): Promise<void> {
    await this.standin.stop();
  }

  private async settle(interaction: StandInInteraction): Promise<StandInInteraction> {
    await this.standin.waitForAnswer(interaction.id);
    await this.quiet();
    return interaction;
  }

  /**
   * Waits until the bot is done: it says so when it can be asked; else it
   * made no request of the stand-in for QUIET_MS (its DMs and announcements
   * after an answer have gone out).
   */
  private async quiet(): Promise<void> {
    if (this.bot) {
      await this.bot.idle();
      return;
    }
    let seen = this.requests();
    for (;;) {
      await pause(QUIET_MS);
      const now = this.requests();
      if (now === seen) return;
      seen = now;
    }
  }

  private requests(): number {
    const stats = this.standin.stats();
    return stats.actions + Object.values(stats.rest).reduce((sum, count) => sum + count, 0);
  }
}
