/**
 * End-to-end: /help through Discord (issue 30). The commands and the games,
 * and each game's rules card, answered to the asker alone, in their own
 * Discord language, with the link to the docs, inside Discord's embed
 * limits (which the stand-in enforces, refusing a message past them).
 */
import type { APIEmbed } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { DISCORD_LIMITS } from '../../src/discord/kit/budget.js';
import { replyTo, type SandboxTest, useSandbox } from './helpers.js';

const DOCS = 'https://example.org/croupier/docs/';

/** `/help [game]` as `member`: the embed only they see, checked against the limits /help writes to. */
async function asked(e2e: SandboxTest, member: string, game?: string): Promise<APIEmbed> {
  const interaction = await e2e.sandbox.command(member, { path: ['help'], options: game === undefined ? {} : { game } });
  const reply = replyTo(e2e.sandbox, interaction);
  expect(reply.audience).toEqual({ to: 'ephemeral', user: e2e.idOf(member) });
  expect(e2e.sandbox.standin.canSee(e2e.sandbox.standin.member('bob'), reply)).toBe(member === 'bob');
  expect(reply.embeds).toHaveLength(1);
  const embed = reply.embeds[0]!;
  const fields = embed.fields ?? [];
  const size = (embed.title?.length ?? 0) + (embed.description?.length ?? 0) + fields.reduce((sum, field) => sum + field.name.length + field.value.length, 0);
  expect(size).toBeLessThanOrEqual(DISCORD_LIMITS.embedTotal);
  for (const field of fields) expect(field.value.length).toBeLessThanOrEqual(DISCORD_LIMITS.fieldValue);
  return embed;
}

/** The embed's field titles; a list longer than one field goes on in untitled ones. */
const titles = (embed: APIEmbed) => (embed.fields ?? []).map((field) => field.name).filter((name) => name !== '\u200b');

const textOf = (embed: APIEmbed) => [embed.title, embed.description, ...(embed.fields ?? []).flatMap((field) => [field.name, field.value])].join('\n');

/** Each game's card: its name, its rule-id prefix (LD, TK …) and where its rules page is. */
const cards = [
  { game: 'liars', name: "Liar's Dice", rules: 'LD', page: 'rules/liars-dice.md' },
  { game: 'tokyo', name: 'Tokyo', rules: 'TK', page: 'rules/tokyo.md' },
  { game: 'vitaji', name: 'Vitaji', rules: 'VJ', page: 'rules/vitaji.md' },
  { game: 'valere', name: 'Valere', rules: 'VA', page: 'rules/valere.md' },
  { game: 'eleven', name: 'Eleven', rules: 'EL', page: 'rules/eleven.md' },
];

describe('/help (issue 30)', () => {
  const e2e = useSandbox({ docsUrl: DOCS });
  const help = (member: string, game?: string) => asked(e2e, member, game);

  it('shows alice alone, in English, the commands under their groups, every game with how to open it, and the guide', async () => {
    const embed = await help('alice');
    expect(embed.title).toBe('Croupier — how to play');
    expect(embed.description).toContain(`Everything else is in the [player's guide](${DOCS}PLAYERS.md).`);
    expect(titles(embed)).toEqual(['Games', 'Tables', 'Dice', 'Money', 'Tournaments', 'Records', 'Moderators']);
    const text = textOf(embed);
    for (const { game, name } of cards) expect(text).toContain(`**${name}** · \`/${game} open\` — `);
    expect(text).toContain('`/table join` — Take a seat at the table');
    expect(text).toContain('`/roll` — Roll dice: 5d6, 2d20+3, 4d6kh3, 3d6e6, 4d6r2, 6d10t7, 4d6dl1, 6 4d6, d20 ! attack');
    expect(text).toContain("`/wallet balance` — A balance: yours, or another member's");
    expect(text).toContain('`/gm config set` — Change server settings: only those given change');
    // Asking changes nothing anyone else reads.
    expect(e2e.sandbox.standin.channelMessages()).toEqual([]);
  });

  it.each(cards)("/help game:$game: $name's rules card, privately, its rules cited by id and its rules page linked", async ({ game, name, rules, page }) => {
    const embed = await help('alice', game);
    expect(embed.title).toBe(`${name} — rules card`);
    expect(embed.description).toContain(`Every rule, each with its id: [${page}](${DOCS}${page}).`);
    expect(titles(embed)).toEqual(['Players', 'Stakes', 'How a round goes', 'Winning', 'Rules to know', 'Commands']);
    const text = textOf(embed);
    expect(text).toMatch(new RegExp(`\\b${rules}-\\d+\\b`));
    expect(text).toContain(`\`/${game} open\` — `);
    expect(text).toContain("The table message's buttons do the same.");
    expect(e2e.sandbox.standin.channelMessages()).toEqual([]);
  });

  it('answers a Romanian member in Romanian, and an English one in English, at the same table', async () => {
    e2e.sandbox.standin.member('alice').locale = 'ro';
    const overview = await help('alice');
    expect(overview.title).toBe('Croupier — cum se joacă');
    expect(overview.description).toContain(`Restul e în [ghidul jucătorului](${DOCS}ro/PLAYERS.md).`);
    expect(titles(overview)).toEqual(['Jocuri', 'Mese', 'Zaruri', 'Bani', 'Turnee', 'Statistici', 'Moderatori']);
    expect(textOf(overview)).toContain('`/table join` — Ia loc la masă');
    for (const { game, name, rules, page } of cards) {
      const card = await help('alice', game);
      expect(card.title).toBe(`${name} — fișa regulilor`);
      expect(titles(card)).toEqual(['Jucători', 'Mize', 'Cum merge o rundă', 'Cine câștigă', 'Reguli de știut', 'Comenzi']);
      expect(card.description).toContain(`Toate regulile, fiecare cu id-ul ei (în engleză): [${page}](${DOCS}${page}).`);
      expect(textOf(card)).toMatch(new RegExp(`\\b${rules}-\\d+\\b`));
      expect(textOf(card)).toContain('Butoanele de pe mesajul mesei fac același lucru.');
    }
    expect((await help('bob')).title).toBe('Croupier — how to play');
    expect((await help('bob', 'tokyo')).title).toBe('Tokyo — rules card');
  });

  it('lists every game the bot runs, the sandbox demo game too: it comes from the games installed', async () => {
    const text = textOf(await help('alice'));
    expect(text).toContain('**Showdown (sandbox demo)** · `/showdown open` — ');
    const card = await help('alice', 'showdown');
    expect(titles(card)).toEqual(['Players', 'Stakes', 'How a round goes', 'Winning', 'Commands']);
    expect(textOf(card)).toContain('`/showdown show` — Show your die (on your turn)');
  });
});

describe('/help without DOCS_URL', () => {
  const bare = useSandbox();
  it("names the guide among the bot's files instead of linking nowhere", async () => {
    const embed = await asked(bare, 'alice');
    expect(embed.description).toContain("Everything else is in the player's guide, `docs/PLAYERS.md` among Croupier's files.");
    expect(JSON.stringify(embed)).not.toContain('https://');
  });
});
