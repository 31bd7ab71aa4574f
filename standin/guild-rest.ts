// The stand-in's REST routes for the servers themselves: the bot's server list, a server, its channels, its active threads and a member (what a resumed bot rebuilds its cache from, issue 31).
import { refusals } from './errors.js';
import { guildRoles } from './guild.js';
import type { Reply } from './messages.js';
import { ok } from './messages.js';
import type { StandInGuild } from './model.js';
import { channelPayload, memberPayload } from './payloads.js';
import type { DiscordStandIn } from './standin.js';

type Handler = (standin: DiscordStandIn, params: string[], body: unknown, query: URLSearchParams) => Reply;

function guildOr404(standin: DiscordStandIn, id: string): StandInGuild {
  const guild = standin.guilds.get(id);
  if (!guild) throw refusals.unknownGuild();
  return guild;
}

/** A server's channels as they stand: deleted ones are gone, threads are listed apart (GET …/threads/active). */
const channelsOf = (standin: DiscordStandIn, guild: StandInGuild) =>
  [...standin.channels.values()].filter((channel) => !channel.deleted && channel.guildId === guild.id);

/** Discord's role object on REST: the gateway's, with the fields REST always carries. */
const restRoles = (standin: DiscordStandIn, guild: StandInGuild) =>
  guildRoles(standin, guild).map((role) => ({
    ...role,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    icon: null,
    unicode_emoji: null,
  }));

/** A server as GET /guilds/{id} answers it (docs: resources/guild, Guild Object); the stand-in's settings are Discord's defaults. */
function guildPayload(standin: DiscordStandIn, guild: StandInGuild) {
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    description: null,
    home_header: null,
    splash: null,
    discovery_splash: null,
    features: [],
    banner: null,
    owner_id: guild.ownerId,
    application_id: null,
    region: 'deprecated',
    afk_channel_id: null,
    afk_timeout: 300,
    system_channel_id: null,
    system_channel_flags: 0,
    widget_enabled: false,
    widget_channel_id: null,
    verification_level: 0,
    roles: restRoles(standin, guild),
    default_message_notifications: 0,
    mfa_level: 0,
    explicit_content_filter: 0,
    max_presences: null,
    max_members: 500000,
    max_stage_video_channel_users: 50,
    max_video_channel_users: 25,
    vanity_url_code: null,
    premium_tier: 0,
    premium_subscription_count: 0,
    preferred_locale: guild.locale,
    rules_channel_id: null,
    safety_alerts_channel_id: null,
    public_updates_channel_id: null,
    premium_progress_bar_enabled: false,
    nsfw: false,
    nsfw_level: 0,
    emojis: [],
    stickers: [],
    incidents_data: null,
  };
}

/** A member as REST answers it: the gateway's, with the fields REST always carries. */
const restMember = (member: ReturnType<typeof memberPayload>) => ({ ...member, banner: null, communication_disabled_until: null, premium_since: null });

export const guildRoutes: [string, RegExp, Handler][] = [
  [
    'GET',
    /^\/users\/@me\/guilds$/,
    (standin, _params, _body, query) => {
      // Discord pages the list by id: at most `limit` (200) servers after `after`, in id order.
      const after = BigInt(query.get('after') ?? '0');
      const limit = Math.min(200, Number(query.get('limit') ?? 200));
      const page = [...standin.guilds.values()]
        .filter((guild) => BigInt(guild.id) > after)
        .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1))
        .slice(0, limit);
      return ok(page.map((guild) => ({ id: guild.id, name: guild.name, icon: null, banner: null, owner: false, permissions: '0', features: [] })));
    },
  ],
  ['GET', /^\/guilds\/(\d+)$/, (standin, [id]) => ok(guildPayload(standin, guildOr404(standin, id!)))],
  [
    'GET',
    /^\/guilds\/(\d+)\/channels$/,
    (standin, [id]) => {
      const guild = guildOr404(standin, id!);
      const channels = channelsOf(standin, guild).filter((channel) => channel.type === 0 && !channel.thread);
      return ok(channels.map((channel) => channelPayload(channel, [], standin.botUser.id)));
    },
  ],
  [
    'GET',
    /^\/guilds\/(\d+)\/threads\/active$/,
    (standin, [id]) => {
      const guild = guildOr404(standin, id!);
      const threads = channelsOf(standin, guild).filter((channel) => channel.thread && !channel.thread.archived);
      return ok({ threads: threads.map((channel) => channelPayload(channel, [], standin.botUser.id)), members: [], has_more: false });
    },
  ],
  [
    'GET',
    /^\/guilds\/(\d+)\/members\/(\d+)$/,
    (standin, [id, userId]) => {
      guildOr404(standin, id!);
      const user = standin.users.get(userId!);
      if (!user) throw refusals.unknownMember();
      return ok(restMember(memberPayload(user)));
    },
  ],
];
