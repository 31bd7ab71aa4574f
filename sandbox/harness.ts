// The sandbox: the real production bot wired to the local Discord stand-in in one process, with a shared clock and forceable dice, for demos and tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DefaultRestOptions, Events, type RESTOptions } from 'discord.js';
import type { Db } from '../src/db/connection.js';
import { SqliteStore } from '../src/db/sqlite-store.js';
import type { Store } from '../src/db/store.js';
import { registerCommands } from '../src/discord/commands/register.js';
import type { AnyGameModule } from '../src/discord/kit/game-module.js';
import type { SlashCommand } from '../src/discord/runtime/handlers.js';
import type { PlayerSummary } from '../src/engine/contract.js';
import { cryptoRng } from '../src/engine/dice/rng.js';
import { seededRng } from '../src/games/testing/replayable.js';
import { english } from '../src/i18n/index.js';
import { createLogger, type Logger } from '../src/log.js';
import { type Bot, createBot } from '../src/main/bot.js';
import { registeredData } from '../src/main/commands.js';
import { type OpenedStore, openStore } from '../src/main/open-store.js';
import type { ShardCount, ShardWatchOptions } from '../src/main/shards.js';
import { Clock } from '../standin/clock.js';
import type { StandInInteraction, StoredMessage } from '../standin/model.js';
import type { ShardSettings } from '../standin/shards.js';
import { DiscordStandIn } from '../standin/standin.js';
import { chooseInSelect, componentInteraction, pressButton, type SlashInput, typeCommand, type Within } from '../standin/users.js';
import { type DiceForcing, ForcedDice, forcingOf } from './forced-dice.js';
import type { Playground } from './playground.js';

export interface SandboxOptions {
  /** The SQLite file; a temporary one (removed at stop) when not given. */
  databasePath?: string;
  /** Issue 32: the bot keeps its state in this PostgreSQL database instead (migrated at start); `databasePath` is then not used. */
  databaseUrl?: string;
  /** Makes the dice reproducible for demos; otherwise they are cryptographic. */
  seed?: string | number;
  /** The games the bot runs (the CLI: production's and the demo game). */
  modules?: readonly AnyGameModule[];
  /** Commands beyond the games' (tests add a deliberately slow one). */
  extraCommands?: readonly SlashCommand[];
  /** Where /help links the docs (`DOCS_URL`); without it /help names the files. */
  docsUrl?: string;
  log?: Logger;
  /** Issue 31: servers the bot is in from the start, the sandbox's own first (`guild2` … `guildN` after it) [1]. */
  guilds?: number;
  /** The bot's `SHARD_COUNT` [auto: what the stand-in's /gateway/bot recommends]. */
  shards?: ShardCount;
  /** The bot's `SHARDS`: the shards of a numeric `shards` it serves, another bot on the same database serving the rest [every one]. */
  servedShards?: readonly number[];
  /** The stand-in's sharding: its recommended shard count, session start limit and servers a session may hold [Discord's]. */
  shardSettings?: Partial<ShardSettings>;
  /** The bot's shard watchdog: its clock, silence and period (a test looks when it says) [real time, a minute, 15 s]. */
  shardWatch?: ShardWatchOptions;
}

/**
 * The bot's apology for its own failure (the dispatcher's catch-all,
 * `error-unexpected`) in every language its catalog has: what the stand-in
 * watches for (`apologies.watch`), since it imports nothing of the bot.
 */
export function apologySentences(): string[] {
  const key = 'error-unexpected';
  const translated = Object.values(english.translations).map((words) => words?.[key]);
  return [english.messages[key], ...translated].filter((sentence): sentence is string => typeof sentence === 'string');
}

/**
 * The stand-in and the real bot in one process: the production bot, with
 * only the network replaced, the clock shared and the dice forceable.
 */
export class Sandbox implements Playground {
  readonly clock = new Clock();
  readonly standin: DiscordStandIn;
  readonly dice: ForcedDice;
  /** The same dice as a transcript forces them (Playground). */
  readonly forcing: DiceForcing;
  readonly databasePath: string;
  private readonly temporaryDir: string | null;
  private readonly log: Logger;
  private current: { bot: Bot; opened: OpenedStore } | null = null;

  private constructor(private readonly options: SandboxOptions) {
    this.standin = new DiscordStandIn({ clock: this.clock, ...(options.shardSettings ? { shards: options.shardSettings } : {}) });
    for (let n = 2; n <= (options.guilds ?? 1); n += 1) this.standin.addGuild(`guild${n}`);
    this.dice = new ForcedDice(options.seed === undefined ? cryptoRng : seededRng(options.seed));
    this.forcing = forcingOf(this.dice);
    this.temporaryDir = options.databasePath ? null : mkdtempSync(join(tmpdir(), 'croupier-sandbox-'));
    this.databasePath = options.databasePath ?? join(this.temporaryDir!, 'croupier.db');
    this.log = options.log ?? createLogger({ level: 'silent', pretty: false });
    // Issue 26: "Something went wrong" is a failure of the bot's, never a story a test or a transcript tells by accident.
    this.standin.apologies.watch(apologySentences());
  }

  static async start(options: SandboxOptions = {}): Promise<Sandbox> {
    const sandbox = new Sandbox(options);
    await sandbox.standin.start();
    await sandbox.startBot();
    return sandbox;
  }

  get bot(): Bot {
    if (!this.current) throw new Error('the bot is not running');
    return this.current.bot;
  }

  /** The SQLite connection the bot runs on, for tests that read it directly (not on PostgreSQL: read `store` there). */
  get db(): Db {
    if (!this.current) throw new Error('the bot is not running');
    const { store } = this.current.opened;
    if (!(store instanceof SqliteStore)) throw new Error('this sandbox keeps its state in PostgreSQL: read it through `store`');
    return store.db;
  }

  /** The store the bot runs on, SQLite or PostgreSQL. */
  get store(): Store {
    if (!this.current) throw new Error('the bot is not running');
    return this.current.opened.store;
  }

  /** What each game says of its players, read through the bot's own table service. */
  summaries(tableId: number): Promise<Map<string, PlayerSummary>> {
    return this.bot.context.tables.summaries(tableId);
  }

  /** Resolves once the bot has handled everything it was told. */
  settled(): Promise<void> {
    return this.bot.idle();
  }

  private async startBot(): Promise<void> {
    // As `npm start` opens it (open-store.ts): the PostgreSQL database when given, else the SQLite file.
    const opened = await openStore({
      DATABASE_PATH: this.databasePath,
      DATABASE_URL: this.options.databaseUrl,
      DATABASE_POOL_SIZE: 10,
    });
    const bot = createBot({
      store: opened.store,
      log: this.log,
      rng: this.dice,
      modules: this.options.modules ?? [],
      extraCommands: this.options.extraCommands ?? [],
      ...(this.options.docsUrl ? { docsUrl: this.options.docsUrl } : {}),
      now: this.clock.now,
      pause: this.waitOut,
      rest: { api: this.standin.apiUrl, makeRequest: this.send },
      // Turn timers fire when the sandbox's clock moves (`wait:`), so a script is the same however fast it runs.
      timerPeriodMs: 0,
      ...(this.options.shards === undefined ? {} : { shards: this.options.shards }),
      ...(this.options.servedShards === undefined ? {} : { servedShards: this.options.servedShards }),
      ...(this.options.shardWatch ? { shardWatch: this.options.shardWatch } : {}),
    });
    const ready = new Promise<void>((resolve) => bot.client.once(Events.ClientReady, () => resolve()));
    await bot.login(this.standin.token);
    await ready;
    // Globally, as `deploy-commands` does in production: where Discord offers them is then up to their contexts.
    await registerCommands(bot.client.rest, this.standin.applicationId, undefined, registeredData(bot.commands, bot.context.games.words));
    this.current = { bot, opened };
  }

  /**
   * `restart`: the bot stops as SIGTERM stops it (no goodbye; its gateway sessions kept, issue 31) and starts again on the
   * same database, resuming them; `whileDown`: what happens on Discord meanwhile.
   */
  async restart(whileDown?: () => void): Promise<void> {
    const { bot, opened } = this.current!;
    this.current = null;
    await bot.stop();
    await opened.close();
    whileDown?.();
    await this.startBot();
  }

  async stop(): Promise<void> {
    if (this.current) {
      await this.current.bot.idle();
      await this.current.bot.stop();
      await this.current.opened.close();
      this.current = null;
    }
    await this.standin.stop();
    if (this.temporaryDir) rmSync(this.temporaryDir, { recursive: true, force: true });
  }

  /** Waits for the bot's answer and for everything it does after (DMs, announcements). */
  private async settle(interaction: StandInInteraction): Promise<StandInInteraction> {
    await this.standin.waitForAnswer(interaction.id);
    await this.bot.idle();
    return interaction;
  }

  async command(member: string, input: SlashInput): Promise<StandInInteraction> {
    return this.settle(typeCommand(this.standin, member, input));
  }

  async press(member: string, label: string, within?: Within): Promise<StandInInteraction> {
    return this.settle(pressButton(this.standin, member, label, within));
  }

  /** A component interaction with any custom id on `message`, as a tampered client could send it (`values`: a select's). */
  async forge(member: string, message: StoredMessage, customId: string, values?: string[]): Promise<StandInInteraction> {
    const data = values === undefined ? { custom_id: customId, component_type: 2 } : { custom_id: customId, component_type: 3, values };
    return this.settle(componentInteraction(this.standin, member, message, data));
  }

  async select(member: string, placeholder: string, value: string, within?: Within): Promise<StandInInteraction> {
    return this.settle(chooseInSelect(this.standin, member, placeholder, value, within));
  }

  /**
   * The bot waiting out a rate window (a channel's 5 edits in 5 s): the shared clock moves on, so Discord's 5 s pass for
   * the stand-in too, but only once the interactions already sent are answered, as they would be within the real
   * seconds of the wait. Moving it first aged a burst (150 joins at once) past Discord's 3 s (issue 31).
   */
  readonly waitOut = async (milliseconds: number): Promise<void> => {
    await this.standin.answersDue();
    // And once the requests already let go have reached the stand-in: moved first, the clock dated a request the
    // bot let go before the wait as if it came after it (an edit counted 6 s early: 30046 on a loaded machine).
    await Promise.allSettled([...this.sending]);
    this.clock.advance(milliseconds);
  };

  /** The bot's REST requests let go and not yet answered (waitOut waits for them). */
  private readonly sending = new Set<Promise<unknown>>();

  /** discord.js's own way of sending a request, with each one noted in `sending` until its answer. */
  private readonly send: RESTOptions['makeRequest'] = (url, init) => {
    const sent = DefaultRestOptions.makeRequest(url, init);
    this.sending.add(sent);
    const done = () => this.sending.delete(sent);
    sent.then(done, done);
    return sent;
  };

  /** `wait: 5s`: the shared clock moves on, and whatever fell due meanwhile (reminders, turns out of time) happens. */
  async wait(milliseconds: number): Promise<void> {
    this.clock.advance(milliseconds);
    await this.bot.timers.tick();
    await this.bot.idle();
  }
}
