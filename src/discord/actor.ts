import { type BaseInteraction, PermissionFlagsBits } from 'discord.js';
import { rememberMember, serverSettings } from '../db/servers.js';
import type { Actor } from '../tables/service.js';
import type { BotContext } from './context.js';
import { displayNameOf } from './wording.js';

/** The member's roles as Discord sent them, whether or not the member is cached. */
function roleIds(interaction: BaseInteraction): string[] {
  const roles = interaction.member?.roles;
  if (!roles) return [];
  return Array.isArray(roles) ? roles : [...roles.cache.keys()];
}

/** Who is acting, and whether they are a moderator: Manage Server, or the server's GM role (RULES, common terms). Reads only. */
export function actorOf(interaction: BaseInteraction, context: BotContext): Actor {
  // In a DM (a private control on one's own hidden roll) nobody acts as a moderator.
  const serverId = interaction.guildId;
  if (serverId === null) return { userId: interaction.user.id, isModerator: false };
  const settings = serverSettings(context.db, serverId);
  const isModerator =
    interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) === true ||
    (settings.gmRoleId !== null && roleIds(interaction).includes(settings.gmRoleId));
  return { userId: interaction.user.id, isModerator };
}

/**
 * The name a member goes by in this server, remembered: embeds (the table,
 * the tournament) and files name members by it, since a mention inside an
 * embed shows raw to whoever has not cached the member.
 */
export function rememberName(interaction: BaseInteraction, context: BotContext): void {
  if (interaction.inGuild()) rememberMember(context.db, interaction.guildId, interaction.user.id, displayNameOf(interaction), context.now());
}
