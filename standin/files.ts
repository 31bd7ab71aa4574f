// Attachments on the stand-in: Discord's documented file limits (count, size) and which files a message keeps after an edit.
import { refusals } from './errors.js';
import type { RequestBody, UploadedFile } from './http-body.js';
import type { StoredAttachment } from './model.js';
import type { DiscordStandIn } from './standin.js';

/**
 * What Discord takes in files, from its own documentation
 * (github.com/discord/discord-api-docs):
 * - `attachments`: docs/topics/opcodes-and-status-codes, JSON error 30015
 *   "Maximum number of attachments in a message reached (10)". A body whose
 *   `attachments` list is longer is already refused by the spec's form check
 *   (maxLength 10, 50035 at `attachments`, spec.ts); 30015 is for more file
 *   parts than that, or an edit that would keep more.
 * - `uploadBytes`: docs/reference, "Uploading Files": "The file upload size
 *   limit applies to each file in a request. The default limit is 10 MiB",
 *   higher only by Nitro or the server's Boost Tier; the stand-in's server
 *   has no boosts. (Per file since the change log's "Per-Attachment File
 *   Upload Behavior for Apps", 2025-04-03.)
 * - `requestBytes`: docs/resources/message, Create Message, Limitations: "The
 *   maximum request size when sending a message is 25 MiB".
 * - `description` (alt text): docs/resources/message, Attachment Object:
 *   "description for the file (max 1024 characters)"; the spec's
 *   MessageAttachmentRequestSchema has the same bound, so a longer one is
 *   the spec check's 50035 at `attachments.N.description`.
 * Too large — a file or the request — is answered 413 with JSON code 40005
 * "Request entity too large" (the codes table; the status as Discord sends
 * it, e.g. discord/discord-api-docs issue 8572: "413 Payload Too Large
 * (40005: Request entity too large)").
 */
export const FILE_LIMITS = {
  attachments: 10,
  uploadBytes: 10 * 1024 * 1024,
  requestBytes: 25 * 1024 * 1024,
  description: 1024,
} as const;

/** An entry of a body's `attachments`: a new file by its `files[n]` placeholder, or a kept one by its id. */
interface AttachmentEntry {
  id?: unknown;
  filename?: unknown;
  description?: unknown;
}

function entriesOf(json: Record<string, unknown>): AttachmentEntry[] {
  return Array.isArray(json.attachments) ? (json.attachments as AttachmentEntry[]) : [];
}

function stored(standin: DiscordStandIn, file: UploadedFile, entry: AttachmentEntry | undefined): StoredAttachment {
  return {
    id: standin.ids.next(),
    // An entry's filename renames the upload (docs/reference, "Uploading Files").
    filename: typeof entry?.filename === 'string' ? entry.filename : file.filename,
    size: file.content.length,
    content: file.content,
    contentType: file.contentType,
    description: typeof entry?.description === 'string' ? entry.description : null,
  };
}

/**
 * The attachments a message has after this request, or `undefined` when the
 * request leaves them alone (an edit with neither `attachments` nor files).
 * On an edit, a listed `attachments` keeps only the old files it names
 * (docs/reference, "Editing Message Attachments": "Any previously-added files
 * that aren't included will be removed"). Refuses what Discord refuses:
 * a file over the upload limit (413 40005), an entry naming no file
 * (50035 ATTACHMENT_NOT_FOUND), more than 10 in the message (30015).
 */
export function attachmentsAfter(standin: DiscordStandIn, body: RequestBody, existing: readonly StoredAttachment[]): StoredAttachment[] | undefined {
  const { json, files } = body;
  const listed = 'attachments' in json;
  if (!listed && files.length === 0) return undefined;
  if (files.some((file) => file.content.length > FILE_LIMITS.uploadBytes)) throw refusals.entityTooLarge();
  const entries = entriesOf(json);
  entries.forEach((entry, n) => {
    const id = String(entry.id);
    if (!files.some((file) => String(file.index) === id) && !existing.some((old) => old.id === id)) {
      throw refusals.invalidForm(`attachments.${n}`, 'ATTACHMENT_NOT_FOUND', 'Attachment data not found');
    }
  });
  const kept = listed ? existing.filter((old) => entries.some((entry) => String(entry.id) === old.id)) : [...existing];
  const added = files.map((file) =>
    stored(
      standin,
      file,
      entries.find((entry) => String(entry.id) === String(file.index)),
    ),
  );
  const after = [...kept, ...added];
  if (after.length > FILE_LIMITS.attachments) throw refusals.tooManyAttachments();
  return after;
}
