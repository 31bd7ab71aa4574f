// Tests of files on the stand-in through real discord.js: attachments at and over Discord's limits on every route, and editing them.
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  DiscordAPIError,
  type Interaction,
  type Message,
  MessageFlags,
  Routes,
  type TextChannel,
} from 'discord.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { FILE_LIMITS } from '../../standin/files.js';
import { useStandInClient } from '../fixtures/standin-client.js';

/**
 * Files as Discord takes them (standin/files.ts cites where its
 * docs say so), on every route a message's files travel: sent and refused
 * through the real discord.js client.
 */

const { standin: discord, client, command, press, room } = useStandInClient();

/** A 1×1 PNG, as a picture the bot sends would start. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const MiB = 1024 * 1024;

type Payload = { files: AttachmentBuilder[] };
/** What a route did with a payload: the message it made or changed (its id), or the error discord.js threw. */
type Sent = { id: string | null; error: unknown };

/** Each test posts in a room of its own (see `room`), so no test waits out another's channel limit. */
let current: TextChannel;
beforeEach(async () => {
  current = await room();
});
const general = () => current;

async function attempt(run: () => Promise<string | null>): Promise<Sent> {
  try {
    return { id: await run(), error: null };
  } catch (error) {
    return { id: null, error };
  }
}

/** A message with a button to press, for the callback that updates it (type 7). */
async function messageWithButton(): Promise<Message> {
  const row = new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId('again').setLabel('Again').setStyle(ButtonStyle.Primary));
  return general().send({ content: 'press me', components: [row] });
}

/** Every route that carries a message's files, as discord.js calls it. */
const routes: [string, (payload: Payload) => Promise<Sent>][] = [
  ['channel.send (POST /channels/{id}/messages)', (payload) => attempt(async () => (await general().send(payload)).id)],
  [
    'message.edit (PATCH /channels/{id}/messages/{id})',
    async (payload) => {
      const message = await general().send({ content: 'to be edited' });
      return attempt(async () => (await message.edit(payload)).id);
    },
  ],
  [
    'interaction.reply (callback type 4)',
    async (payload) => {
      const outcome = await command((interaction) =>
        (interaction as Extract<Interaction, { reply: unknown }>).reply({ ...payload, flags: MessageFlags.Ephemeral }),
      );
      return { id: outcome.error ? null : outcome.interaction.originalMessageId, error: outcome.error };
    },
  ],
  [
    'interaction.update (callback type 7)',
    async (payload) => {
      const message = await messageWithButton();
      const outcome = await press(discord().messages.get(message.id)!, (interaction) => {
        if (!interaction.isButton()) throw new Error('expected a button press');
        return interaction.update(payload);
      });
      return { id: outcome.error ? null : message.id, error: outcome.error };
    },
  ],
  [
    'interaction.followUp (POST /webhooks/{app}/{token})',
    async (payload) => {
      let id: string | null = null;
      const outcome = await command(async (interaction) => {
        if (!interaction.isChatInputCommand()) throw new Error('expected a command');
        await interaction.reply({ content: 'first' });
        id = (await interaction.followUp(payload)).id;
      });
      return { id, error: outcome.error };
    },
  ],
  [
    'interaction.editReply (PATCH /webhooks/{app}/{token}/messages/@original)',
    async (payload) => {
      let id: string | null = null;
      const outcome = await command(async (interaction) => {
        if (!interaction.isChatInputCommand()) throw new Error('expected a command');
        await interaction.deferReply();
        id = (await interaction.editReply(payload)).id;
      });
      return { id, error: outcome.error };
    },
  ],
];

const text = (i: number) => new AttachmentBuilder(Buffer.from(`file ${i}\n`), { name: `file-${i}.txt` });

/** [what, the files, HTTP status, Discord's code, where a 50035 says the problem is] */
const refused: [string, () => AttachmentBuilder[], number, number, string | null][] = [
  ['11 files (the spec: attachments ≤ 10)', () => Array.from({ length: 11 }, (_, i) => text(i)), 400, 50035, 'attachments'],
  ['a file 1 byte over the 10 MiB upload limit', () => [new AttachmentBuilder(Buffer.alloc(10 * MiB + 1), { name: 'big.bin' })], 413, 40005, null],
  [
    'a request over 25 MiB (three files of 9 MiB)',
    () => [0, 1, 2].map((i) => new AttachmentBuilder(Buffer.alloc(9 * MiB), { name: `part-${i}.bin` })),
    413,
    40005,
    null,
  ],
  [
    'alt text of 1025 characters',
    () => [new AttachmentBuilder(PNG, { name: 'dice.png', description: 'x'.repeat(1025) })],
    400,
    50035,
    'attachments.0.description',
  ],
];

/** The `_errors[0].code` of a 50035 at `path` (under `data.` for a callback's message). */
function formErrorAt(error: DiscordAPIError, path: string): string | undefined {
  const errors = (error.rawError as { errors?: Record<string, unknown> }).errors ?? {};
  let node: unknown = 'data' in errors ? errors.data : errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return ((node as { _errors?: { code: string }[] } | undefined)?._errors ?? [])[0]?.code;
}

describe.each(routes)('%s', (_route, send) => {
  it('keeps a PNG with its bytes, name, size, content type and alt text', async () => {
    const sent = await send({ files: [new AttachmentBuilder(PNG, { name: 'dice.png', description: 'Two dice showing 3 and 5' })] });
    expect(sent.error).toBeNull();
    const [file, ...others] = discord().messages.get(sent.id!)!.attachments;
    expect(others).toEqual([]);
    expect(file).toMatchObject({ filename: 'dice.png', size: PNG.length, contentType: 'image/png', description: 'Two dice showing 3 and 5' });
    expect(file!.content.equals(PNG)).toBe(true);
  });

  it.each(refused)('refuses %s with its status and code, and keeps nothing', async (_what, files, status, code, path) => {
    const before = [...discord().messages.values()].map((message) => message.attachments.length);
    const sent = await send({ files: files() });
    expect(sent.error).toBeInstanceOf(DiscordAPIError);
    const error = sent.error as DiscordAPIError;
    expect({ status: error.status, code: error.code }).toEqual({ status, code });
    if (path) expect(formErrorAt(error, path)).toBe('BASE_TYPE_MAX_LENGTH');
    else expect(error.message).toBe('Request entity too large');
    // Nothing stored carries a file it did not carry before (a refused edit leaves its message as it was).
    const after = [...discord().messages.values()].map((message) => message.attachments.length);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).every((count) => count === 0)).toBe(true);
  });
});

describe('exactly at the limits (channel.send)', () => {
  it('takes 10 files, a file of exactly 10 MiB, and alt text of 1024 characters', async () => {
    const ten = await general().send({ files: Array.from({ length: 10 }, (_, i) => text(i)) });
    expect(
      discord()
        .messages.get(ten.id)!
        .attachments.map((file) => file.filename),
    ).toEqual(Array.from({ length: 10 }, (_, i) => `file-${i}.txt`));
    const full = await general().send({ files: [new AttachmentBuilder(Buffer.alloc(FILE_LIMITS.uploadBytes, 7), { name: 'full.bin' })] });
    expect(discord().messages.get(full.id)!.attachments[0]!.size).toBe(10 * MiB);
    const described = await general().send({ files: [new AttachmentBuilder(PNG, { name: 'dice.png', description: 'y'.repeat(1024) })] });
    // discord.js reads the alt text back from the message the stand-in answered with.
    expect(described.attachments.first()?.description).toBe('y'.repeat(1024));
  });
});

describe('30015: more than 10 attachments in one message', () => {
  it('refuses 11 file parts that no attachments list names (400 30015)', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `file-${i}.txt`, data: Buffer.from(`file ${i}\n`) }));
    const before = discord().messages.size;
    const error = await client()
      .rest.post(Routes.channelMessages(discord().generalChannelId), { files, body: { content: 'eleven' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect({ status: (error as DiscordAPIError).status, code: (error as DiscordAPIError).code }).toEqual({ status: 400, code: 30015 });
    expect(discord().messages.size).toBe(before);
  });

  it('refuses an edit that would keep 6 files and add 5 (400 30015), and keeps the 6', async () => {
    const message = await general().send({ files: Array.from({ length: 6 }, (_, i) => text(i)) });
    const kept = message.attachments.map((attachment) => ({ id: attachment.id }));
    const files = Array.from({ length: 5 }, (_, i) => ({ name: `new-${i}.txt`, data: Buffer.from(`new ${i}\n`) }));
    const error = await client()
      .rest.patch(Routes.channelMessage(message.channelId, message.id), { files, body: { attachments: kept } })
      .catch((caught: unknown) => caught);
    expect((error as DiscordAPIError).code).toBe(30015);
    expect(discord().messages.get(message.id)!.attachments).toHaveLength(6);
  });
});

describe('editing attachments (docs/reference, "Editing Message Attachments")', () => {
  it('keeps the listed files, drops the others, and appends the new one', async () => {
    const message = await general().send({ files: [text(0), text(1)] });
    const first = message.attachments.first()!;
    const edited = await message.edit({ attachments: [first], files: [new AttachmentBuilder(PNG, { name: 'dice.png', description: 'alt' })] });
    expect(edited.attachments.map((attachment) => attachment.name)).toEqual(['file-0.txt', 'dice.png']);
    expect(
      discord()
        .messages.get(message.id)!
        .attachments.map((file) => file.description),
    ).toEqual([null, 'alt']);
  });

  it('leaves the files alone when the edit does not mention them', async () => {
    const message = await general().send({ files: [text(0)] });
    await message.edit({ content: 'now with words' });
    expect(
      discord()
        .messages.get(message.id)!
        .attachments.map((file) => file.filename),
    ).toEqual(['file-0.txt']);
  });

  it('tells an interaction what the bot may upload (attachment_size_limit)', async () => {
    const outcome = await command(async (interaction) => {
      if (!interaction.isChatInputCommand()) throw new Error('expected a command');
      await interaction.reply({ content: String(interaction.attachmentSizeLimit) });
    });
    expect(outcome.error).toBeNull();
    expect(discord().messages.get(outcome.interaction.originalMessageId!)!.content).toBe(String(10 * MiB));
  });
});
