import { inMemberVoice, inServerVoice, serverOfChannel } from './voices.js';
import { MessageFlags, RESTJSONErrorCodes } from 'discord.js';
import { t } from '../i18n/index.js';
import type { HiddenDelivery } from '../dice/hidden-rolls.js';
import { type ActingInteraction, bestEffort, channelVoice, discordErrorCode } from './channels.js';
import type { BotContext } from './context.js';
import type { HeldRoll, MessageRow } from './game-module.js';
import { ANNOUNCED_LIST, listWithin } from './render/budget.js';
import { showRolls } from './render/parts.js';
import { showDiceRow } from './render/table.js';
import { mention } from './wording.js';

export type DmOutcome = 'sent' | 'closed' | 'failed';

/** A DM to one member; closed DMs (50007) are an expected answer, not a failure. */
export async function sendDm(context: BotContext, userId: string, content: string, components: MessageRow[] = []): Promise<DmOutcome> {
  try {
    const user = await context.client.users.fetch(userId);
    await user.send({ content, components, allowedMentions: { parse: [] } });
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

/** The controls a game draws on a player's own hidden roll at its table (Valere's point-die buttons), for its owner only. */
export function handControls(context: BotContext, roll: { tableId: number | null } & HeldRoll): MessageRow[] {
  if (roll.tableId === null) return [];
  const table = context.tables.publicTable(roll.tableId);
  if (!table) return [];
  return context.games.module(table.game).render.handControls?.(roll, roll.tableId) ?? [];
}

export interface DeliveryOptions {
  /** Members who already saw the dice in an ephemeral reply: a failed DM needs nothing more. */
  quiet?: ReadonlySet<string>;
  /** The interaction that dealt the dice: its member gets theirs ephemerally when the DM fails. */
  interaction?: ActingInteraction | undefined;
}

/**
 * Hidden dice go to their owner (and named viewers) by DM. When a DM fails,
 * the member who acted gets their dice as an ephemeral reply at once (RULES:
 * "the owner gets them as an ephemeral reply instead"); anyone else gets one
 * short channel notice with a "Show my dice" button that answers only the
 * presser. The dice stay in SQLite, so nothing is lost when Discord refuses.
 */
export async function deliverHidden(context: BotContext, deliveries: readonly HiddenDelivery[], options: DeliveryOptions = {}) {
  const { quiet = new Set<string>(), interaction } = options;
  const unreached = new Map<string, { channelId: string; tableId: number | null; code: string | null; members: Set<string> }>();
  const { closedDms } = context;
  for (const delivery of deliveries) {
    for (const viewer of delivery.viewers) {
      const known = closedDms.knownClosed(delivery.tableId, viewer);
      // A DM is read by its viewer alone: in their language, the buttons on their dice too.
      const controls = viewer === delivery.owner ? inMemberVoice(context, viewer, () => handControls(context, delivery)) : [];
      const outcome = known
        ? 'closed'
        : await sendDm(
            context,
            viewer,
            inMemberVoice(context, viewer, () => dmText(delivery, viewer)),
            controls,
          );
      if (outcome === 'sent') closedDms.opened(delivery.tableId, viewer);
      if (outcome === 'closed' && !known) closedDms.closed(delivery.tableId, viewer);
      if (outcome === 'sent' || quiet.has(viewer)) continue;
      const content = showRolls([delivery]);
      if (interaction?.user.id === viewer && (interaction.replied || interaction.deferred)) {
        const told = await bestEffort(context, 'ephemeral dice', () =>
          interaction.followUp({ content, components: controls, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } }),
        );
        if (told) continue;
      }
      // At a table one notice serves the game: its button shows all of the presser's dice there.
      if (closedDms.noticed(delivery.tableId, viewer)) continue;
      // A lone /roll needs its code.
      const code = delivery.tableId === null ? delivery.code : null;
      const placeKey = `${delivery.channelId}:${delivery.tableId}:${code ?? ''}`;
      const place = unreached.get(placeKey) ?? { channelId: delivery.channelId, tableId: delivery.tableId, code, members: new Set<string>() };
      place.members.add(viewer);
      unreached.set(placeKey, place);
    }
  }
  for (const place of unreached.values()) {
    const members = [...place.members];
    // At a big table the notice names as many as a share of a message holds (Discord pings 100 a message at most); the button answers anyone.
    // The notice is the channel's to read: in the server's language.
    const { content, row } = inServerVoice(context, serverOfChannel(context, place.channelId), () => ({
      content: t('hidden-dm-closed', { member: listWithin(members.map(mention), ANNOUNCED_LIST) }),
      row: showDiceRow(place.tableId, place.code),
    }));
    const said = await channelVoice(context, place.channelId, interaction)({ content, components: [row], allowedMentions: { users: members.slice(0, 100) } });
    // Only those it named and reached are noticed: the others are named at the next deal.
    if (said)
      closedDms.told(
        place.tableId,
        members.filter((member) => content.includes(mention(member))),
      );
  }
}
