import type { IncomingMessage } from 'node:http';

export interface RequestBody {
  json: Record<string, unknown>;
  files: { filename: string; content: Buffer }[];
}

async function readRaw(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** JSON, or multipart with `payload_json` and `files[n]` (how discord.js sends attachments). */
export async function readBody(request: IncomingMessage): Promise<RequestBody> {
  const raw = await readRaw(request);
  const type = request.headers['content-type'] ?? '';
  if (raw.length === 0) return { json: {}, files: [] };
  if (type.startsWith('multipart/form-data')) {
    // undici's Request parses multipart for us.
    const form = await new Request('http://stand-in.invalid/', { method: 'POST', headers: { 'content-type': type }, body: raw }).formData();
    const files: RequestBody['files'] = [];
    let json: Record<string, unknown> = {};
    for (const [name, value] of form.entries()) {
      if (name === 'payload_json' && typeof value === 'string') json = JSON.parse(value) as Record<string, unknown>;
      else if (typeof value !== 'string') files.push({ filename: value.name, content: Buffer.from(await value.arrayBuffer()) });
    }
    return { json, files };
  }
  return { json: JSON.parse(raw.toString('utf8')) as Record<string, unknown>, files: [] };
}
