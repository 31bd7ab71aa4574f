// Who is acting in an interaction and whether they count as a moderator (Manage Server or the GM role); also remembers members' names.
import { type BaseInteraction, PermissionFlagsBits } from 'discord.js';
import type { Actor } from '../../engine/tables/service.js';
import { displayNameOf } from '../kit/wording.js';
import type { BotContext } from './context.js';

/** The member's roles as Discord sent them, whether or not the member is cached. */
function roleIds(interaction: BaseInteraction): string[] {
  const roles = interaction.member?.roles;
  if (!roles) return [];
  return Array.isArray(roles) ? roles : [...roles.cache.keys()];
}

/** Who is acting, and whether they are a moderator: Manage Server, or the server's GM role (RULES, common terms). Reads only. */
export async function actorOf(interaction: BaseInteraction, context: BotContext): Promise<Actor> {
  // In a DM (a private control on one's own hidden roll) nobody acts as a moderator.
  const serverId = interaction.guildId;
  if (serverId === null) return { userId: interaction.user.id, isModerator: false };
  const settings = await context.servers.settings(serverId);
  const gmRole = settings.gmRoleId !== null && gmRoleCounts(interaction, settings.gmRoleId) ? settings.gmRoleId : null;
  const isModerator =
    interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) === true || (gmRole !== null && roleIds(interaction).includes(gmRole));
  return { userId: interaction.user.id, isModerator };
}

/** Why a role cannot be the GM role: every member has it, or an integration gives it (a bot's own, the boosters'). */
export type GmRoleRefusal = 'gm-role-everyone' | 'gm-role-managed';

/**
 * Issue 28: @everyone (the role whose id is the server's) would make every
 * member a moderator, and a managed role is handed out by an integration,
 * not by the server's moderators; neither may be the GM role.
 */
export function gmRoleRefusal(serverId: string, role: { id: string; managed: boolean }): GmRoleRefusal | null {
  if (role.id === serverId) return 'gm-role-everyone';
  return role.managed ? 'gm-role-managed' : null;
}

/**
 * Whether the saved GM role makes its members moderators: not when it is
 * one no server should have saved (a database written before issue 28 may
 * hold one). A role Discord has not told the bot about counts as saved.
 */
export function gmRoleCounts(interaction: BaseInteraction, roleId: string): boolean {
  const managed = interaction.guild?.roles.cache.get(roleId)?.managed ?? false;
  return gmRoleRefusal(interaction.guildId ?? '', { id: roleId, managed }) === null;
}

/**
 * The name a member goes by in this server, remembered: embeds (the table,
 * the tournament) and files name members by it, since a mention inside an
 * embed shows raw to whoever has not cached the member.
 */
export function rememberName(interaction: BaseInteraction, context: BotContext): void {
  if (interaction.inGuild()) context.members.remember(interaction.guildId, interaction.user.id, displayNameOf(interaction), context.now());
}
