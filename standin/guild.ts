// The Discord servers the stand-in hosts, as the gateway describes them: a new server's ids, its roles, and the READY and GUILD_CREATE payloads.
import { PermissionFlagsBits } from 'discord-api-types/v10';
import type { StandInChannel, StandInGuild } from './model.js';
import { channelPayload, memberPayload, userPayload } from './payloads.js';
import { EVERYONE } from './permissions.js';
import { shardOf } from './shards.js';
import type { DiscordStandIn } from './standin.js';

export function guildRoles(standin: DiscordStandIn, guild: StandInGuild = standin.home) {
  const role = (id: string, name: string, permissions: bigint, position: number, tags?: Record<string, string | null>) => ({
    id,
    name,
    permissions: permissions.toString(),
    position,
    color: 0,
    hoist: false,
    // Discord marks a role an integration gives (a bot's own, the boosters') as managed, with tags saying whose.
    managed: tags !== undefined,
    mentionable: false,
    flags: 0,
    ...(tags ? { tags } : {}),
  });
  return [
    role(guild.id, '@everyone', EVERYONE, 0),
    role(guild.moderatorRoleId, 'Moderator', EVERYONE | PermissionFlagsBits.ManageGuild, 1),
    role(guild.gameMasterRoleId, 'Game Master', EVERYONE, 2),
    // Issue 28: managed roles, which no moderator hands out: the bot's own, and the one Discord gives boosters.
    role(managedRoleId(guild, 1), standin.botUser.name, EVERYONE, 3, { bot_id: standin.botUser.id }),
    role(managedRoleId(guild, 2), 'Server Booster', EVERYONE, 4, { premium_subscriber: null }),
  ];
}

/**
 * A managed role's id: a snowflake of the guild's moment from another
 * worker than the stand-in's own ids, so it is fixed and never met by them.
 */
function managedRoleId(guild: StandInGuild, n: number): string {
  return (((BigInt(guild.id) >> 22n) << 22n) | (2n << 17n) | BigInt(n)).toString();
}

/**
 * The id of the stand-in's `n`th added server: one millisecond after the
 * previous one's (and from a worker of its own), so that Discord's formula
 * `(id >> 22) % shards` spreads the servers over the shards in turn, as
 * real servers made at different moments are spread.
 */
export function addedGuildId(home: StandInGuild, n: number): string {
  return ((((BigInt(home.id) >> 22n) + BigInt(n)) << 22n) | (3n << 17n)).toString();
}

/** A server the bot is in, with its roles' ids and a #general, kept by the stand-in (told to nobody: the caller says it). */
export function newGuild(standin: DiscordStandIn, id: string, name: string): StandInGuild {
  const [ownerId, moderatorRoleId, gameMasterRoleId] = [standin.ids.next(), standin.ids.next(), standin.ids.next()];
  const guild: StandInGuild = { id, name, locale: 'en-US', ownerId, moderatorRoleId, gameMasterRoleId, generalChannelId: '' };
  standin.guilds.set(id, guild);
  guild.generalChannelId = standin.newChannel('general', id).id;
  return guild;
}

/** The servers one shard `[id, count]` serves, by Discord's formula. */
export function guildsOnShard(standin: DiscordStandIn, [shardId, shardCount]: [number, number]): StandInGuild[] {
  return [...standin.guilds.values()].filter((guild) => shardOf(guild.id, shardCount) === shardId);
}

export function readyPayload(standin: DiscordStandIn, sessionId: string, resumeUrl: string, shard: [number, number]): Record<string, unknown> {
  return {
    v: 10,
    user: { ...userPayload(standin.botUser), verified: true, mfa_enabled: false, flags: 0 },
    guilds: guildsOnShard(standin, shard).map((guild) => ({ id: guild.id, unavailable: true })),
    session_id: sessionId,
    resume_gateway_url: resumeUrl,
    // Discord echoes the IDENTIFY's shard (docs: gateway events, Ready).
    ...(shard[1] > 1 ? { shard } : {}),
    application: { id: standin.applicationId, flags: 0 },
    private_channels: [],
    relationships: [],
    _trace: ['croupier-stand-in'],
  };
}

/** Each server's channels and threads not deleted, in one pass over them all (a shard of 10,000 servers would otherwise walk them 10,000 times). */
export function channelsByGuild(standin: DiscordStandIn): Map<string, StandInChannel[]> {
  const byGuild = new Map<string, StandInChannel[]>();
  for (const channel of standin.channels.values()) {
    if (channel.deleted || channel.guildId === null) continue;
    const channels = byGuild.get(channel.guildId);
    if (channels) channels.push(channel);
    else byGuild.set(channel.guildId, [channel]);
  }
  return byGuild;
}

export function guildCreatePayload(
  standin: DiscordStandIn,
  guild: StandInGuild = standin.home,
  channels = channelsByGuild(standin).get(guild.id) ?? [],
): Record<string, unknown> {
  const everyone = [...standin.users.values()].filter((user) => !user.bot);
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    owner_id: guild.ownerId,
    unavailable: false,
    large: false,
    member_count: everyone.length + 1,
    joined_at: new Date(standin.clock.now()).toISOString(),
    features: [],
    emojis: [],
    stickers: [],
    roles: guildRoles(standin, guild),
    channels: channels.filter((channel) => channel.type === 0).map((channel) => channelPayload(channel, [], standin.botUser.id)),
    // Discord sends every active thread the bot can see, so a restarted bot knows its table threads.
    threads: channels.filter((channel) => channel.thread && !channel.thread.archived).map((channel) => channelPayload(channel, [], standin.botUser.id)),
    // Without the GuildPresences intent Discord sends only the bot's own member and those in voice channels
    // (docs/events/gateway-events, Guild Create; here nobody is in voice): anyone else's member comes with their interaction.
    members: [memberPayload(standin.botUser)],
    voice_states: [],
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    premium_tier: 0,
    preferred_locale: guild.locale,
    system_channel_id: null,
  };
}
