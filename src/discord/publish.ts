import type { MessageComponentInteraction } from 'discord.js';
import { t } from '../i18n/index.js';
import { setTableMessage } from '../tables/records.js';
import type { ActResult, PublicTable } from '../tables/service.js';
import { edit, post } from './channels.js';
import type { BotContext } from './context.js';
import { deliverHidden } from './hidden.js';
import { PlayerError } from './player-error.js';
import { announcementLines, packLines } from './render/events.js';
import { renderTable } from './render/table.js';

export type Applied = Extract<ActResult, { ok: true }>;

/** A refused action becomes the player's one ephemeral sentence (via the dispatcher). */
export function unwrap(result: ActResult): Applied {
  if (!result.ok) throw PlayerError.from(result.error);
  return result;
}

export function nameOf(context: BotContext, table: Pick<PublicTable, 'game'>): string {
  return t(context.tables.game(table.game).nameKey);
}

/** Keeps the one table message current: edited in place, re-posted if someone deleted it. */
export async function refreshTableMessage(context: BotContext, table: PublicTable): Promise<void> {
  const message = renderTable(table, nameOf(context, table));
  if (table.messageId && (await edit(context, table.channelId, table.messageId, message))) return;
  const posted = await post(context, table.channelId, message);
  if (posted) setTableMessage(context.db, table.id, posted);
}

/**
 * Everything an applied action shows, after it is safely in SQLite: the
 * table message (through the button's own update when a button on it was
 * pressed), one announcement, then the hidden dice by DM.
 */
export async function publish(context: BotContext, result: Applied, pressed?: MessageComponentInteraction): Promise<void> {
  const { table } = result;
  if (pressed && pressed.message.id === table.messageId) {
    await pressed.update(renderTable(table, nameOf(context, table)));
  } else {
    // A button on some other message (an old table message) still needs its answer within 3 s.
    if (pressed) await pressed.deferUpdate();
    await refreshTableMessage(context, table);
  }
  if (result.duplicate) return;
  for (const content of packLines(announcementLines(result.events, table, nameOf(context, table)))) {
    await post(context, table.channelId, { content, allowedMentions: { parse: ['users'] } });
  }
  await deliverHidden(context, result.deliveries);
}
