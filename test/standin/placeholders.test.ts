// Tests that text holding an unfilled placeholder or a value like NaN is refused on every surface and route the bot writes through.
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  DiscordAPIError,
  EmbedBuilder,
  type Interaction,
  type Message,
  type MessageCreateOptions,
  MessageFlags,
  StringSelectMenuBuilder,
  type TextChannel,
} from 'discord.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { placeholdersIn } from '../../standin/placeholders.js';
import { useStandInClient } from '../fixtures/standin-client.js';

/**
 * Issue 26, "no placeholder reaches a player": text a member would read that
 * still holds an unfilled catalog parameter (`{amount}`) or a program's value
 * (`NaN`, `undefined`, `null`, `Infinity`, `[object Object]`) is refused by
 * the stand-in on every surface and every route the bot writes through —
 * 400 50035 at the field, counted in `unexpected()` whatever the test
 * expects — while ordinary text that only looks alike goes through.
 */

const { standin: discord, client, command, press, room } = useStandInClient();

/** Each test posts in a room of its own (see `room`), so no test waits out another's channel limit. */
let current: TextChannel;
beforeEach(async () => {
  current = await room();
});
const general = () => current;

/** Each kind of placeholder, as a sentence would carry it. */
const placeholders: [string, string][] = [
  ['an unfilled parameter', 'You won {amount}.'],
  ['NaN', 'You won NaN tria.'],
  ['undefined', 'Your seat: undefined'],
  ['null', 'Next to play: null'],
  ['[object Object]', 'Your hand: [object Object]'],
  ['Infinity', 'Odds: Infinity to 1'],
];

const button = (label: string, customId = 'again') => new ButtonBuilder().setCustomId(customId).setLabel(label).setStyle(ButtonStyle.Primary);
const row = (...buttons: ButtonBuilder[]) => new ActionRowBuilder<ButtonBuilder>().addComponents(...buttons);
const menu = (placeholder: string, option = { label: 'Three', value: '3', description: 'three dice' }) =>
  new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
    new StringSelectMenuBuilder().setCustomId('pick').setPlaceholder(placeholder).addOptions(option),
  );
const png = (description: string) =>
  new AttachmentBuilder(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'), {
    name: 'dice.png',
    description,
  });

/** Each surface a member reads, with the text put there, and where Discord's form error then points. */
const surfaces: [string, (text: string) => MessageCreateOptions, string][] = [
  ['content', (text) => ({ content: text }), 'content'],
  ['embed title', (text) => ({ embeds: [new EmbedBuilder().setTitle(text)] }), 'embeds.0.title'],
  ['embed description', (text) => ({ embeds: [new EmbedBuilder().setDescription(text)] }), 'embeds.0.description'],
  ['embed field name', (text) => ({ embeds: [new EmbedBuilder().addFields({ name: text, value: 'v' })] }), 'embeds.0.fields.0.name'],
  ['embed field value', (text) => ({ embeds: [new EmbedBuilder().addFields({ name: 'Pot', value: text })] }), 'embeds.0.fields.0.value'],
  ['embed footer', (text) => ({ embeds: [new EmbedBuilder().setTitle('Table').setFooter({ text })] }), 'embeds.0.footer.text'],
  ['embed author', (text) => ({ embeds: [new EmbedBuilder().setTitle('Table').setAuthor({ name: text })] }), 'embeds.0.author.name'],
  ['button label', (text) => ({ components: [row(button(text))] }), 'components.0.components.0.label'],
  ['select placeholder', (text) => ({ components: [menu(text)] }), 'components.0.components.0.placeholder'],
  [
    'select option label',
    (text) => ({ components: [menu('Pick', { label: text, value: '3', description: 'three' })] }),
    'components.0.components.0.options.0.label',
  ],
  [
    'select option description',
    (text) => ({ components: [menu('Pick', { label: 'Three', value: '3', description: text })] }),
    'components.0.components.0.options.0.description',
  ],
  ['attachment description', (text) => ({ content: 'the dice', files: [png(text)] }), 'attachments.0.description'],
];

/** The `_errors[0]` of a 50035 at `path` (under `data.` for a callback's message). */
function formErrorAt(error: unknown, path: string): { code: string; message: string } | undefined {
  if (!(error instanceof DiscordAPIError)) return undefined;
  const errors = (error.rawError as { errors?: Record<string, unknown> }).errors ?? {};
  let node: unknown = 'data' in errors ? errors.data : errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return ((node as { _errors?: { code: string; message: string }[] } | undefined)?._errors ?? [])[0];
}

async function attempt(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
    return null;
  } catch (error) {
    return error;
  }
}

/** The last refusal the stand-in gave, as `unexpected()` counts it. */
const lastUnexpected = () => discord().unexpected().refused.at(-1);

describe('placeholdersIn: what stands where a word belongs', () => {
  it.each([
    ['You won {amount}.', ['{amount}']],
    ['{member} bids {quantity} × {face}', ['{member}', '{quantity}', '{face}']],
    ['{wildOnes} and {sumDice}, camel-cased as the catalog writes them', ['{wildOnes}', '{sumDice}']],
    ['commitment `{code}`, salt `{salt}`', ['{code}', '{salt}']],
    ['```\n{code}\n```', ['{code}']],
    ['NaN tria', ['NaN']],
    ['seat undefined, next null', ['undefined', 'null']],
    ['-Infinity points', ['Infinity']],
    ['a hand of [object Object]', ['[object Object]']],
    ['Valoare: null.', ['null']],
    ['`NaN`', ['NaN']],
  ])('finds the placeholders in %j', (text, found) => {
    expect(placeholdersIn(text)).toEqual(found);
  });

  it.each([
    'The vote is to nullify the round; nothing undefinedness, NaNa or Infinityx here.',
    'annulled, nullable, Nulla',
    'A brace alone { or } is not a parameter, nor is { amount } or {} or {"a": 1} or {-3}.',
    '```\n{ "dice": [3, 5] }\n```',
    '`{player} is out — eaten by {pred}.`',
    '```\n2d6+1 → {3, 5} + 1\n{player} is out\n```',
    '<@123456789012345678> bids 3 × ⚄; 25 tria in the pot',
    'Undefined, NULL and nan are words of another case, not values',
  ])('lets %j through', (text) => {
    expect(placeholdersIn(text)).toEqual([]);
  });
});

describe.each(placeholders)('%s', (_kind, text) => {
  it.each(surfaces)('in a message, on its %s, is refused with 400 50035 at that field, as the bot’s failure', async (_surface, body, path) => {
    const before = discord().messages.size;
    const error = await attempt(() => general().send(body(text)));
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect((error as DiscordAPIError).status).toBe(400);
    expect((error as DiscordAPIError).code).toBe(50035);
    expect(formErrorAt(error, path)).toMatchObject({ code: 'UNFILLED_PLACEHOLDER', message: expect.stringContaining(text) });
    expect(discord().messages.size).toBe(before);
    // Counted against the bot even where a test expects 50035 of the bot's own making.
    discord().expectRefusal(50035);
    expect(lastUnexpected()).toMatchObject({ method: 'POST', status: 400, code: 50035, reason: expect.stringContaining(path) });
  });

  it('in a thread’s name is refused when the thread is made, and when it is renamed', async () => {
    const refused = await attempt(() => general().threads.create({ name: `Liar's Dice — ${text}`, type: ChannelType.PublicThread }));
    expect(refused).toBeInstanceOf(DiscordAPIError);
    expect(formErrorAt(refused, 'name')?.code).toBe('UNFILLED_PLACEHOLDER');
    expect(lastUnexpected()).toMatchObject({ status: 400, code: 50035, reason: expect.stringContaining('name') });
    const thread = await general().threads.create({ name: "Liar's Dice — alice", type: ChannelType.PublicThread });
    const renamed = await attempt(() => thread.setName(text));
    expect(formErrorAt(renamed, 'name')?.code).toBe('UNFILLED_PLACEHOLDER');
    expect(discord().channels.get(thread.id)?.name).toBe("Liar's Dice — alice");
  });
});

/** A message with a button, for the callback that updates it (type 7). */
async function messageWithButton(): Promise<Message> {
  return general().send({ content: 'press me', components: [row(button('Again'))] });
}

/** Every route the bot writes text through, as discord.js calls it; each resolves to the error it met. */
const routes: [string, (content: string) => Promise<unknown>][] = [
  ['channel.send (POST /channels/{id}/messages)', (content) => attempt(() => general().send({ content }))],
  [
    'message.edit (PATCH /channels/{id}/messages/{id})',
    async (content) => {
      const message = await general().send({ content: 'to be edited' });
      return attempt(() => message.edit({ content }));
    },
  ],
  [
    'a DM (user.send: POST /users/@me/channels, then the DM channel)',
    async (content) => attempt(async () => (await client().users.fetch(discord().member('bob').id)).send({ content })),
  ],
  [
    'interaction.reply (callback type 4)',
    async (content) =>
      (await command((interaction) => (interaction as Extract<Interaction, { reply: unknown }>).reply({ content, flags: MessageFlags.Ephemeral }))).error,
  ],
  [
    'interaction.update (callback type 7)',
    async (content) => {
      const message = await messageWithButton();
      const outcome = await press(discord().messages.get(message.id)!, (interaction) => {
        if (!interaction.isButton()) throw new Error('expected a button press');
        return interaction.update({ content });
      });
      return outcome.error;
    },
  ],
  [
    'interaction.followUp (POST /webhooks/{app}/{token})',
    async (content) =>
      (
        await command(async (interaction) => {
          if (!interaction.isChatInputCommand()) throw new Error('expected a command');
          await interaction.reply({ content: 'first' });
          await interaction.followUp({ content });
        })
      ).error,
  ],
  [
    'interaction.editReply after deferReply (PATCH /webhooks/{app}/{token}/messages/@original)',
    async (content) =>
      (
        await command(async (interaction) => {
          if (!interaction.isChatInputCommand()) throw new Error('expected a command');
          await interaction.deferReply();
          await interaction.editReply({ content });
        })
      ).error,
  ],
];

describe.each(routes)('%s', (_route, send) => {
  it('refuses a placeholder in the text, as the bot’s failure', async () => {
    const error = await send('You won {amount}.');
    expect(formErrorAt(error, 'content')).toMatchObject({ code: 'UNFILLED_PLACEHOLDER', message: expect.stringContaining('{amount}') });
    expect(lastUnexpected()?.reason).toMatch(/content: \{amount\} where a word belongs: "You won \{amount\}\."/);
  });

  it('takes ordinary text that only looks alike', async () => {
    const refusals = discord().refusalsGiven.length;
    const error = await send('Vote to nullify the round: `{player} is out — eaten by {pred}.` and {"dice": [3, 5]}');
    expect(error).toBeNull();
    expect(discord().refusalsGiven.length).toBe(refusals);
  });
});

describe('what is not player text', () => {
  it('a custom id, a select value and a file’s bytes may hold anything', async () => {
    const refusals = discord().refusalsGiven.length;
    const csv = new AttachmentBuilder(Buffer.from('player,score\nalice,null\nbob,NaN\n{"a":undefined}\n'), {
      name: 'scores.csv',
      description: 'Every score of the table',
    });
    const message = await general().send({
      content: 'The scoresheet',
      files: [csv],
      components: [
        row(button('Join', 'v1:{table}:undefined:null')),
        new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
          new StringSelectMenuBuilder().setCustomId('pick:NaN').setPlaceholder('Pick a face').addOptions({ label: 'Six', value: '{face}:Infinity' }),
        ),
      ],
    });
    expect(discord().messages.get(message.id)?.attachments[0]?.content.toString('utf8')).toContain('alice,null');
    expect(discord().refusalsGiven.length).toBe(refusals);
  });
});
