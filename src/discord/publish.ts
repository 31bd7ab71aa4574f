import type { ChatInputCommandInteraction, MessageComponentInteraction, MessageCreateOptions } from 'discord.js';
import { t } from '../i18n/index.js';
import { setTableMessage } from '../tables/records.js';
import type { ActResult, PublicTable } from '../tables/service.js';
import { discordErrorCode, edit, post } from './channels.js';
import type { BotContext } from './context.js';
import { deliverHidden } from './hidden.js';
import { PlayerError } from './player-error.js';
import { announcementLines, packLines } from './render/events.js';
import { renderTable } from './render/table.js';

export type Applied = Extract<ActResult, { ok: true }>;
export type ActingInteraction = ChatInputCommandInteraction | MessageComponentInteraction;

/** A refused action becomes the player's one ephemeral sentence (via the dispatcher). */
export function unwrap(result: ActResult): Applied {
  if (!result.ok) throw PlayerError.from(result.error);
  return result;
}

export function nameOf(context: BotContext, table: Pick<PublicTable, 'game'>): string {
  return t(context.tables.game(table.game).nameKey);
}

/**
 * A Discord call made after the action is already saved: if Discord refuses
 * (too late, a permission, the network), it is logged and what follows still
 * runs — the table, the announcements and the dice must not depend on it.
 */
export async function bestEffort(context: BotContext, what: string, call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (error) {
    context.log.warn({ what, code: discordErrorCode(error) }, 'a Discord call failed after the action was saved');
    return false;
  }
}

/** Table-message edits run one after another per table, each drawing the newest state when it runs. */
const editQueues = new WeakMap<BotContext, Map<number, Promise<void>>>();

/** Keeps the one table message current: edited in place, re-posted if someone deleted it. */
export function refreshTableMessage(context: BotContext, tableId: number): Promise<void> {
  const queues = editQueues.get(context) ?? new Map<number, Promise<void>>();
  editQueues.set(context, queues);
  const next = (queues.get(tableId) ?? Promise.resolve()).then(async () => {
    const table = context.tables.publicTable(tableId);
    if (!table) return;
    const message = renderTable(table, nameOf(context, table));
    if (table.messageId && (await edit(context, table.channelId, table.messageId, message))) return;
    const posted = await post(context, table.channelId, message);
    if (posted) setTableMessage(context.db, table.id, posted);
  });
  queues.set(tableId, next);
  void next.finally(() => {
    if (queues.get(tableId) === next) queues.delete(tableId);
  });
  return next;
}

/**
 * A public message about a table: through the interaction when there is one
 * (a follow-up needs no channel permission), else straight to the channel.
 */
export function channelVoice(context: BotContext, channelId: string, interaction?: ActingInteraction) {
  return async (message: MessageCreateOptions): Promise<void> => {
    if (interaction && (interaction.replied || interaction.deferred)) {
      const { content, components, allowedMentions } = message;
      if (await bestEffort(context, 'follow-up', () => interaction.followUp({ content, components, allowedMentions }))) return;
    }
    await post(context, channelId, message);
  };
}

/**
 * Everything an applied action shows, after it is safely in SQLite: the
 * table message (through the button's own update when a button on it was
 * pressed), one announcement, then the hidden dice by DM.
 */
export async function publish(context: BotContext, result: Applied, interaction?: ActingInteraction): Promise<void> {
  const { table } = result;
  const pressed = interaction?.isMessageComponent() ? interaction : undefined;
  let shown = false;
  if (pressed && pressed.message.id === table.messageId) {
    shown = await bestEffort(context, 'update', () => pressed.update(renderTable(table, nameOf(context, table))));
  } else if (pressed) {
    // A button on some other message (an old table message) still needs its answer within 3 s.
    await bestEffort(context, 'defer-update', () => pressed.deferUpdate());
  }
  // Another action may have landed meanwhile: the message always ends at the newest version.
  if (!shown || context.tables.publicTable(table.id)?.version !== table.version) await refreshTableMessage(context, table.id);
  if (result.duplicate) return;
  const say = channelVoice(context, table.channelId, interaction);
  for (const content of packLines(announcementLines(result.events, table, nameOf(context, table)))) {
    await say({ content, allowedMentions: { parse: ['users'] } });
  }
  await deliverHidden(context, result.deliveries, { interaction });
  if (result.actionId !== undefined) context.tables.shown(result.actionId);
}

/** At start: whatever was saved but not shown before the bot stopped is shown now. */
export async function showUnshown(context: BotContext): Promise<number> {
  const pending = context.tables.unshown();
  for (const result of pending) await publish(context, result);
  return pending.length;
}
