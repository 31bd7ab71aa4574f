// Starting a table too big for one game: splits it into groups, each playing in its own thread or, failing that, at its own message in the channel.
import { ChannelType, type ChatInputCommandInteraction, type MessageComponentInteraction, MessageFlags } from 'discord.js';
import type { ActRequest } from '../../engine/tables/service.js';
import { t } from '../../i18n/index.js';
import { bestEffort } from '../delivery/channels.js';
import { publish, unwrap } from '../delivery/publish.js';
import { ThreadBurst } from '../delivery/threads.js';
import { PlayerError } from '../kit/player-error.js';
import { inServerLanguage } from '../language/readers.js';
import type { BotContext } from '../runtime/context.js';
import { lacking, threadNeeds } from '../runtime/permissions.js';
import { rememberActor } from './table-actions.js';

type Starter = ChatInputCommandInteraction | MessageComponentInteraction;

/**
 * EL-1: the start of a table of more players than one game takes. Each
 * group plays in a thread of its own, made first (Discord must know the
 * threads before one action opens and starts every group); where threads
 * are off, or cannot be made, the groups play at table messages of their
 * own in the table's channel (threads.ts: a few threads a start at most).
 * The start is judged before any thread is made, so a refused start leaves
 * none behind.
 */
async function startInGroups(interaction: Starter, context: BotContext, tableId: number, groups: number, version?: number): Promise<void> {
  const actor = await rememberActor(interaction, context);
  const request = (groupChannels: readonly string[]): ActRequest => ({
    tableId,
    actor,
    command: { kind: 'start', groupChannels },
    interactionId: interaction.id,
    expectedVersion: version,
    now: context.now(),
  });
  const refused = await context.tables.refusal(request([]));
  if (refused) throw PlayerError.from(refused);
  // Making threads takes a request each: more than Discord's 3 seconds may pass.
  if (interaction.isMessageComponent()) await interaction.deferUpdate();
  else await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const channels = await groupThreads(interaction, context, tableId, groups);
  const result = unwrap(await context.tables.act(request(channels)));
  if (!interaction.isMessageComponent()) {
    await bestEffort(context, 'start reply', () => interaction.editReply({ content: t('table-started-groups', { count: groups }) }));
  }
  // The split table's message and announcement, then each group's own (publish shows the others the action changed).
  await publish(context, result, interaction);
}

/** A thread per group where the table's channel can have them and the server allows them; none (all in the channel) otherwise. */
async function groupThreads(interaction: Starter, context: BotContext, tableId: number, groups: number): Promise<string[]> {
  const channel = interaction.channel;
  if (!channel || channel.type !== ChannelType.GuildText) return [];
  if ((await context.servers.settings(interaction.guildId!)).threadMode === 'never') return [];
  if (lacking(interaction.appPermissions, threadNeeds).length > 0) {
    context.log.warn({ table: tableId, channel: channel.id }, 'groups play in the channel: the bot may not make threads there');
    return [];
  }
  const table = (await context.tables.publicTable(tableId))!;
  const threads: string[] = [];
  const burst = new ThreadBurst(context);
  for (let number = 1; number <= groups; number++) {
    // A thread's name is the channel's to read: in the server's language.
    const name = await inServerLanguage(context, table.serverId, () =>
      t('table-group-thread-name', { game: context.games.name(table.game), number, table: tableId }).slice(0, 100),
    );
    // A group without its thread plays at its own message in the channel; the others keep theirs.
    threads.push((await burst.make(channel, name)) ?? channel.id);
  }
  return threads;
}

/** `/table start` and the lobby's Start: a table that plays as one game, or as groups. */
export async function startTable(interaction: Starter, context: BotContext, tableId: number, asOne: () => Promise<unknown>, version?: number): Promise<void> {
  const groups = await context.tables.groupsAtStart(tableId);
  if (groups === 0) await asOne();
  else await startInGroups(interaction, context, tableId, groups, version);
}
