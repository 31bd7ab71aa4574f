// The one Discord server the stand-in hosts, as the gateway describes it: its roles, and the READY and GUILD_CREATE payloads.
import { PermissionFlagsBits } from 'discord-api-types/v10';
import { channelPayload, memberPayload, userPayload } from './payloads.js';
import { EVERYONE } from './permissions.js';
import type { DiscordStandIn } from './standin.js';

/** The one server the stand-in hosts, as the gateway describes it: its roles, READY and GUILD_CREATE. */

export function guildRoles(standin: DiscordStandIn) {
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
    role(standin.guildId, '@everyone', EVERYONE, 0),
    role(standin.moderatorRoleId, 'Moderator', EVERYONE | PermissionFlagsBits.ManageGuild, 1),
    role(standin.gameMasterRoleId, 'Game Master', EVERYONE, 2),
    // Issue 28: managed roles, which no moderator hands out: the bot's own, and the one Discord gives boosters.
    role(managedRoleId(standin, 1), standin.botUser.name, EVERYONE, 3, { bot_id: standin.botUser.id }),
    role(managedRoleId(standin, 2), 'Server Booster', EVERYONE, 4, { premium_subscriber: null }),
  ];
}

/**
 * A managed role's id: a snowflake of the guild's moment from another
 * worker than the stand-in's own ids, so it is fixed and never met by them.
 */
function managedRoleId(standin: DiscordStandIn, n: number): string {
  return (((BigInt(standin.guildId) >> 22n) << 22n) | (2n << 17n) | BigInt(n)).toString();
}

export function readyPayload(standin: DiscordStandIn, sessionId: string, resumeUrl: string): Record<string, unknown> {
  return {
    v: 10,
    user: { ...userPayload(standin.botUser), verified: true, mfa_enabled: false, flags: 0 },
    guilds: [{ id: standin.guildId, unavailable: true }],
    session_id: sessionId,
    resume_gateway_url: resumeUrl,
    application: { id: standin.applicationId, flags: 0 },
    private_channels: [],
    relationships: [],
    _trace: ['croupier-stand-in'],
  };
}

export function guildCreatePayload(standin: DiscordStandIn): Record<string, unknown> {
  const everyone = [...standin.users.values()].filter((user) => !user.bot);
  const channels = [...standin.channels.values()].filter((channel) => !channel.deleted);
  return {
    id: standin.guildId,
    name: standin.guildName,
    icon: null,
    owner_id: standin.ownerId,
    unavailable: false,
    large: false,
    member_count: everyone.length + 1,
    joined_at: new Date(standin.clock.now()).toISOString(),
    features: [],
    emojis: [],
    stickers: [],
    roles: guildRoles(standin),
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
    preferred_locale: standin.guildLocale,
    system_channel_id: null,
  };
}
