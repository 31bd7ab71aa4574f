// Reads a request body for the stand-in's REST routes: JSON, or multipart with `payload_json` and files; Discord's 413 when too large.
import type { IncomingMessage } from 'node:http';
import { refusals } from './errors.js';
import { FILE_LIMITS } from './files.js';

/** One `files[n]` part of a multipart body: `n` is the placeholder its `attachments` entry names it by. */
export interface UploadedFile {
  index: number;
  filename: string;
  contentType: string | null;
  content: Buffer;
}

export interface RequestBody {
  json: Record<string, unknown>;
  files: UploadedFile[];
}

/**
 * The whole body, or Discord's 413 when it is over the request limit. A body
 * too large is still read to its end (and dropped), so the client sees the
 * answer rather than a connection torn down mid-upload.
 */
async function readRaw(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of request) {
    length += (chunk as Buffer).length;
    if (length <= FILE_LIMITS.requestBytes) chunks.push(chunk as Buffer);
  }
  if (length > FILE_LIMITS.requestBytes) throw refusals.entityTooLarge();
  return Buffer.concat(chunks);
}

/** `files[3]` → 3; a part named otherwise has no placeholder (-1), and is never an attachment entry's. */
function placeholderOf(name: string): number {
  const match = /^files\[(\d+)\]$/.exec(name);
  return match ? Number(match[1]) : -1;
}

/** JSON, or multipart with `payload_json` and `files[n]` (how discord.js sends attachments). */
export async function readBody(request: IncomingMessage): Promise<RequestBody> {
  const raw = await readRaw(request);
  const type = request.headers['content-type'] ?? '';
  if (raw.length === 0) return { json: {}, files: [] };
  if (type.startsWith('multipart/form-data')) {
    // undici's Request parses multipart for us.
    const form = await new Request('http://stand-in.invalid/', { method: 'POST', headers: { 'content-type': type }, body: raw }).formData();
    const files: UploadedFile[] = [];
    let json: Record<string, unknown> = {};
    for (const [name, value] of form.entries()) {
      if (name === 'payload_json' && typeof value === 'string') json = JSON.parse(value) as Record<string, unknown>;
      else if (typeof value !== 'string') {
        files.push({ index: placeholderOf(name), filename: value.name, contentType: value.type || null, content: Buffer.from(await value.arrayBuffer()) });
      }
    }
    return { json, files };
  }
  return { json: JSON.parse(raw.toString('utf8')) as Record<string, unknown>, files: [] };
}
