// Turns an applied table action into its channel announcements and table-message refresh, and re-shows actions left unshown after a restart.
import { AttachmentBuilder } from 'discord.js';
import type { MessagePlace } from '../../engine/tables/contract.js';
import type { ActResult, Applied } from '../../engine/tables/service.js';
import type { PictureSpec } from '../../pictures/index.js';
import { PlayerError } from '../kit/player-error.js';
import { drawnWith, moneyIn, namedAt, plainNamesIn, withNames } from '../kit/wording.js';
import { inServerLanguage } from '../language/readers.js';
import { announcementLines, handsFile, packLines } from '../render/announcements.js';
import { serverLines } from '../render/elimination-lines.js';
import { playing, renderTable, tableAmount } from '../render/table.js';
import type { BotContext } from '../runtime/context.js';
import { botPermissionsIn, lacking, lackingToPost } from '../runtime/permissions.js';
import { type ActingInteraction, acknowledge, bestEffort, channelSay } from './channels.js';
import { deliverHidden } from './hidden.js';
import { nonceOf } from './nonces.js';
import { markShown, noteSaid } from './outbox-retry.js';
import { saidSoFar } from './reply-made.js';
import { ThreadBurst } from './threads.js';
import { noticePlaced } from './tournament-notices.js';
import { placeInThread, showNotice, showTournamentNews } from './tournament-publish.js';

/** A refused action becomes the player's one ephemeral sentence (via the dispatcher). */
export function unwrap(result: ActResult): Applied {
  if (!result.ok) throw PlayerError.from(result.error);
  return result;
}

/** One message of an announcement: fit for a reply, a follow-up or a channel post. */
export interface AnnouncementMessage {
  content: string;
  allowedMentions: { parse: 'users'[] };
  files?: AttachmentBuilder[];
  /** Issue 32: the same message shown again (after a crash) is not posted twice (nonces.ts). */
  nonce?: string;
  enforceNonce?: boolean;
}

/**
 * What an action says in the channel, as messages ready to send: its
 * sentences packed into as few messages as Discord allows, the first
 * carrying the file of hands said together at a big table (RL-2).
 */
async function announcementsOf(context: BotContext, result: Applied): Promise<AnnouncementMessage[]> {
  const { messages, files } = await announcementsDrawnLater(context, result);
  const later = (await files?.()) ?? [];
  return later.length === 0 ? messages : messages.map((message, index) => (index === 0 ? { ...message, files: later } : message));
}

/** What the first message of an announcement carries: the file of hands said together, the picture. */
export type AnnouncementFiles = AttachmentBuilder[];

/** An announcement whose files wait for its picture: the messages without them, and what draws them. */
export interface AnnouncementDrawnLater {
  messages: AnnouncementMessage[];
  /** Draws the picture (off the bot's thread) and gives the first message's files (null when there is no picture to draw: the files are on the first message). */
  files: (() => Promise<AnnouncementFiles>) | null;
}

/**
 * Issue 31: the announcement without drawing its picture, for a reply that
 * must go first (a typed command's answer is due within 3 s, and a picture
 * takes ~90-180 ms to draw). The picture, with the file of hands beside it
 * (in the order the announcement always has them), is attached afterwards by
 * an edit of the reply.
 */
export async function announcementsDrawnLater(context: BotContext, result: Applied): Promise<AnnouncementDrawnLater> {
  if (result.duplicate) return { messages: [], files: null };
  // The channel reads them: in the server's language, whoever acted.
  return inServerLanguage(context, result.table.serverId, () => announcementsIn(context, result));
}

async function announcementsIn(context: BotContext, result: Applied): Promise<AnnouncementDrawnLater> {
  const { table } = result;
  const settings = await context.servers.settings(table.serverId);
  const { lines, hands } = announcementLines(result.events, table, context.games, serverLines(settings));
  const texts = packLines(lines);
  // The picture rides on the first message (no request of its own): drawn only when there is one to carry it.
  // Without Attach Files it would cost the whole message: it is left out, the text says everything it shows,
  // and every hand's code and salt stays a /verify away.
  const attachable = lacking(botPermissionsIn(context.client, table.channelId), ['AttachFiles']).length === 0;
  const file = attachable
    ? await withNames(
        plainNamesIn(context, table.serverId),
        hands.map((hand) => hand.owner),
        (name) => handsFile(hands, name),
      )
    : null;
  const handsFiles = file ? [new AttachmentBuilder(Buffer.from(file.content, 'utf8'), { name: file.name })] : [];
  // What to draw is known at once; the drawing is what takes time.
  const spec = texts.length > 0 && settings.images && attachable ? await pictureSpecOf(context, result) : null;
  const messages = texts.map((content, index) => ({
    content,
    allowedMentions: { parse: ['users' as const] },
    ...(index === 0 && spec === null && handsFiles.length > 0 ? { files: handsFiles } : {}),
  }));
  if (spec === null) return { messages, files: null };
  const files = () =>
    inServerLanguage(context, table.serverId, async () => {
      const picture = await drawn(context, table.id, spec);
      return [...handsFiles, ...(picture ? [picture] : [])];
    });
  return { messages, files };
}

/**
 * The game's picture of what the action showed (revealed dice, a final
 * scoresheet), from its public events: what to draw, not yet drawn. A
 * picture that fails is logged and left out: the announcement's text says
 * everything it would have shown.
 */
async function pictureSpecOf(context: BotContext, result: Applied): Promise<PictureSpec | null> {
  const { table } = result;
  const game = playing(table);
  const { render } = context.games.module(table.game);
  if (!game || !render.picture) return null;
  try {
    // The rules' pictures are drawn synchronously: the log (a sheet's history) is read before, the names as they are named.
    const log = await context.tables.publicLog(table.id);
    const money = tableAmount(table, await moneyIn(context, table.serverId));
    return await withNames(
      plainNamesIn(context, table.serverId),
      namedAt(table),
      (name) => render.picture?.(result.events, game, { name, log: () => log, money }) ?? null,
    );
  } catch (error) {
    context.log.warn({ err: error, table: table.id }, 'picture not drawn');
    return null;
  }
}

/** The picture drawn off the bot's thread (issue 31: other tables are answered meanwhile), with its text alternative. */
async function drawn(context: BotContext, tableId: number, spec: PictureSpec): Promise<AttachmentBuilder | null> {
  try {
    const picture = await context.pictures.draw(spec);
    return new AttachmentBuilder(picture.png, { name: picture.file, description: picture.alt });
  } catch (error) {
    context.log.warn({ err: error, table: tableId }, 'picture not drawn');
    return null;
  }
}

/**
 * Everything an applied action shows, after it is safely in SQLite: the
 * table message (through the button's own update when a button on it was
 * pressed), the announcement, then the hidden dice by DM. `said`: the
 * announcement's messages the command's own reply already carried.
 */
export async function publish(context: BotContext, result: Applied, interaction?: ActingInteraction, said = result.showing?.said ?? 0): Promise<void> {
  // The other tables it changed are shown after it (publishElsewhere): under way too.
  const actions = actionsOf(result).filter((id) => !context.showingNow.has(id));
  for (const id of actions) context.showingNow.add(id);
  try {
    await publishNow(context, result, interaction, said);
  } finally {
    for (const id of actions) context.showingNow.delete(id);
  }
}

/** An applied action's id and those of the actions it made at other tables, at any depth. */
function actionsOf(result: Applied): number[] {
  return [...(result.actionId === undefined ? [] : [result.actionId]), ...(result.others ?? []).flatMap(actionsOf)];
}

async function publishNow(context: BotContext, result: Applied, interaction: ActingInteraction | undefined, said: number): Promise<void> {
  const { table } = result;
  const pressed = interaction?.isMessageComponent() ? interaction : undefined;
  let shown = false;
  // A press deferred (a start that made threads first) has no update left: the message is edited instead.
  if (pressed && !pressed.deferred && !pressed.replied && pressed.message.id === table.messageId) {
    const message = await inServerLanguage(context, table.serverId, () =>
      drawnWith(context, table.serverId, namedAt(table), (wording) => renderTable(table, context.games, wording)),
    );
    shown = await bestEffort(context, 'update', () => pressed.update(message));
  }
  // A button on some other message (an old table message), or an update Discord refused, still needs its answer within 3 s.
  if (interaction) await acknowledge(context, interaction);
  // Another action may have landed meanwhile: the message always ends at the newest version.
  if (!shown || (await context.tables.publicTable(table.id))?.version !== table.version) await context.messenger.refresh(table.id, interaction);
  if (result.duplicate) return;
  const say = channelSay(context, table.channelId, interaction, result.showing?.owed === true);
  // After a reply that said the first message (its files attached to it), the rest carry no files: nothing to draw.
  const messages = said > 0 ? (await announcementsDrawnLater(context, result)).messages.slice(said) : await announcementsOf(context, result);
  // With nobody's interaction to carry them, the announcements need the channel: the host hears once what is missing there.
  const carried = interaction !== undefined && (interaction.replied || interaction.deferred);
  const missing = carried || messages.length === 0 ? [] : lackingToPost(context.client, table.channelId, { files: messages[0]?.files ?? [] });
  if (missing.length > 0) await context.messenger.tellHost(table, missing);
  // Issue 32: each message of a saved action has its nonce (posted again after a crash, Discord returns it instead of
  // making another), and is noted said once it went (a follow-up has no nonce: shown again, the rest is said alone).
  // (An action saved before the nonces were, shown after the upgrade, has none.)
  const { actionId, showing } = result;
  // What the command's own reply carried went without a nonce: noted first, so that a restart does not say it again.
  if (actionId !== undefined && said > (showing?.said ?? 0)) await noteSaid(context, actionId, said);
  for (const [index, message] of messages.entries()) {
    const order: MessagePlace | undefined = actionId === undefined ? undefined : [actionId, said + index];
    await say(showing?.nonce ? { ...message, nonce: nonceOf(showing.nonce, said + index), enforceNonce: true } : message, order);
    if (actionId !== undefined) await noteSaid(context, actionId, said + index + 1);
  }
  await deliverHidden(context, result.deliveries, { interaction });
  if (actionId !== undefined) await markShown(context, actionId);
  if (table.status === 'finished' || table.status === 'cancelled') {
    context.closedDms.forget(table.id);
    context.messenger.forget(table.id);
  }
  await publishElsewhere(context, result);
}

/**
 * What an action changed beyond its own table, shown where each part lives:
 * a tier's new lobbies (in their groups' threads), the tournament's news,
 * the other tables it changed, and a split table's parent. Also for an
 * action whose own table has no place left to be shown in (lost-places.ts).
 */
export async function publishElsewhere(context: BotContext, result: Applied): Promise<void> {
  const { table } = result;
  // VJ-11: a tier's new lobbies go to their groups' threads first, so the tournament's news can say where each group plays.
  const others: Applied[] = [];
  const burst = new ThreadBurst(context);
  for (const other of result.others ?? []) others.push(await placeInThread(context, other, burst));
  for (const item of result.news ?? []) await noticePlaced(context, item.notice);
  // VJ-11: what the game's end did to its tournament; a tournament game that ended changed its standing, news or not.
  const ended = table.tournament !== null && (table.status === 'finished' || table.status === 'cancelled');
  if ((result.news?.length ?? 0) > 0 || ended) await showTournamentNews(context, result.news ?? [], ended && table.tournament ? [table.tournament.id] : []);
  // EL-1: the other tables the action changed, each in its own place (a split table's groups, or the split table itself).
  for (const other of others) await publish(context, other);
  // A group's standing shows at the table it was split from: redrawn there only when it reads differently.
  if (table.group && !result.duplicate) await context.messenger.refreshIfChanged(table.group.parentId);
}

/**
 * At start: whatever was saved but not shown before the bot stopped is
 * shown now, in the order it happened; only in the servers this process
 * serves (issue 31), so that processes splitting the shards never show one
 * thing twice. A tournament step's notice (its
 * news, its groups' threads) comes just before the first table it made is
 * shown, so that table opens in its thread; notices of steps that made no
 * table waiting for one come last.
 */
export async function showUnshown(context: BotContext): Promise<number> {
  const at = { now: context.now(), startedAt: context.startedAt };
  // What this process is showing now (held past HELD_MS behind a backlog) is left to that showing.
  const pending = (await context.tables.unshown(context.served, at)).filter((owed) => owed.actionId === undefined || !context.showingNow.has(owed.actionId));
  const notices = await context.tournamentBook.pendingNotices(context.served, at);
  const noticesBefore = async (tableId: number) => {
    for (const notice of notices.filter((candidate) => candidate.tables.includes(tableId))) {
      notices.splice(notices.indexOf(notice), 1);
      await showNotice(context, notice);
    }
  };
  const count = pending.length + notices.length;
  for (const result of pending) {
    await noticesBefore(result.table.id);
    await publish(context, result, undefined, await saidSoFar(context, result));
  }
  for (const notice of notices.splice(0)) await showNotice(context, notice);
  return count;
}
