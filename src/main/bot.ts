// Assembles the production bot: the Discord client, engine services, delivery machinery and dispatcher, with start, idle and stop.

import { Client, Events, GatewayIntentBits, type RateLimitData, type RESTOptions } from 'discord.js';
import { inArrivalOrder } from '../db/sqlite-store.js';
import type { Store } from '../db/store.js';
import { docsFolder } from '../discord/commands/help-pages.js';
import { Announcer } from '../discord/delivery/announcer.js';
import { ChannelWindow } from '../discord/delivery/channel-window.js';
import { rejectRateLimitedEdits } from '../discord/delivery/channels.js';
import { ClosedDms } from '../discord/delivery/closed-dms.js';
import { GlobalPace } from '../discord/delivery/global-pace.js';
import { LostPlaces } from '../discord/delivery/lost-places.js';
import { watchPermissions } from '../discord/delivery/permission-changes.js';
import { showUnshown } from '../discord/delivery/publish.js';
import { TableMessenger } from '../discord/delivery/table-messenger.js';
import { rejectOnRateLimit } from '../discord/delivery/threads.js';
import { TurnTimers } from '../discord/delivery/turn-timers.js';
import type { AnyGameModule } from '../discord/kit/game-module.js';
import type { BotContext } from '../discord/runtime/context.js';
import { createDispatcher } from '../discord/runtime/dispatcher.js';
import type { SlashCommand } from '../discord/runtime/handlers.js';
import { InstalledGames } from '../discord/runtime/installed-games.js';
import { exemptInteractionRoutes } from '../discord/runtime/interaction-rest.js';
import { Commitments } from '../engine/dice/commitments.js';
import type { DiceSource, Rng } from '../engine/dice/rng.js';
import { Wallets } from '../engine/economy/wallet-service.js';
import { createEngine } from '../engine/index.js';
import { Records } from '../engine/records/records.js';
import { HELD_MS } from '../engine/servers/held.js';
import { Interactions } from '../engine/servers/interactions.js';
import { Members } from '../engine/servers/members.js';
import { Servers } from '../engine/servers/servers.js';
import { TableBook } from '../engine/tables/table-book.js';
import { TournamentBook } from '../engine/tournaments/tournament-book.js';
import { WriteLock } from '../engine/write-lock.js';
import type { Logger } from '../log.js';
import { Pictures } from '../pictures/index.js';
import { commandList } from './commands.js';
import { type GatewaySessionOptions, GatewaySessions } from './gateway-sessions.js';
import { botCaches, type ShardCount, ShardWatch, type ShardWatchOptions, servedServers, shardOptions, withoutShardingManagerEnvironment } from './shards.js';

export interface BotOptions {
  /** Where the state lives: SQLite (the default) or PostgreSQL (issue 32), behind the one port. */
  store: Store;
  log: Logger;
  /** Cryptographic in production; the sandbox and tests inject their own. */
  rng: Rng;
  /** The dice of table actions [`rng`]; a replayable run keys them by table and version. */
  tableDice?: DiceSource;
  /** The games it runs (src/games/index.ts; the sandbox adds its demo game). */
  modules: readonly AnyGameModule[];
  /** Commands beyond the games' (tests add a deliberately slow one). */
  extraCommands?: readonly SlashCommand[];
  /** Where /help links Croupier's docs (`DOCS_URL`, the docs folder); without it /help names the files. */
  docsUrl?: string;
  now?: () => number;
  /**
   * How the bot waits for a channel's rate window to open [real time]. The
   * sandbox lets its own clock move instead: the wait is as long for the
   * stand-in, which measures Discord's limits on that clock, without a test
   * sleeping through it.
   */
  pause?: (milliseconds: number) => Promise<void>;
  /** Where REST calls go: Discord by default, the local stand-in in tests and the sandbox. */
  rest?: Partial<RESTOptions>;
  /** How often turn timers look at the clock [1 s]; 0: only when told (the sandbox ticks when its clock moves). */
  timerPeriodMs?: number;
  /** `SHARD_COUNT` [auto: Discord's recommendation] (issue 31). */
  shards?: ShardCount;
  /**
   * `SHARDS`: the shards of a numeric count this process serves, and whose
   * servers' turn timers and unshown outbox it owns [every shard]. Another
   * process on the same database serves the others.
   */
  servedShards?: readonly number[];
  /** The shard watchdog's clock, silence and period [real time, a minute, 15 s]. */
  shardWatch?: ShardWatchOptions;
  /** How often the shards' sessions are saved, and how big a shard may be to resume [10 s, 100 servers] (gateway-sessions.ts). */
  gatewaySessions?: GatewaySessionOptions;
}

export interface Bot {
  client: Client;
  /** The store the bot's services were built on: for composition and tests, never given to a handler. */
  store: Store;
  context: BotContext;
  /** The tables' clocks: reminders and default moves when a turn runs out. */
  timers: TurnTimers;
  commands: SlashCommand[];
  /** Each shard's life in the log, the IDENTIFYs counted, the silent named (shards.ts). */
  shards: ShardWatch;
  /** Each shard's session, saved so that a restart resumes it (gateway-sessions.ts). */
  sessions: GatewaySessions;
  /** Rejects with the operator's sentence when Discord closes a shard with 4011: the bot needs more shards (never resolves). */
  shardingRequired: Promise<never>;
  login(token: string): Promise<void>;
  /** Resolves when every interaction received so far has been fully handled. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The production bot, whoever hosts it: only the Guilds intent (no
 * privileged intents), one dispatcher for every interaction.
 */
export function createBot(options: BotOptions): Bot {
  // A thread Discord will not make for minutes is not waited for: the group plays in the channel (threads.ts).
  // A message edit Discord holds back is drawn anew after the wait, never sent stale (channels.ts, issue 27).
  const rejected = (limit: RateLimitData) => rejectOnRateLimit(limit) || rejectRateLimitedEdits(limit);
  // Discord's 50 requests in any second, paced across it rather than sent in discord.js's once-a-second wave (global-pace.ts, issue 31).
  const makeRequest = new GlobalPace().paced(options.rest?.makeRequest);
  const client = withoutShardingManagerEnvironment(
    () =>
      new Client({
        intents: [GatewayIntentBits.Guilds],
        rest: { ...options.rest, makeRequest, rejectOnRateLimit: rejected },
        ...shardOptions(options.shards ?? 'auto', options.servedShards),
        makeCache: botCaches(),
        // Called at login, once `sessions` exists: the saved sessions go to discord.js through it (gateway-sessions.ts).
        ws: { buildStrategy: (connections) => sessions.sessionStrategy(connections) },
      }),
  );
  // Issue 31: follow-ups and edits of interaction answers never wait in discord.js's global queue (Discord exempts them).
  exemptInteractionRoutes(client);
  const { store, log } = options;
  let needMoreShards: (sentence: string) => void = () => {};
  const shardingRequired = new Promise<never>((_, reject) => {
    needMoreShards = (sentence) => reject(new Error(sentence));
  });
  // Whoever starts the bot decides what 4011 does (start.ts stops it); unwatched, it is only logged.
  shardingRequired.catch(() => {});
  const shards = new ShardWatch(client, log, (sentence) => needMoreShards(sentence), options.shardWatch);
  const sessions = new GatewaySessions(client, store.tx, log, options.gatewaySessions);
  // The one place the games meet Discord: their rules go to the table service, their words, renderers and plays to the Discord layer.
  const games = new InstalledGames(options.modules);
  // The table service with its features attached: records, side bets, and tournaments that move on as their tables' games end.
  // Issue 31: which servers' turn timers and outbox this process owns (the shards it serves, or all).
  const served = servedServers(options.shards ?? 'auto', options.servedShards);
  const { tables, sideBets, tournaments } = createEngine(
    store,
    options.modules.map((module) => module.game),
    options.tableDice ?? options.rng,
    { served },
  );
  // The Discord layer reaches the database only through these services (issue 29).
  const servers = new Servers(store);
  const members = new Members(store);
  const tableBook = new TableBook(store);
  const context: BotContext = {
    client,
    log,
    rng: options.rng,
    tables,
    tableBook,
    sideBets,
    tournaments,
    tournamentBook: new TournamentBook(store),
    servers,
    members,
    wallets: new Wallets(store),
    records: new Records(store),
    commitments: new Commitments(store),
    interactions: new Interactions(store),
    writeLock: new WriteLock(store),
    games,
    messenger: new TableMessenger({
      client,
      servers,
      members,
      tableBook,
      log,
      tables,
      games,
      now: options.now ?? Date.now,
      pause: options.pause,
      // Issue 32: with the shards split, other processes act on the same tables.
      shared: !served.every,
    }),
    closedDms: new ClosedDms(options.now ?? Date.now),
    announcer: new Announcer(
      { client, log, now: options.now ?? Date.now, shared: !served.every, noteSaidTogether: (parts) => tables.noteSaidTogether(parts) },
      new ChannelWindow(options.now ?? Date.now, options.pause),
    ),
    pictures: new Pictures(),
    now: options.now ?? Date.now,
    served,
    startedAt: (options.now ?? Date.now)(),
    showingNow: new Set(),
  };
  const timers = new TurnTimers(context);
  const lost = new LostPlaces(context);
  // The one list: what is dispatched here is what deploy-commands and the sandbox register.
  const { commands, components } = commandList(options.modules, options.extraCommands, docsFolder(options.docsUrl));
  const dispatch = createDispatcher(commands, components, context);

  // Interactions still being handled, so a test or transcript can wait for the bot to finish.
  const inFlight = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };
  // Issue 28 (6): table messages left stale while the bot lacked a permission, redrawn once it has it again.
  const redrawOwed = watchPermissions(client, context, track);
  // Each interaction's statements keep its place in line at the database: a burst is answered first come, first served (sqlite-store.ts).
  client.on(Events.InteractionCreate, (interaction) => track(inArrivalOrder(() => dispatch(interaction)).then(() => redrawOwed(interaction))));
  // Resolves once what the last run saved but never showed has been shown.
  let caughtUp: Promise<void> = Promise.resolve();
  let sweep: ReturnType<typeof setInterval> | undefined;
  let sweeping = false;
  const sweepUnshown = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      const count = await showUnshown(context);
      if (count > 0) options.log.info({ actions: count }, 'showed what another process had held and let go');
    } catch (error) {
      options.log.warn({ err: error }, 'could not look for what another process let go');
    } finally {
      sweeping = false;
    }
  };
  client.once(Events.ClientReady, (ready) => {
    // Tables live in SQLite: a restarted bot simply reads each one when it is next touched.
    // Issue 31: which servers' turn timers and outbox this process owns (the shards it serves, or all).
    const serving = context.served.every ? 'every shard' : context.served.shards;
    caughtUp = tableBook
      .unfinished()
      .then((tables) =>
        options.log.info({ user: ready.user.tag, servers: ready.guilds.cache.size, tables: tables.length, serving }, 'ready; picking up unfinished tables'),
      )
      // Tables whose place was deleted while the bot was down are cancelled first: nothing is shown where nobody can see it.
      .then(() => lost.sweep())
      .catch((error: unknown) => options.log.error({ err: error }, 'could not look for tables whose channel is gone'))
      .then(() => showUnshown(context))
      .then(
        (count) => {
          if (count > 0) options.log.info({ actions: count }, 'showed what was saved before the restart');
        },
        (error: unknown) => options.log.error({ err: error }, 'could not show what was saved before the restart'),
      )
      .then(() => redrawOwed())
      // A deadline that passed while the bot was down fires now, once, after what was saved before it is shown.
      .then(() => timers.tick())
      .catch((error: unknown) => options.log.error({ err: error }, 'turn timers failed at start'))
      .then(() => {
        const period = options.timerPeriodMs ?? 1000;
        if (period > 0) timers.start(period);
        // Issue 32: what another process held and let go (it died, and no process for its shards came back) is taken
        // once nobody has held it for HELD_MS; looked for a few times in that span, never two looks at once.
        if (period > 0) sweep = setInterval(() => void sweepUnshown(), HELD_MS / 5);
      });
  });
  client.on(Events.Error, (error) => options.log.error({ err: error }, 'discord client error'));
  // Issue 28: a table whose channel or thread is gone (deleted now, or while the bot was down) is cancelled, its host told.
  client.on(Events.ChannelDelete, (channel) => void lost.gone(channel.id));
  client.on(Events.ThreadDelete, (thread) => void lost.gone(thread.id));
  client.rest.on('response', (request, response) => {
    lost.answered(request.method, request.path, response.status).catch((error: unknown) => options.log.warn({ err: error }, 'a 404 could not be looked into'));
  });
  client.rest.on('rateLimited', (info) => options.log.warn({ route: info.route, retryAfter: info.retryAfter }, 'rate limited'));

  return {
    client,
    store,
    context,
    timers,
    commands,
    shards,
    sessions,
    shardingRequired,
    async login(token) {
      await client.login(token);
    },
    async idle() {
      await caughtUp;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      await lost.idle();
    },
    async stop() {
      timers.stop();
      clearInterval(sweep);
      shards.stop();
      // Closed so that Discord keeps each session, and saved: the next start resumes instead of spending IDENTIFYs.
      await sessions.closeResumable();
      await client.destroy();
    },
  };
}
