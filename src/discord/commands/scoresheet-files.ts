// Scoresheets as attachments (a table's sheet as text, a game's CSV), trimmed to the files and sizes Discord accepts in one reply.
import { AttachmentBuilder, type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import type { PublicTable } from '../../engine/tables/service.js';
import { t } from '../../i18n/index.js';
import type { Scoresheet } from '../kit/game-module.js';
import { mention, moneyIn, namedAt, plainNamesIn, withNames } from '../kit/wording.js';
import { playing, tableAmount } from '../render/table.js';
import type { BotContext } from '../runtime/context.js';

/** A file a scoresheet reply carries: a table's sheet as text, or a game's CSV. */
export interface SheetFile {
  name: string;
  content: string;
}

/**
 * What Discord takes in one message (its "Uploading Files" and Create
 * Message pages, as test/e2e's stand-in enforces them): 10 files, each at
 * most 10 MiB in a server without boosts, the whole request at most 25 MiB —
 * of which the files take no more than 24, leaving the rest for the message.
 */
const FILE_LIMITS = { files: 10, fileBytes: 10 * 1024 * 1024, replyBytes: 24 * 1024 * 1024 } as const;

/** A table's scoresheet as its game writes it, members named by `inText`; null in a lobby or for a game without one. */
async function sheetOf(context: BotContext, found: PublicTable, inText: 'mentions' | 'plain'): Promise<Scoresheet | null> {
  const table = playing(found);
  const { render } = context.games.module(found.game);
  if (!table || !render.scoresheet) return null;
  const money = tableAmount(table, await moneyIn(context, table.serverId));
  const log = await context.tables.publicLog(table.id);
  return withNames(
    plainNamesIn(context, table.serverId),
    namedAt(table),
    (plain) => render.scoresheet?.(table, log, { inText: inText === 'mentions' ? mention : plain, plain, money }) ?? null,
  );
}

/** The sheet for a reply: text with mentions, and the files its game adds. */
export async function replySheet(context: BotContext, table: PublicTable): Promise<Scoresheet | null> {
  return sheetOf(context, table, 'mentions');
}

/** A table's scoresheet as a text file, members named as the server calls them (a file shows mentions raw). */
export async function sheetTextFile(context: BotContext, table: PublicTable): Promise<SheetFile | null> {
  const sheet = await sheetOf(context, table, 'plain');
  return sheet ? { name: `scoresheet-${table.id}.txt`, content: sheet.text } : null;
}

/** A table's scoresheet as CSV: the game's CSV files, for a spreadsheet. */
export async function sheetCsvFiles(context: BotContext, table: PublicTable): Promise<SheetFile[]> {
  return ((await sheetOf(context, table, 'plain'))?.files ?? []).filter((file) => file.name.endsWith('.csv'));
}

/**
 * The files, in order, as many as one reply takes; `leftOut`: how many did
 * not fit, for the reply to say. A file too large on its own is left out
 * and the next ones still tried.
 */
export function filesThatFit(files: readonly SheetFile[]): { attachments: AttachmentBuilder[]; leftOut: number } {
  const attachments: AttachmentBuilder[] = [];
  let bytes = 0;
  for (const file of files) {
    const content = Buffer.from(file.content, 'utf8');
    const fits = attachments.length < FILE_LIMITS.files && content.length <= FILE_LIMITS.fileBytes && bytes + content.length <= FILE_LIMITS.replyBytes;
    if (!fits) continue;
    bytes += content.length;
    attachments.push(new AttachmentBuilder(content, { name: file.name }));
  }
  return { attachments, leftOut: files.length - attachments.length };
}

/** The files in one ephemeral reply, as many as Discord takes, saying how many were left out. */
export async function replyWithFiles(interaction: ChatInputCommandInteraction, content: string, files: readonly SheetFile[]): Promise<void> {
  const { attachments, leftOut } = filesThatFit(files);
  const said = leftOut > 0 ? `${content} ${t('table-files-left-out', { count: leftOut })}` : content;
  await interaction.reply({ content: said, files: attachments, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
}
