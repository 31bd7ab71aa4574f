// Sends hidden dice by DM, falling back to an ephemeral reply or a Show my dice notice when DMs fail, are closed, or the table is too big.

import { type APIChannel, MessageFlags, RESTJSONErrorCodes, Routes } from 'discord.js';
import type { HiddenDelivery } from '../../engine/dice/hidden-rolls.js';
import { isHouse } from '../../engine/house.js';
import { t } from '../../i18n/index.js';
import { ANNOUNCED_LIST, listWithin } from '../kit/budget.js';
import type { HeldRoll, MessageRow } from '../kit/game-module.js';
import { showRolls } from '../kit/parts.js';
import { mention } from '../kit/wording.js';
import { inMemberLanguage, inServerLanguage, serverOfChannel } from '../language/readers.js';
import { showDiceRow } from '../render/table.js';
import type { BotContext } from '../runtime/context.js';
import { type ActingInteraction, bestEffort, channelSay, discordErrorCode } from './channels.js';
import { nonceOf } from './nonces.js';

/**
 * What became of one DM: `closed` is Discord's 50007 (the member's DMs are
 * closed to the bot), an expected answer; `too-fast` its 40003 ("You are
 * opening direct messages too fast"); `failed` anything else. Only
 * `closed` is the member's to fix.
 */
export type DmOutcome = 'sent' | 'closed' | 'too-fast' | 'failed';

/** What a DM takes: the client, the remembered DM channels, the log. */
export type DmLink = Pick<BotContext, 'client' | 'members' | 'log' | 'now'>;

/**
 * Opens the DM channel with a member (the only DM request Discord may refuse
 * for coming too fast) and remembers it: the channel never changes, so a
 * restarted bot does not open it again.
 */
async function openDmChannel(context: DmLink, userId: string): Promise<string> {
  const channel = (await context.client.rest.post(Routes.userChannels(), { body: { recipient_id: userId } })) as APIChannel;
  try {
    await context.members.rememberDmChannel(userId, channel.id, context.now());
  } catch (error) {
    // Not remembering costs one more open later, never the DM itself.
    context.log.warn({ err: error, user: userId }, 'could not remember a DM channel');
  }
  return channel.id;
}

/**
 * A DM to one member, by the channel id the database remembers: straight to
 * `POST /channels/{id}/messages`, with no `GET /users/{id}` and no channel
 * opened again (discord.js's `user.send` fetches the user when it is not
 * cached, as it is not without the members intent, and opens the channel
 * again after every restart). A remembered channel Discord no longer knows
 * (10003) is forgotten and opened anew. Closed DMs (50007) are an expected
 * answer, not a failure.
 */
export async function sendDm(context: DmLink, userId: string, content: string, components: MessageRow[] = [], nonce?: string): Promise<DmOutcome> {
  const body = {
    content,
    components: components.map((row) => row.toJSON()),
    allowed_mentions: { parse: [] },
    // Issue 32: a hidden roll's DM sent again after a crash is returned by Discord, not sent twice (nonces.ts).
    ...(nonce === undefined ? {} : { nonce, enforce_nonce: true }),
  };
  const post = (channelId: string) => context.client.rest.post(Routes.channelMessages(channelId), { body });
  try {
    const remembered = await context.members.dmChannel(userId);
    if (remembered !== null) {
      try {
        await post(remembered);
        return 'sent';
      } catch (error) {
        if (discordErrorCode(error) !== RESTJSONErrorCodes.UnknownChannel) throw error;
        await context.members.forgetDmChannel(userId, remembered);
      }
    }
    await post(await openDmChannel(context, userId));
    return 'sent';
  } catch (error) {
    const code = discordErrorCode(error);
    if (code === RESTJSONErrorCodes.CannotSendMessagesToThisUser) return 'closed';
    // The delivery itself holds dice: log who and why, never what.
    context.log.warn({ user: userId, code }, 'could not send a DM');
    return code === RESTJSONErrorCodes.OpeningDirectMessagesTooFast ? 'too-fast' : 'failed';
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
export async function handControls(context: BotContext, roll: { tableId: number | null } & HeldRoll): Promise<MessageRow[]> {
  if (roll.tableId === null) return [];
  const table = await context.tables.publicTable(roll.tableId);
  if (!table) return [];
  return context.games.module(table.game).render.handControls?.(roll, roll.tableId) ?? [];
}

export interface DeliveryOptions {
  /** Members who already saw the dice in an ephemeral reply: a failed DM needs nothing more. */
  quiet?: ReadonlySet<string>;
  /** The interaction that dealt the dice: its member gets theirs ephemerally when the DM fails. */
  interaction?: ActingInteraction | undefined;
}

/** Where the members a deal could not reach are told: one notice per channel (and lone roll), naming each by why. */
interface Unreached {
  channelId: string;
  tableId: number | null;
  code: string | null;
  /** 50007: their DMs are closed, theirs to open. */
  closed: Set<string>;
  /** Any other refusal (40003, an outage): nothing for them to fix. */
  failed: Set<string>;
}

/**
 * Issue 27: whether a table is too big for DMs — more players than its
 * server's `dmMaxPlayers`, counting a group's whole split table (EL-1),
 * since every group deals at once — and that limit; null when its dice go
 * by DM (a lone /roll always does).
 */
async function tooBigForDms(context: BotContext, tableId: number | null): Promise<{ serverId: string; limit: number } | null> {
  if (tableId === null) return null;
  const table = await context.tables.publicTable(tableId);
  if (!table) return null;
  const whole = table.group ? ((await context.tables.publicTable(table.group.parentId)) ?? table) : table;
  const players = whole.seats.filter((seat) => seat.role === 'player').length;
  const limit = (await context.servers.settings(table.serverId)).dmMaxPlayers;
  return players > limit ? { serverId: table.serverId, limit } : null;
}

/**
 * Hidden dice go to their owner (and named viewers) by DM. When a DM fails,
 * the member who acted gets their dice as an ephemeral reply at once (RULES:
 * "the owner gets them as an ephemeral reply instead"); anyone else gets one
 * short channel notice with a "Show my dice" button that answers only the
 * presser. The dice stay in SQLite, so nothing is lost when Discord refuses.
 *
 * Issue 27, DMs at scale: every DM counts against Discord's 50-a-second
 * global limit, and Discord refuses DM opens that come too fast (40003).
 * At a table of more players than the server's `dmMaxPlayers`, no DM is
 * sent: one notice for the game says the dice go by "Show my dice" (an
 * interaction's answer, outside the global limit). On the first 40003 of a
 * deal no further DM is tried in it: everyone not yet reached is told at
 * once. Only a 50007 says the member's DMs are closed.
 */
export async function deliverHidden(context: BotContext, deliveries: readonly HiddenDelivery[], options: DeliveryOptions = {}) {
  const { quiet = new Set<string>(), interaction } = options;
  const unreached = new Map<string, Unreached>();
  /** Tables too big for DMs whose players need the game's one notice, by id: where it goes. */
  const byButton = new Map<number, { channelId: string; serverId: string; limit: number }>();
  const sizes = new Map<number | null, Awaited<ReturnType<typeof tooBigForDms>>>();
  const { closedDms } = context;
  let refusedTooFast = false;
  for (const delivery of deliveries) {
    if (!sizes.has(delivery.tableId)) sizes.set(delivery.tableId, await tooBigForDms(context, delivery.tableId));
    const big = sizes.get(delivery.tableId) ?? null;
    for (const viewer of delivery.viewers) {
      // Issue 33: a house player reads its dice from its seat view; they go to nobody (and no DM is tried for it).
      if (isHouse(viewer)) continue;
      const known = closedDms.knownClosed(delivery.tableId, viewer);
      // A DM is read by its viewer alone: in their language, the buttons on their dice too.
      const controls = viewer === delivery.owner ? await inMemberLanguage(context, viewer, () => handControls(context, delivery)) : [];
      let outcome: DmOutcome | 'by-button';
      if (big !== null) outcome = 'by-button';
      // After a 40003 this deal opens no more DMs: Discord would refuse them too, and each try counts.
      else if (refusedTooFast) outcome = 'failed';
      else if (known) outcome = 'closed';
      else {
        const text = await inMemberLanguage(context, viewer, () => dmText(delivery, viewer));
        outcome = await sendDm(context, viewer, text, controls, nonceOf('hidden roll', delivery.code, viewer));
      }
      if (outcome === 'too-fast') refusedTooFast = true;
      if (outcome === 'sent') closedDms.opened(delivery.tableId, viewer);
      if (outcome === 'closed' && !known) closedDms.closed(delivery.tableId, viewer);
      if (outcome === 'sent' || quiet.has(viewer)) continue;
      const content = showRolls([delivery]);
      if (interaction?.user.id === viewer && (interaction.replied || interaction.deferred)) {
        const told = await bestEffort(context, 'ephemeral dice', () =>
          interaction.followUp({ content, components: controls, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } }),
        );
        if (told && outcome !== 'by-button') continue;
      }
      if (big !== null && delivery.tableId !== null) {
        byButton.set(delivery.tableId, { ...big, channelId: delivery.channelId });
        continue;
      }
      // At a table one notice serves the game: its button shows all of the presser's dice there.
      if (closedDms.noticed(delivery.tableId, viewer)) continue;
      // A lone /roll needs its code.
      const code = delivery.tableId === null ? delivery.code : null;
      const placeKey = `${delivery.channelId}:${delivery.tableId}:${code ?? ''}`;
      const place = unreached.get(placeKey) ?? { channelId: delivery.channelId, tableId: delivery.tableId, code, closed: new Set(), failed: new Set() };
      (outcome === 'closed' ? place.closed : place.failed).add(viewer);
      unreached.set(placeKey, place);
    }
  }
  for (const [tableId, table] of byButton) {
    if (closedDms.toldTable(tableId)) continue;
    // One notice for the whole game, naming nobody: every player reads it the same, and no deal pings the table again.
    const { content, row } = await inServerLanguage(context, table.serverId, () => ({
      content: table.limit === 0 ? t('hidden-by-button-always') : t('hidden-by-button', { limit: table.limit }),
      row: showDiceRow(tableId, null),
    }));
    if (await channelSay(context, table.channelId, interaction)({ content, components: [row], allowedMentions: { parse: [] } }))
      closedDms.toldWholeTable(tableId);
  }
  for (const place of unreached.values()) await noticeUnreached(context, place, interaction);
}

/**
 * One notice for the members a deal could not reach at one place: those
 * whose DMs are closed are told so, anyone else only that the DM did not
 * go (nothing of theirs to fix); the button answers each presser.
 */
async function noticeUnreached(context: BotContext, place: Unreached, interaction: ActingInteraction | undefined): Promise<void> {
  const closed = [...place.closed];
  const failed = [...place.failed];
  const members = [...closed, ...failed];
  // At a big table the notice names as many as a share of a message holds (Discord pings 100 a message at most); the button answers anyone.
  // The notice is the channel's to read: in the server's language.
  const { content, row } = await inServerLanguage(context, serverOfChannel(context, place.channelId), () => {
    const budget = closed.length > 0 && failed.length > 0 ? ANNOUNCED_LIST / 2 : ANNOUNCED_LIST;
    const lines = [
      ...(closed.length > 0 ? [t('hidden-dm-closed', { member: listWithin(closed.map(mention), budget) })] : []),
      ...(failed.length > 0 ? [t('hidden-dm-failed', { member: listWithin(failed.map(mention), budget) })] : []),
    ];
    return { content: lines.join('\n'), row: showDiceRow(place.tableId, place.code) };
  });
  const said = await channelSay(context, place.channelId, interaction)({ content, components: [row], allowedMentions: { users: members.slice(0, 100) } });
  // Only those it named and reached are noticed: the others are named at the next deal.
  if (said)
    context.closedDms.told(
      place.tableId,
      members.filter((member) => content.includes(mention(member))),
    );
}
