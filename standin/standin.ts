// The Discord stand-in: a local fake Discord the real discord.js client connects to; tests and the sandbox act as members through it.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PermissionFlagsBits } from 'discord-api-types/v10';
import { ApologyWatch } from './apologies.js';
import { RateLimitBuckets } from './buckets.js';
import { Clock } from './clock.js';
import { type DiscordRefusal, refusals } from './errors.js';
import { frontDoorTo } from './front-door.js';
import { Gateway } from './gateway.js';
import { addedGuildId, channelsByGuild, guildCreatePayload, guildRoles, guildsOnShard, newGuild, readyPayload } from './guild.js';
import { Snowflakes } from './ids.js';
import { INTERACTION_DEADLINE_MS } from './interactions.js';
import type {
  Audience,
  RateLimitRule,
  Refusal,
  StandInChannel,
  StandInCommand,
  StandInGuild,
  StandInInteraction,
  StandInUser,
  StoredMessage,
} from './model.js';
import { OldMessageEdits } from './old-edits.js';
import { channelPayload } from './payloads.js';
import { botPermissionsIn, EVERYONE, type PermissionName } from './permissions.js';
import { handleRest } from './rest.js';
import { DEFAULT_SHARD_SETTINGS, type ShardSettings } from './shards.js';
import { type StandInStats, Traffic } from './stats.js';
import { MAX_ACTIVE_THREADS } from './threads.js';

export interface StandInOptions {
  clock?: Clock;
  token?: string;
  guildName?: string;
  /**
   * What to do with an answer of the stand-in's that Discord's spec would not
   * send: 'refuse' (the default) sends a 500 instead and throws, so the test
   * running fails; 'record' only notes it in `nonConforming`.
   */
  conformance?: 'refuse' | 'record';
  /**
   * The gateway address GET /gateway/bot answers [the stand-in's own]: a test
   * of a Discord whose REST answers while its gateway cannot be reached names
   * one where nothing listens.
   */
  gatewayUrl?: string;
  /** What /gateway/bot recommends and allows, and the servers a session may hold before 4011 (issue 31) [Discord's, one shard]. */
  shards?: Partial<ShardSettings>;
}

/** The server an event belongs to, as Discord routes it: its `guild_id` (a DM's events have none). */
function guildIdOf(data: unknown): string | null {
  const guildId = typeof data === 'object' && data !== null && 'guild_id' in data ? data.guild_id : null;
  return typeof guildId === 'string' ? guildId : null;
}

export type MessageEvent = { kind: 'shown' | 'edited' | 'deleted'; message: StoredMessage };

/**
 * A local Discord: the real discord.js client connects to it over HTTP and
 * WebSocket and cannot tell the difference for what Croupier uses. Tests
 * and the sandbox act as users through its methods and read what each user
 * would see.
 */
export class DiscordStandIn {
  readonly clock: Clock;
  readonly token: string;
  readonly ids: Snowflakes;
  readonly applicationId: string;
  /** The sandbox's own server; tests of sharding add others (`addGuild`). */
  readonly home: StandInGuild;
  /** Every server the bot is in, the home one first. */
  readonly guilds = new Map<string, StandInGuild>();
  readonly shardSettings: ShardSettings;
  readonly guildId: string;
  readonly guildName: string;
  readonly moderatorRoleId: string;
  /** A plain role a server may name as its GM role (`/gm config gm_role:`). */
  readonly gameMasterRoleId: string;
  readonly ownerId: string;
  readonly generalChannelId: string;
  readonly botUser: StandInUser;
  readonly users = new Map<string, StandInUser>();
  readonly channels = new Map<string, StandInChannel>();
  readonly messages = new Map<string, StoredMessage>();
  readonly interactions = new Map<string, StandInInteraction>();
  readonly commands = new Map<string, StandInCommand>();
  readonly rateLimits: RateLimitRule[] = [];
  /** A server's most active threads; past it a new one is refused 160006 (threads.ts). */
  maxActiveThreads = MAX_ACTIVE_THREADS;
  private readonly expectedCodes = new Set<number>();
  readonly faults: { method: string; path: RegExp; refusal: () => DiscordRefusal; times: number }[] = [];
  /** Every answer with an error code the stand-in gave the bot, in order; `arranged`: a test's fault or rate limit. */
  readonly refusalsGiven: Refusal[] = [];
  /** Every answer of the stand-in's own that broke Discord's spec (see spec.ts), in order. */
  readonly nonConforming: { method: string; path: string; status: number; issues: string[] }[] = [];
  readonly conformance: 'refuse' | 'record';
  /** Every request served, counted by route kind and channel (stats.ts). */
  readonly traffic: Traffic = new Traffic(this);
  /** The bot's apology for its own failure, watched for in every message shown (apologies.ts). */
  readonly apologies = new ApologyWatch();
  /** Discord's rate-limit headers on every answer, counted per bucket and resource (buckets.ts). */
  readonly buckets = new RateLimitBuckets(() => this.clock.now());
  /** Discord's 3 edits in 6 s per channel of messages older than an hour (old-edits.ts); on, as on Discord. */
  readonly oldEdits = new OldMessageEdits(this);
  private readonly listeners = new Set<(event: MessageEvent) => void>();
  private readonly answerWaiters = new Map<string, (() => void)[]>();
  private server: Server | null = null;
  /** Tests drop its connections (a resume replays what was missed) or hold its deliveries (gateway.ts). */
  gateway: Gateway | null = null;
  private port = 0;
  private restUrl = '';

  constructor(private readonly options: StandInOptions = {}) {
    this.clock = options.clock ?? new Clock();
    this.token = options.token ?? 'MTAwMDAwMDAwMDAwMDAwMDAw.stand-in.token';
    this.conformance = options.conformance ?? 'refuse';
    this.ids = new Snowflakes(this.clock.now);
    this.shardSettings = { ...DEFAULT_SHARD_SETTINGS, ...options.shards };
    this.applicationId = this.ids.next();
    this.botUser = this.makeUser('Croupier', true);
    this.home = newGuild(this, this.ids.next(), options.guildName ?? 'Sandbox');
    // The home server's, as tests and the sandbox have always read them.
    this.guildId = this.home.id;
    this.guildName = this.home.name;
    this.moderatorRoleId = this.home.moderatorRoleId;
    this.gameMasterRoleId = this.home.gameMasterRoleId;
    this.ownerId = this.home.ownerId;
    this.generalChannelId = this.home.generalChannelId;
  }

  /** The server's Discord language (`preferred_locale`, and `guild_locale` on interactions): a bot (re)connecting reads it. */
  get guildLocale(): string {
    return this.home.locale;
  }
  set guildLocale(locale: string) {
    this.home.locale = locale;
  }

  /**
   * Another server with a #general, the bot in it (issue 31): its id puts it
   * on the next shard in turn (guild.ts); a connected bot is told (GUILD_CREATE).
   */
  addGuild(name: string): StandInGuild {
    const guild = newGuild(this, addedGuildId(this.home, this.guilds.size), name);
    // A new server's one channel is its #general: no need to look through every server's.
    this.dispatch('GUILD_CREATE', guildCreatePayload(this, guild, [this.channels.get(guild.generalChannelId)!]), 0, guild.id);
    return guild;
  }

  /** The server by its name (the home one's too), or undefined. */
  guildNamed(name: string): StandInGuild | undefined {
    return [...this.guilds.values()].find((guild) => guild.name === name);
  }

  /** The server a channel or thread is in (the home one for a DM, whose interactions name it as their owner). */
  guildOf(channel: StandInChannel): StandInGuild {
    return (channel.guildId && this.guilds.get(channel.guildId)) || this.home;
  }

  // ---- lifecycle -------------------------------------------------------

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.serve(request, response));
    this.gateway = new Gateway(this.server, this, () => this.gatewayUrl);
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    this.restUrl = await frontDoorTo(this.port);
  }

  async stop(): Promise<void> {
    await this.gateway?.close();
    if (this.server) {
      this.server.closeAllConnections();
      await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    }
    this.server = null;
  }

  /** What the bot passes as discord.js's `rest.api`: through the front door, which notes when each request arrives (front-door.ts). */
  get apiUrl(): string {
    return `${this.restUrl}/api`;
  }

  get gatewayUrl(): string {
    return this.options.gatewayUrl ?? `ws://127.0.0.1:${this.port}`;
  }

  /** What the bot asked of Discord so far, as issue 12 counts it. */
  stats(): StandInStats {
    return this.traffic.stats();
  }

  connectedSessions(): number {
    return this.gateway?.connectedSessions() ?? 0;
  }

  private async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    await handleRest(this, request, response);
  }

  // ---- the world -------------------------------------------------------

  private makeUser(name: string, bot = false): StandInUser {
    const user: StandInUser = {
      id: this.ids.next(),
      name,
      bot,
      dmsClosed: false,
      locale: 'en-US',
      roles: [],
      joinedAt: new Date(this.clock.now()).toISOString(),
    };
    this.users.set(user.id, user);
    return user;
  }

  /** A member by name, created on first mention (as transcripts do). */
  member(name: string): StandInUser {
    const existing = [...this.users.values()].find((user) => !user.bot && user.name === name);
    return existing ?? this.makeUser(name);
  }

  /** Gives (or takes) a server's Moderator role [the home server's]. */
  setModerator(name: string, on = true, guild: StandInGuild = this.home): void {
    const user = this.member(name);
    const role = guild.moderatorRoleId;
    user.roles = on ? [...new Set([...user.roles, role])] : user.roles.filter((held) => held !== role);
  }

  /** Gives a member a server's role by name ('Moderator' or 'Game Master') [the home server's]. */
  giveRole(name: string, roleName: string, guild: StandInGuild = this.home): void {
    const role = this.roles(guild).find((candidate) => candidate.name === roleName);
    if (!role) throw new Error(`no role ${roleName}`);
    const user = this.member(name);
    user.roles = [...new Set([...user.roles, role.id])];
  }

  roles(guild: StandInGuild = this.home) {
    return guildRoles(this, guild);
  }

  /**
   * A refusal the test arranged or the bot cannot foresee (a deleted
   * message, a late answer): `unexpected()` does not count it.
   */
  expectRefusal(...codes: number[]): void {
    for (const code of codes) this.expectedCodes.add(code);
  }

  /**
   * What the bot should never meet: an interaction it left unanswered (or
   * answered too late), a refusal nobody arranged, and its own apology for
   * a failure nobody provoked. Refusals of arranged faults and rate limits,
   * and closed DMs (the bot learns them only by trying), are expected; a
   * placeholder reaching a player (`reason`) never is.
   */
  unexpected(): { unanswered: StandInInteraction[]; refused: Refusal[]; apologies: StoredMessage[] } {
    const lateExpected = this.expectedCodes.has(10062);
    return {
      unanswered: [...this.interactions.values()].filter(
        (interaction) => interaction.outcome === 'waiting' || (interaction.outcome === 'too-late' && !lateExpected),
      ),
      refused: this.refusalsGiven.filter((refusal) => refusal.reason !== undefined || (!refusal.arranged && !this.expectedCodes.has(refusal.code))),
      apologies: this.apologies.unexpected(),
    };
  }

  setDmsClosed(name: string, closed = true): void {
    if (closed) this.expectRefusal(50007);
    this.member(name).dmsClosed = closed;
  }

  /** A text channel of the server [home]; the connected bot is told of it, as Discord tells it (CHANNEL_CREATE). */
  addChannel(name: string, guildId = this.guildId): StandInChannel {
    const channel = this.newChannel(name, guildId);
    // None is connected while the stand-in is built (#general): the bot learns those from GUILD_CREATE.
    this.dispatch('CHANNEL_CREATE', channelPayload(channel, [], this.botUser.id));
    return channel;
  }

  /** A channel of the guild, told to nobody yet: a thread's start (threads.ts says it as a thread). */
  newChannel(name: string, guildId = this.guildId): StandInChannel {
    const channel: StandInChannel = {
      id: this.ids.next(),
      type: 0,
      name,
      guildId,
      parentId: null,
      recipientId: null,
      botDenied: new Set(),
      deleted: false,
      thread: null,
    };
    this.channels.set(channel.id, channel);
    return channel;
  }

  /** Takes a permission away from the bot in one channel (its threads too); the bot hears of it as Discord tells it (CHANNEL_UPDATE). */
  denyBot(channelId: string, permission: PermissionName): void {
    const channel = this.channels.get(channelId)!;
    channel.botDenied.add(permission);
    this.dispatch('CHANNEL_UPDATE', channelPayload(channel, [], this.botUser.id));
  }

  /** Gives a permission back. */
  allowBot(channelId: string, permission: PermissionName): void {
    const channel = this.channels.get(channelId)!;
    channel.botDenied.delete(permission);
    this.dispatch('CHANNEL_UPDATE', channelPayload(channel, [], this.botUser.id));
  }

  /**
   * Deletes a channel or thread, and tells the bot as Discord does (Guilds
   * intent); `announced: false` keeps the event from it, as when it was sent
   * while the bot's session was gone, so only Discord's answers about the
   * channel (10003) can tell it.
   */
  deleteChannel(channelId: string, { announced = true }: { announced?: boolean } = {}): void {
    const channel = this.channels.get(channelId)!;
    channel.deleted = true;
    if (!announced) return;
    if (channel.thread) {
      this.dispatch('THREAD_DELETE', { id: channel.id, guild_id: channel.guildId, parent_id: channel.parentId, type: channel.type });
    } else {
      this.dispatch('CHANNEL_DELETE', channelPayload(channel, [], this.botUser.id));
    }
  }

  /** The next `times` requests matching are refused so, and do nothing (a test's outage or refusal). */
  refuseNext(method: string, path: RegExp, refusal: () => DiscordRefusal, times = 1): void {
    this.faults.push({ method: method.toUpperCase(), path, refusal, times });
  }

  /** The next `times` requests matching get 429 with Discord's headers. */
  rateLimit(method: string, path: RegExp, retryAfterSeconds = 0.25, times = 1, global = false): void {
    this.rateLimits.push({ method: method.toUpperCase(), path, retryAfterSeconds, times, global });
  }

  memberPermissions(user: StandInUser, guild: StandInGuild = this.home): bigint {
    return user.roles.includes(guild.moderatorRoleId) ? EVERYONE | PermissionFlagsBits.ManageGuild : EVERYONE;
  }

  botPermissions(channel: StandInChannel): bigint {
    return botPermissionsIn(this.channels, channel);
  }

  dmChannelOf(userId: string): StandInChannel {
    const existing = [...this.channels.values()].find((channel) => channel.type === 1 && channel.recipientId === userId);
    if (existing) return existing;
    const channel: StandInChannel = {
      id: this.ids.next(),
      type: 1,
      name: '',
      guildId: null,
      parentId: null,
      recipientId: userId,
      botDenied: new Set(),
      deleted: false,
      thread: null,
    };
    this.channels.set(channel.id, channel);
    return channel;
  }

  // ---- gateway host ----------------------------------------------------

  readyPayload(sessionId: string, resumeUrl: string, shard: [number, number]): Record<string, unknown> {
    return readyPayload(this, sessionId, resumeUrl, shard);
  }

  guildCreatePayloads(shard: [number, number]): Record<string, unknown>[] {
    const channels = channelsByGuild(this);
    return guildsOnShard(this, shard).map((guild) => guildCreatePayload(this, guild, channels.get(guild.id) ?? []));
  }

  maxGuildsPerShard(): number {
    return this.shardSettings.maxGuildsPerShard;
  }

  /** An event to the shard of its server (its `guild_id`, unless named; none: shard 0), as Discord routes it. */
  dispatch(type: string, data: unknown, intent = 0, guildId = guildIdOf(data)): number {
    return this.gateway?.dispatch(type, data, intent, guildId) ?? 0;
  }

  /** What each interaction was sent as, to send it again. */
  private readonly sent = new Map<string, unknown>();

  /** A member's interaction goes to the bot (users.ts builds it the way Discord does). */
  sendInteraction(interaction: StandInInteraction, payload: unknown): number {
    this.interactions.set(interaction.id, interaction);
    this.sent.set(interaction.id, payload);
    return this.dispatch('INTERACTION_CREATE', payload);
  }

  /**
   * The same interaction delivered again, id and token unchanged, as a
   * gateway may after a reconnect: the bot must apply it once. Its answers
   * are checked as ever (a second acknowledgement is refused, 40060).
   */
  redeliver(interactionId: string): number {
    const payload = this.sent.get(interactionId);
    if (payload === undefined) throw new Error(`no interaction ${interactionId}`);
    return this.dispatch('INTERACTION_CREATE', payload);
  }

  // ---- messages --------------------------------------------------------

  onMessage(listener: (event: MessageEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: MessageEvent): void {
    if (event.kind !== 'deleted') this.apologies.note(event.message);
    for (const listener of this.listeners) listener(event);
  }

  audienceFor(channel: StandInChannel): Audience {
    return channel.type === 1 ? { to: 'dm', user: channel.recipientId! } : { to: 'channel', user: null };
  }

  canSee(user: StandInUser, message: StoredMessage): boolean {
    if (message.deleted || message.pending) return false;
    if (message.audience.to === 'channel') return true;
    return message.audience.user === user.id;
  }

  /** Everything this member can see now, oldest first: channel messages, their DMs, their ephemeral replies. */
  visibleTo(name: string): StoredMessage[] {
    const user = this.member(name);
    return [...this.messages.values()].filter((message) => this.canSee(user, message));
  }

  /** Messages everyone in the channels can see (every version of each is in `history`). */
  channelMessages(): StoredMessage[] {
    return [...this.messages.values()].filter((message) => message.audience.to === 'channel' && !message.pending);
  }

  // ---- interactions ----------------------------------------------------

  /** Resolves once the bot has answered (or tried to) — Discord's first callback. */
  waitForAnswer(interactionId: string, timeoutMs = 5000): Promise<StandInInteraction> {
    const interaction = this.interactions.get(interactionId);
    if (!interaction) return Promise.reject(new Error(`no interaction ${interactionId}`));
    if (interaction.outcome !== 'waiting') return Promise.resolve(interaction);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(interaction), timeoutMs);
      const waiters = this.answerWaiters.get(interactionId) ?? [];
      waiters.push(() => {
        clearTimeout(timer);
        resolve(interaction);
      });
      this.answerWaiters.set(interactionId, waiters);
    });
  }

  /**
   * Resolves once every interaction still inside its 3 s has had its first
   * answer (one past it is Discord's to expire, not the bot's to answer). A
   * sandbox that skips a wait (a channel's rate window) skips it only after
   * this: in real time the bot answers a burst in milliseconds while the wait
   * lasts seconds, so moving the clock first would age the burst past 3 s.
   */
  async answersDue(): Promise<void> {
    const now = this.clock.now();
    const due = [...this.interactions.values()].filter(
      (interaction) => interaction.outcome === 'waiting' && now - interaction.createdAt <= INTERACTION_DEADLINE_MS,
    );
    await Promise.all(due.map((interaction) => this.waitForAnswer(interaction.id)));
  }

  answered(interaction: StandInInteraction): void {
    for (const wake of this.answerWaiters.get(interaction.id) ?? []) wake();
    this.answerWaiters.delete(interaction.id);
  }

  static refusal = refusals;
}
