// Redraws table messages the bot could not update for lack of a permission, as soon as Discord signals its permissions may have changed.
import { type Client, Events, type Interaction } from 'discord.js';
import type { BotContext } from '../runtime/context.js';

/**
 * Issue 28 (6): table messages the bot could not bring up to date while it
 * lacked a permission (table-messenger.ts, redrawOwed) are redrawn as soon
 * as it may again: when Discord tells it its permissions changed — a
 * channel's overwrites (CHANNEL_UPDATE), a role's permissions
 * (GUILD_ROLE_UPDATE), or its own roles (GUILD_MEMBER_UPDATE, which Discord
 * sends for the bot itself without the members intent) — and after any
 * member's interaction (once handled), which carries the bot's permissions
 * in its channel; and at start. `track`: the bot's in-flight work, so idle()
 * waits for these redraws too. Returns the redraw, for the interactions
 * and the start.
 */
export function watchPermissions(client: Client, context: BotContext, track: (work: Promise<void>) => void): (acting?: Interaction) => Promise<void> {
  const redraw = async (acting?: Interaction) => {
    if (!context.messenger.owes) return;
    const interaction = acting?.isChatInputCommand() || acting?.isMessageComponent() ? acting : undefined;
    await context.messenger.redrawOwed(interaction).catch((error: unknown) => context.log.warn({ err: error }, 'owed table messages not redrawn'));
  };
  client.on(Events.ChannelUpdate, () => track(redraw()));
  client.on(Events.GuildRoleUpdate, () => track(redraw()));
  client.on(Events.GuildMemberUpdate, (_old, member) => {
    if (member.id === client.user?.id) track(redraw());
  });
  return redraw;
}
