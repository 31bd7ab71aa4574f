import { RESTJSONErrorCodes } from 'discord.js';
import { t } from '../i18n/index.js';
import type { HiddenDelivery } from '../tables/events.js';
import { discordErrorCode, post } from './channels.js';
import type { BotContext } from './context.js';
import { mention, showDiceRow } from './render/table.js';

export type DmOutcome = 'sent' | 'closed' | 'failed';

/** A DM to one member; closed DMs (50007) are an expected answer, not a failure. */
export async function sendDm(context: BotContext, userId: string, content: string): Promise<DmOutcome> {
  try {
    const user = await context.client.users.fetch(userId);
    await user.send({ content, allowedMentions: { parse: [] } });
    return 'sent';
  } catch (error) {
    const code = discordErrorCode(error);
    if (code === RESTJSONErrorCodes.CannotSendMessagesToThisUser) return 'closed';
    // The delivery itself holds dice: log who and why, never what.
    context.log.warn({ user: userId, code }, 'could not send a DM');
    return 'failed';
  }
}

function dmText(delivery: HiddenDelivery, viewer: string): string {
  const params = {
    label: delivery.label,
    place: `<#${delivery.channelId}>`,
    dice: delivery.detail ?? delivery.dice.join(', '),
    code: delivery.code,
    salt: delivery.salt,
    member: mention(delivery.owner),
  };
  return viewer === delivery.owner ? t('hidden-dm', params) : t('hidden-dm-for-gm', params);
}

/**
 * Hidden dice go to their owner (and named viewers) by DM. Whoever could not
 * be reached gets one short channel notice with a "Show my dice" button that
 * answers only the presser, ephemerally. The dice stay in SQLite, so nothing
 * is lost when Discord refuses.
 */
export async function deliverHidden(
  context: BotContext,
  deliveries: readonly HiddenDelivery[],
  /** Members who already saw the dice in an ephemeral reply: a failed DM needs no notice for them. */
  quiet: ReadonlySet<string> = new Set(),
) {
  const unreached = new Map<string, { channelId: string; tableId: number; code: string | null }>();
  for (const delivery of deliveries) {
    for (const viewer of delivery.viewers) {
      const outcome = await sendDm(context, viewer, dmText(delivery, viewer));
      if (outcome !== 'sent' && !quiet.has(viewer)) {
        // At a table the button shows all of the presser's dice there; a lone /roll needs its code.
        unreached.set(`${delivery.channelId}:${viewer}`, {
          channelId: delivery.channelId,
          tableId: delivery.tableId,
          code: delivery.tableId === 0 ? delivery.code : null,
        });
      }
    }
  }
  const byPlace = new Map<string, { channelId: string; tableId: number; code: string | null; members: string[] }>();
  for (const [key, place] of unreached) {
    const member = key.split(':')[1]!;
    const placeKey = `${place.channelId}:${place.tableId}:${place.code ?? ''}`;
    const entry = byPlace.get(placeKey) ?? { ...place, members: [] };
    entry.members.push(member);
    byPlace.set(placeKey, entry);
  }
  for (const place of byPlace.values()) {
    await post(context, place.channelId, {
      content: t('hidden-dm-closed', { member: place.members.map(mention).join(', ') }),
      components: [showDiceRow(place.tableId, place.code)],
      allowedMentions: { users: place.members },
    });
  }
}
