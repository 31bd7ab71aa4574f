// A shard resumed after a restart: its servers, channels and the bot's own user and members fetched by REST, then the shard made ready (issue 31).
import { type APIUser, type Client, ClientUser, type Guild, Routes, ShardClientUtil, type Snowflake, Status, WebSocketShardEvents } from 'discord.js';
import type { Logger } from '../log.js';

/**
 * discord.js builds the bot's user from READY (handlers/READY.js); a resumed
 * session gets no READY. Its constructor is the User's, protected: a class
 * of our own may call it, with the same data READY would carry.
 */
class BotUser extends ClientUser {
  constructor(client: Client, data: APIUser) {
    // discord.js types every structure's client as a ready one; READY.js makes this very user before the client is ready, as here.
    super(client as Client<true>, data);
  }
}

/** Servers Discord lists a page at a time (GET /users/@me/guilds, at most 200). */
const SERVERS_A_PAGE = 200;

/**
 * What discord.js would have cached from READY and a GUILD_CREATE per server
 * had the shard identified, asked for by REST instead: Discord replays only
 * what a resumed session missed, and a restarted process has nothing cached
 * to apply it to. A RESUME implies the client's cache is still valid
 * (docs: gateway, Resuming); here it is made valid. Per server: the server
 * with its roles, its channels, its active threads and the bot's member
 * (what permissions are computed from), the four things the bot reads from
 * the cache (src/main/shards.ts, botCaches).
 */
export class ColdResume {
  private servers: Promise<Snowflake[]> | null = null;

  constructor(
    private readonly client: Client,
    private readonly log: Logger,
  ) {}

  /** Rebuilds the shard's cache, then lets discord.js count the shard ready; what cannot be fetched is logged and left to be fetched when needed. */
  async rebuild(shardId: number): Promise<void> {
    // discord.js counts a shard ready as soon as it has resumed: were another shard (one that identified) to finish first,
    // the client would be ready with this shard's servers missing. Resuming is what it was told at HELLO, and what it still is.
    const shard = this.client.ws.shards.get(shardId);
    if (shard) shard.status = Status.Resuming;
    try {
      await this.botUser();
      const shardCount = this.client.options.shardCount ?? 1;
      const mine = (await this.serverIds()).filter((id) => ShardClientUtil.shardIdForGuildId(id, shardCount) === shardId);
      for (const id of mine) await this.server(id, shardId);
      this.log.info({ shard: shardId, servers: mine.length }, 'resumed shard rebuilt its servers by REST');
    } catch (error) {
      this.log.error({ err: error, shard: shardId }, 'could not rebuild a resumed shard’s servers; they are fetched as the bot needs them');
    }
    this.ready(shardId);
  }

  private async botUser(): Promise<void> {
    if (this.client.user) return;
    // The REST answer's type is Discord's (discord-api-types), as discord.js types its own calls.
    const data = (await this.client.rest.get(Routes.user())) as APIUser;
    if (this.client.user) return;
    const user = new BotUser(this.client, data);
    this.client.user = user;
    this.client.users.cache.set(user.id, user);
  }

  /** Every server the bot is in, listed once for all the shards that resumed. */
  private serverIds(): Promise<Snowflake[]> {
    this.servers ??= (async () => {
      const ids: Snowflake[] = [];
      let after: Snowflake | undefined;
      for (;;) {
        const page = await this.client.guilds.fetch({ limit: SERVERS_A_PAGE, ...(after ? { after } : {}) });
        ids.push(...page.keys());
        if (page.size < SERVERS_A_PAGE) return ids;
        after = page.lastKey();
      }
    })();
    return this.servers;
  }

  private async server(id: Snowflake, shardId: number): Promise<void> {
    let guild: Guild;
    try {
      guild = await this.client.guilds.fetch({ guild: id, force: true });
    } catch (error) {
      this.log.warn({ err: error, shard: shardId, guild: id }, 'could not fetch a server of a resumed shard');
      return;
    }
    // READY names each server's shard; a fetched server has none.
    guild.shardId = shardId;
    try {
      await Promise.all([guild.channels.fetch(), guild.channels.fetchActiveThreads(), guild.members.fetchMe()]);
    } catch (error) {
      this.log.warn({ err: error, shard: shardId, guild: id }, 'could not fetch the channels of a server of a resumed shard');
    }
  }

  /**
   * discord.js marks a shard ready when its READY's servers have all come
   * (WebSocketShard#checkReady emits `allReady`), and the client ready once
   * every shard is: only then does it hand the bot the events it queued
   * meanwhile (WebSocketManager#handlePacket), among them those Discord
   * replayed on RESUME. A resumed shard has no READY: the same signal is
   * given once its cache is rebuilt.
   */
  private ready(shardId: number): void {
    const shard = this.client.ws.shards.get(shardId);
    if (!shard) return;
    shard.status = Status.Ready;
    shard.emit(WebSocketShardEvents.AllReady);
  }
}
