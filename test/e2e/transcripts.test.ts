/**
 * Transcripts end to end: the real bot, the local Discord stand-in and the
 * sandbox's demo game (Showdown), driven by test/transcripts/*.txt.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Events } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { runTranscript } from '../../sandbox/transcript/run.js';
import { sandboxesPerTest } from './helpers.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const lobby = readFileSync(join(root, 'test/transcripts/lobby.txt'), 'utf8');
const realServers = readFileSync(join(root, 'test/transcripts/real-servers.txt'), 'utf8');
const liars = readFileSync(join(root, 'test/transcripts/liars-4.txt'), 'utf8');

type Line = Record<string, unknown> & { kind: string };
type MessageLine = {
  kind: 'message';
  to: 'channel' | 'dm' | 'ephemeral';
  user: string | null;
  channel: string | null;
  content: string;
  embeds: unknown[];
  components: unknown[];
  files?: { name: string; bytes: number }[];
};

/** The sandbox as `npm run sandbox` builds it: production games plus the demo game; stopped after each test. */
const start = sandboxesPerTest('transcripts');

async function run(text: string, json = true): Promise<{ exitCode: number; lines: string[] }> {
  const lines: string[] = [];
  const { exitCode } = await runTranscript(text, { sandbox: await start(), json, out: (line) => lines.push(line) });
  return { exitCode, lines };
}

const parsed = (lines: string[]): Line[] => lines.map((line) => JSON.parse(line) as Line);
const messages = (lines: Line[]) => lines.filter((line): line is Line & MessageLine => line.kind === 'message');
const shown = (message: MessageLine) => JSON.stringify([message.content, message.embeds]);

describe('test/transcripts/lobby.txt', () => {
  it('runs a whole Showdown table, through a restart, to the winner the forced dice decide', async () => {
    const { exitCode, lines } = await run(lobby);
    expect(exitCode).toBe(0);
    const output = parsed(lines); // every line is JSON
    expect(output.every((line) => ['message', 'summary'].includes(line.kind))).toBe(true);

    const all = messages(output);
    expect(new Set(all.map((message) => message.to))).toEqual(new Set(['channel', 'dm', 'ephemeral']));
    for (const message of all) {
      expect(message.user === null).toBe(message.to === 'channel');
      expect(Array.isArray(message.embeds) && Array.isArray(message.components)).toBe(true);
    }
    // Refused steps are printed as the ephemeral answer the member saw.
    expect(all.filter((message) => message.to === 'ephemeral' && message.user === 'bob').length).toBeGreaterThanOrEqual(2);
    expect(all.some((message) => message.to === 'ephemeral' && message.user === 'carol')).toBe(true);
    expect(all.some((message) => message.to === 'channel' && /rolled 2d6/.test(message.content))).toBe(true);

    const summaries = output.filter((line) => line.kind === 'summary');
    expect(summaries).toHaveLength(2); // the `summary` line, then the end of the script
    expect(summaries[1]).toEqual(summaries[0]);
    expect(summaries[0]).toEqual({
      kind: 'summary',
      game: 'showdown',
      status: 'finished',
      winners: ['bob'],
      players: [
        { name: 'alice', out: false, score: 2, lives: null, dice: null, paid: 0, won: 0 },
        { name: 'bob', out: false, score: 5, lives: null, dice: null, paid: 0, won: 0 },
      ],
      pot: 0,
      balances: { alice: 100, bob: 100, carol: 100, dave: 100 },
    });
  });

  it('commits the hidden dice in the channel and shows them only by DM until the reveal', async () => {
    // The transcript up to bob's last Show: alice has shown, nothing is revealed yet.
    const cut = lobby.lastIndexOf('press bob: Show');
    const before = messages(parsed((await run(lobby.slice(0, cut))).lines));
    const dms = before.filter((message) => message.to === 'dm');
    expect(dms.map((message) => message.user).sort()).toEqual(['alice', 'bob']);
    expect(dms.find((message) => message.user === 'alice')!.content).toMatch(/\*\*2\*\*/);
    expect(dms.find((message) => message.user === 'bob')!.content).toMatch(/\*\*5\*\*/);

    const channel = before.filter((message) => message.to === 'channel');
    for (const dm of dms) {
      const code = /commitment `([0-9a-f]+)`/.exec(dm.content)![1]!;
      // The commitment is public when the die is rolled; issue 30: the deal's DM carries no salt (My dice and /verify have it).
      expect(channel.some((message) => message.content.includes(code))).toBe(true);
      expect(dm.content).not.toContain('salt');
    }
    for (const message of channel) expect(shown(message)).not.toMatch(/\*\*[25]\*\*|rolled [25]\b/);

    // The last Show reveals both dice in one line; every code and salt rides in the attached file (and /verify gives each).
    const after = messages(parsed((await run(lobby)).lines));
    const reveal = after.find((message) => message.to === 'channel' && message.content.includes('🔓'))!;
    expect(reveal.content).toMatch(
      /^🔓 The 2 hands: <@\d+> \*\*2\*\*, <@\d+> \*\*5\*\*\. \/verify with a hand's commitment code checks it and shows its salt\.$/m,
    );
    expect(reveal.files?.map((file) => file.name)).toContain('revealed-hands.txt');
  });

  it('prints a readable log labelled by who saw what', async () => {
    const { exitCode, lines } = await run(lobby, false);
    expect(exitCode).toBe(0);
    const text = lines.join('\n');
    expect(text).toContain('» 4: as alice: /showdown open buy_in:0');
    expect(text).toMatch(/^\[only bob\] /m);
    expect(text).toMatch(/^\[DM → alice\] .*\*\*2\*\*/m);
    expect(text).toContain('[Join] [Watch] [Leave] [Start] [End]');
    expect(text).toContain('== summary: showdown, finished — winner: bob');
    expect(text).not.toMatch(/<@\d+>/); // mentions read as names
  });
});

describe('test/transcripts/real-servers.txt (issue 11)', () => {
  const thread = "Liar's Dice — alice";

  it('plays a GM role, the bot losing and regaining Embed Links, a table in its thread and a new channel; every channel message names its channel', async () => {
    const sandbox = await start();
    // What the bot's own discord.js client received: the locale each member's interactions carried.
    const locales: [string, string][] = [];
    sandbox.bot.client.on(Events.InteractionCreate, (interaction) => locales.push([interaction.user.username, interaction.locale]));
    const lines: string[] = [];
    const { exitCode } = await runTranscript(realServers, { sandbox, json: true, out: (line) => lines.push(line) });
    expect(exitCode).toBe(0);
    const output = parsed(lines);
    expect(output.filter((line) => line.kind === 'error')).toEqual([]);
    // Issue 11: on a server this strict, nothing was left unanswered and Discord refused the bot nothing.
    expect([...sandbox.standin.interactions.values()].filter((interaction) => interaction.outcome !== 'answered')).toEqual([]);
    expect(sandbox.standin.refusalsGiven).toEqual([]);
    const all = messages(output);
    const general = sandbox.standin.generalChannelId;

    // `channel` names where a channel message is, as `user` names whom a DM or an ephemeral reply is for.
    for (const message of all) expect(message.channel === null).toBe(message.to !== 'channel');
    const ephemeral = (user: string) => all.filter((message) => message.to === 'ephemeral' && message.user === user).map((message) => message.content);

    // gm-role: gives the role, not Manage Server: gina is refused until a moderator names it the GM role.
    expect(ephemeral('gina')).toEqual(["Only a moderator (Manage Server or the server's GM role) may do that."]);
    expect(all.filter((message) => message.channel === 'general' && /granted 50 tria/.test(message.content))).toHaveLength(1);

    // bot-permissions: #general -EmbedLinks: the open is refused, naming Embed Links; +EmbedLinks gives it back.
    expect(ephemeral('alice')[0]).toBe(
      `I need Embed Links in <#${general}> to keep a table there; a moderator can give me them in the channel settings (Permissions), then open the table again.`,
    );
    expect(all.filter((message) => message.channel === 'general' && message.embeds.length > 0)).toEqual([]);

    // The thread the bot made is found by its name: the joins, the bid and the call happened there.
    const made = [...sandbox.standin.channels.values()].find((channel) => channel.name === thread);
    expect(made).toMatchObject({ parentId: general, thread: { ownerId: sandbox.standin.botUser.id } });
    const inThread = all.filter((message) => message.channel === thread);
    expect(inThread.some((message) => message.content.includes('The game is over. Winner:'))).toBe(true);
    // Issue 12: bob's call is announced as the command's own (public) answer, with no private "You called." as well.
    // Common terms (ruling): the join says what is played — the stakes, the options that differ from the game's defaults, in words, and the turn timer (issue 30).
    // Issue 19: bob's Discord speaks Romanian, so what he alone reads is in Romanian.
    expect(ephemeral('bob')).toEqual([
      "Ai luat locul 2 la masa de Liar's Dice. Pe puncte de masă: fiecare pornește cu 1000, din care pune 10 la început. La masa asta: fiecare cu un singur zar. Fiecare tură are 5 minute (apoi masa joacă în locul tău).",
    ]);

    // A channel named for the first time is made, and its table's messages are labelled with it.
    expect([...sandbox.standin.channels.values()].filter((channel) => channel.name === 'dice-room')).toMatchObject([{ type: 0, thread: null }]);
    expect(all.filter((message) => message.channel === 'dice-room' && message.embeds.length > 0).length).toBeGreaterThan(0);
    expect(new Set(all.flatMap((message) => (message.channel === null ? [] : [message.channel])))).toEqual(new Set(['general', thread, 'dice-room']));

    // `files` only where there are attachments, each with its size: at the Liar's Dice call, the revealed hands' codes and
    // salts (issue 30) and the picture of the dice (issue 18); the scoresheets' CSVs.
    const withFiles = all.filter((message) => message.files !== undefined);
    expect(withFiles.map((message) => [message.to, message.user, message.files])).toEqual([
      [
        'channel',
        null,
        [
          { name: 'revealed-hands.txt', bytes: expect.any(Number) },
          { name: 'liars-round-1.png', bytes: expect.any(Number) },
        ],
      ],
      ['ephemeral', 'alice', [{ name: 'liars-1.csv', bytes: expect.any(Number) }]],
      ['ephemeral', 'carol', [{ name: 'vitaji-2.csv', bytes: expect.any(Number) }]],
    ]);
    const csv = [...sandbox.standin.messages.values()].flatMap((message) => message.attachments).find((file) => file.filename === 'vitaji-2.csv')!;
    expect(withFiles[2]!.files![0]!.bytes).toBe(csv.content.length);

    // locale: bob ro — every interaction bob sent after it carried ro; everyone else's en-US.
    expect(new Set(locales.filter(([name]) => name === 'bob').map(([, locale]) => locale))).toEqual(new Set(['ro']));
    expect(new Set(locales.filter(([name]) => name !== 'bob').map(([, locale]) => locale))).toEqual(new Set(['en-US']));

    expect(output.filter((line) => line.kind === 'summary')).toMatchObject([
      { game: 'liars', status: 'finished', winners: ['alice'], balances: { alice: 150 } },
      { game: 'vitaji', status: 'active' },
    ]);
  });

  it('labels the readable log with the channel or thread, and the GM role by name', async () => {
    const { exitCode, lines } = await run(realServers, false);
    expect(exitCode).toBe(0);
    const text = lines.join('\n');
    expect(text).toMatch(/^\[#Liar's Dice — alice\] \(edited\)$/m);
    expect(text).toMatch(/^\[#dice-room\]$/m);
    // Issue 30: the settings are the moderator's alone, an embed in sections; the role named inside it.
    expect(text).toContain('[only mod]\n  Saved. The settings as they now stand:\n  │ Server settings');
    expect(text).toContain('GM role: @Game Master.');
    expect(text).toContain('📎 vitaji-2.csv (');
  });

  it("refuses bot-permissions on a thread (it has its channel's) and goes on", async () => {
    const script = ['as alice: /liars open thread:true', `bot-permissions: #${thread} -EmbedLinks`, `as bob in #${thread}: /table join`].join('\n');
    const { exitCode, lines } = await run(script);
    expect(exitCode).toBe(0);
    const output = parsed(lines);
    expect(output.filter((line) => line.kind === 'error')).toEqual([
      { kind: 'error', line: 2, message: `#${thread} is a thread: it has the permissions of #general, set them there` },
    ]);
    expect(output.at(-1)).toMatchObject({ kind: 'summary', players: [{ name: 'alice' }, { name: 'bob' }] });
  });
});

/**
 * Issue 26: whole games of the three other games and a tournament, every roll forced, each played to its end. The
 * money each test expects is worked out from the rules (the ids in the comments), not read off a run.
 */
describe('whole games from test/transcripts (issue 26)', () => {
  type Played = {
    output: Line[];
    /** The last summary of each table, in the order the tables were opened. */
    summaries: Line[];
    /** Every channel announcement (not the table and tournament messages, which have embeds), mentions as @name. */
    said: (channel?: string) => string;
    /** What `name` alone read in private replies, mentions as @name. */
    privately: (name: string) => string[];
    /** What `name` read by DM, mentions as @name. */
    dms: (name: string) => string[];
    /** Issue 30: the table message's Pot line as it last showed. */
    potLine: (channel?: string) => string | undefined;
  };

  /** Plays a transcript of test/transcripts with --json: it ran to its end, and the sandbox refused none of its lines. */
  async function play(file: string): Promise<Played> {
    const sandbox = await start();
    const lines: string[] = [];
    const { exitCode } = await runTranscript(readFileSync(join(root, 'test/transcripts', file), 'utf8'), {
      sandbox,
      json: true,
      out: (line) => lines.push(line),
    });
    expect(exitCode).toBe(0);
    const output = parsed(lines);
    expect(output.filter((line) => line.kind === 'error')).toEqual([]);
    const named = (text: string) =>
      text
        .replace(/<@(\d+)>/g, (mention, id: string) => `@${sandbox.standin.users.get(id)?.name ?? mention}`)
        .replace(/<#(\d+)>/g, (mention, id: string) => `#${sandbox.standin.channels.get(id)?.name ?? mention}`);
    const all = messages(output);
    // Every table is summed up twice: at the script's `summary` line, then at its end.
    const summaries = output.filter((line) => line.kind === 'summary');
    return {
      output,
      summaries: summaries.slice(summaries.length / 2),
      said: (channel = 'general') =>
        all
          .filter((message) => message.to === 'channel' && message.channel === channel && message.embeds.length === 0)
          .map((message) => named(message.content))
          .join('\n'),
      privately: (name) => all.filter((message) => message.to === 'ephemeral' && message.user === name).map((message) => named(message.content)),
      dms: (name) => all.filter((message) => message.to === 'dm' && message.user === name).map((message) => named(message.content)),
      // Issue 30: the table message's Pot line as it last showed (the message is edited in place).
      potLine: (channel = 'general') => {
        const shown = all.filter((message) => message.to === 'channel' && message.channel === channel && message.embeds.length > 0).at(-1);
        const embed = shown?.embeds[0] as { fields?: { name: string; value: string }[] } | undefined;
        return embed?.fields?.find((field) => field.name === 'Pot')?.value;
      },
    };
  }

  it('vitaji.txt: three rounds for tria with bets, a raise, rerolls, a drop-out and sudden death; alice takes the pot', async () => {
    const { summaries, said, privately, potLine } = await play('vitaji.txt');
    // VJ-2: the ante, 10 each (30). VJ-3: round 2, alice bets 5, bob raises to 10, carol and alice meet: 10 each (30).
    // Round 3: alice bets 10, bob meets; carol drops out before paying anything that round (VJ-4): 20. Pot 80.
    // VJ-7: alice 4 + 6 + 5 and bob 6 + 5 + 4 tie at 15: sudden death, 4 to 4, then 6 to 3: alice takes the 80.
    expect(summaries).toEqual([
      {
        kind: 'summary',
        game: 'vitaji',
        status: 'finished',
        winners: ['alice'],
        players: [
          { name: 'alice', out: false, score: 15, lives: null, dice: null, paid: 30, won: 80 },
          { name: 'bob', out: false, score: 15, lives: null, dice: null, paid: 30, won: 0 },
          { name: 'carol', out: true, score: 6, lives: null, dice: null, paid: 20, won: 0 },
        ],
        pot: 80,
        balances: { alice: 150, bob: 70, carol: 80 },
      },
    ]);
    const channel = said();
    for (const sentence of [
      'Vitaji begins: @alice, @bob, @carol.\nRound 1: @alice 4, @bob 2, @carol 5',
      // Issue 30: the round's rerolls are said with its end.
      'Round 1 ends: @alice +4, @bob +6 (rolled 2 → 6), @carol +5.',
      '@alice bets 5.',
      '@bob raises to 10.',
      // VJ-6: a reroll replaces the result, even when it is lower.
      'Round 2 ends: @alice +6 (rolled 3 → 6), @bob +5, @carol +1 (rolled 2 → 1).',
      '@carol drops out, leaving 20 in the pot.\nRound 3: @alice 2, @bob 4',
      'Sudden death: @alice 4, @bob 4.\nSudden death: @alice 6, @bob 3.',
      // Issue 30: who takes what — the pot the sheet below sums, 30+30+(20+0)=80.
      'The game is over. Winner: @alice\nPaid out of the table: @alice 80 tria.',
    ])
      expect(channel).toContain(sentence);
    // VJ-10: the community's scoresheet — every roll of a round, the drop-out's (0) then -, the sudden-death rows, the pot as a sum.
    expect(privately('carol').at(-1)).toBe(
      [
        'Vitaji table #1 — scoresheet',
        '```',
        'Round        | $  | alice* | bob | carol',
        '-------------+----+--------+-----+------',
        '1            | 10 | 4      | 2,6 | 5',
        '2            | 10 | 3,6    | 5   | 2,1',
        '3            | 10 | 2,5    | 4   | (0)',
        'Total        |    | 15     | 15  | -',
        'Sudden death |    | 4      | 4',
        'Sudden death |    | 6*     | 3',
        '',
        'Pot: 30+30+(20+0)=80',
        '```',
        // Issue 30: under the seed's sheet, the winner and what the pot paid.
        'Winner: @alice',
        'Paid out: @alice 80 tria',
      ].join('\n'),
    );
    // Issue 30: the finished table keeps its Pot line: what it held, and whom it paid.
    expect(potLine()).toBe('80 tria — paid to alice');
  });

  it('valere.txt: four rounds to a target of 10 for tria with round betting, a three-way and a two-way tie; alice takes the pot', async () => {
    const { summaries, said, privately, dms, potLine } = await play('valere.txt');
    // VA-6 `rounds`: the ante, 5 each (15); round 2 and round 3, 5 each (15 + 15); round 4, alice bets 10, bob raises
    // to 15, carol drops out (forfeiting the game and her 15, VJ-4) and alice meets: 15 + 15. Pot 75, to alice (VA-5).
    // Scores: round 1 alice +2 (VA-3); round 2 a three-way tie at 11 (VA-4, clockwise): alice gets carol's 1, bob
    // alice's 4, carol bob's 6; round 3 alice and bob tie at 8 and swap: alice +5, bob +2; round 4 alice +3 → 11 ≥ 10.
    expect(summaries).toEqual([
      {
        kind: 'summary',
        game: 'valere',
        status: 'finished',
        winners: ['alice'],
        players: [
          { name: 'alice', out: false, score: 11, lives: null, dice: null, paid: 30, won: 75 },
          { name: 'bob', out: false, score: 6, lives: null, dice: null, paid: 30, won: 0 },
          { name: 'carol', out: true, score: 6, lives: null, dice: null, paid: 15, won: 0 },
        ],
        pot: 75,
        balances: { alice: 145, bob: 70, carol: 85 },
      },
    ]);
    // VA-2: the hands come by DM; the table message shows who has settled (issue 30: no line each), and carol's change of mind only she reads.
    expect(dms('carol')).toContainEqual(expect.stringMatching(/^Your dice \(3d6\) in #general: \*\*5, 6, 1\*\* — commitment `[0-9a-f]{12}`/));
    expect(privately('carol')).toContain('You keep a 1 as your point die. You may change it until everyone has settled.');
    const channel = said();
    expect(channel).not.toMatch(/keeps? an? \d|point die: \d|has settled/);
    for (const sentence of [
      'Round 1, the hands (sum dice | point die):\n@alice: 6+5 | 2 (sum 11)\n@bob: 6+4 | 3 (sum 10)\n@carol: 1+1 | 6 (sum 2)',
      '@alice has the highest sum and scores their point die: +2.',
      '@alice bets 5.',
      '@carol: 5+6 | 1 (sum 11)',
      '@alice, @bob, @carol tie for the highest sum: @alice receives @carol’s 1, @bob receives @alice’s 4, @carol receives @bob’s 6.',
      '@alice, @bob tie for the highest sum: @alice receives @bob’s 5, @bob receives @alice’s 2.',
      '@bob raises to 15.',
      '@carol drops out of the game, leaving 15 in the pot.',
      '@alice: 6+6 | 3 (sum 12)\n@bob: 5+5 | 4 (sum 10)\n@alice has the highest sum and scores their point die: +3.\nThe game is over. Winner: @alice\nPaid out of the table: @alice 75 tria.',
    ])
      expect(channel).toContain(sentence);
    // Issue 30: the finished table keeps its Pot line — the antes and every bet, paid to alice.
    expect(potLine()).toBe('75 tria — paid to alice');
    // Issue 30: each deal is one line naming its hands; round 4 is dealt only to the two players still in.
    expect(channel.match(/🔒 \d hands dealt hidden/g)).toEqual([
      '🔒 3 hands dealt hidden',
      '🔒 3 hands dealt hidden',
      '🔒 3 hands dealt hidden',
      '🔒 2 hands dealt hidden',
    ]);
    // Valere's reveal shows every hand itself: no hands line repeats it.
    expect(channel).not.toContain('🔓');
    const sheet = privately('carol').at(-1)!.split('\n');
    expect(sheet.slice(3, 8)).toEqual([
      '1      6+5 | 2  6+4 | 3  1+1 | 6  alice              +2',
      '2      6+5 | 4  5+6 | 6  5+6 | 1  alice, bob, carol  alice +1, bob +4, carol +6  5',
      '3      4+4 | 2  6+2 | 5  1+2 | 6  alice, bob         alice +5, bob +2            5',
      '4      6+6 | 3  5+5 | 4  -        alice              +3                          15',
      'Total  11*      6        6',
    ]);
  });

  it('eleven.txt: eleven rounds for three, for tria: the order roll, ties re-rolled, the buy-in paid back with each net; bob wins', async () => {
    const { summaries, said, privately } = await play('eleven.txt');
    // EL-9: 3 players buy in 11 each (33 in escrow). EL-6: +1, 0, −1 a round; over the 11 rounds alice places 1st five
    // times and 3rd three times (+2), bob 1st four times and 3rd once (+3), carol 1st twice and 3rd seven times (−5).
    // Each is paid back 11 + net: 13, 14, 6. EL-8: the best net, bob, wins.
    expect(summaries).toEqual([
      {
        kind: 'summary',
        game: 'eleven',
        status: 'finished',
        winners: ['bob'],
        players: [
          { name: 'alice', out: false, score: 2, lives: null, dice: null, paid: 11, won: 13 },
          { name: 'bob', out: false, score: 3, lives: null, dice: null, paid: 11, won: 14 },
          { name: 'carol', out: false, score: -5, lives: null, dice: null, paid: 11, won: 6 },
        ],
        pot: 33,
        balances: { alice: 102, bob: 103, carol: 95 },
      },
    ]);
    // EL-3: a pick out of turn, and a number used twice, are refused.
    expect(privately('alice').slice(0, 2)).toEqual(['It is @bob’s pick, not yours.', 'You have already picked 7: pick a number you have left.']);
    const channel = said();
    for (const sentence of [
      // EL-2: the order roll, bob and carol tied at 5 roll again.
      'Order roll: @alice 3, @bob 5, @carol 5.\nTied, rolling again: @bob 6, @carol 2.\nRound 1: pick order @bob, @carol, @alice.',
      // Issue 30: a round is one block (the picks show in the table message).
      'Round 1:\n1. @alice: target 7, rolled 3+4, 0 away, +1\n2. @bob: target 2, rolled 1+2, 1 away, 0\n3. @carol: target 12, rolled 5+5, 2 away, -1',
      // EL-7: the placing is the next pick order.
      'Round 2: pick order @alice, @bob, @carol.',
      // EL-5: alice and bob tie twice in round 7 before bob places first.
      'Round 7:\n1. @bob: target 8, rolled 6+2, 0 away, tied and rolled again 4+5, 6+2, +1\n2. @alice: target 10, rolled 5+5, 0 away, tied and rolled again 5+4, 3+3, 0\n3. @carol: target 6, rolled 1+4, 1 away, -1',
      'Round 8: pick order @bob, @alice, @carol.',
      'Eleven rounds played. Each player is paid back their buy-in plus their net:\n@alice: net +2, paid back 13\n@bob: net +3, paid back 14\n@carol: net -5, paid back 6\nThe game is over. Winner: @bob',
    ])
      expect(channel).toContain(sentence);
    // Issue 30: Eleven's own end line says what each is paid back; the table's end line does not say it again.
    expect(channel).not.toContain('Paid out of the table');
    expect(channel).not.toMatch(/ picks \d+\./);
    expect(channel).not.toContain('Your dice');
    expect(privately('carol').at(-1)).toContain('Total  +2                           +3                           -5');
  });

  it('tournament-vitaji.txt: five entrants, two groups in threads, a final; prize money as they go on, side bets paid', async () => {
    const { output, summaries, said } = await play('tournament-vitaji.txt');
    // VJ-11, seeds by join order, dealt snake-wise: group 1 seeds 1, 4, 5 (alice, dave, erin), group 2 seeds 2, 3.
    // Tournament points (ruling): what each ends the game with — 1000, less the ante 10, plus the pot of the antes.
    // Prizes: 90 with the default split of two stages, 33 / 67: tier 1 pays floor(90 × 33%) = 29 between the two who go
    // on, 14 each and the odd tria to the best seed (alice 15, bob 14); the final pays the winner what is left, 61.
    // Side bets (parimutuel, no cut): the tournament pool 30 (wes 20 on alice, vic 10 on bob) goes to vic; T1 group 2's
    // 15 (wes 10 on bob, vic 5 on carol) to wes; nobody bet on T1 group 1.
    const balances = { mona: 10, alice: 115, bob: 175, carol: 100, dave: 100, erin: 100, wes: 85, vic: 115 };
    expect(output.filter((line) => line.kind === 'tournament').at(-1)).toEqual({
      kind: 'tournament',
      game: 'vitaji',
      status: 'finished',
      tiers: [
        [
          { group: 1, players: ['alice', 'dave', 'erin'], advanced: ['alice'] },
          { group: 2, players: ['bob', 'carol'], advanced: ['bob'] },
        ],
        [{ group: 1, players: ['alice', 'bob'], advanced: ['bob'] }],
      ],
      winner: 'bob',
      prizes: { alice: 15, bob: 75 },
      markets: [
        { name: 'tournament', status: 'settled', pool: 30, paid: { vic: 30 } },
        { name: 'T1 group 1', status: 'void', pool: 0, paid: {} },
        { name: 'T1 group 2', status: 'settled', pool: 15, paid: { wes: 15 } },
      ],
      balances,
    });
    // Every tournament game is played for points: no wallet touched at its tables.
    expect(summaries.map((summary) => [summary.status, summary.winners, summary.pot])).toEqual([
      ['finished', ['alice'], 0],
      ['finished', ['bob'], 0],
      ['finished', ['bob'], 0],
    ]);
    expect(summaries.every((summary) => JSON.stringify(summary.balances) === JSON.stringify(balances))).toBe(true);

    const general = said();
    for (const sentence of [
      'Tier 1 of the Vitaji tournament is drawn: the top 1 of each group go on.\nGroup 1 in #Tournament #1 · T1 group 1: @alice, @dave, @erin\nGroup 2 in #Tournament #1 · T1 group 2: @bob, @carol',
      'Tier 1, group 2 is done: @bob 1010, @carol 990. Going on: @bob.',
      'Side bets on T1 group 2: the pool goes to those who backed the winner — @wes 15 tria.',
      'Tier 1, group 1 is done: @alice 1020, @dave 990, @erin 990. Going on: @alice.',
      'Prize money for tier 1: @alice 15 tria, @bob 14 tria.',
      'The final is done: @bob 1010, @alice 990.',
      '@bob 61 tria.',
      '@bob wins the Vitaji tournament!',
      'Side bets on tournament: the pool goes to those who backed the winner — @vic 30 tria.',
    ])
      expect(general).toContain(sentence);
    // Each group played in its own thread; group 1's tie at 6 went to sudden death (VJ-7).
    expect(said('Tournament #1 · T1 group 2')).toContain('Round 1: @bob 3, @carol 5');
    expect(said('Tournament #1 · T1 group 1')).toContain('Sudden death: @alice 5, @erin 3.');
    expect(said('Tournament #1 · final')).toContain('Round 1 ends: @alice +2 (rolled 4 → 2), @bob +4.');
    expect(said('Tournament #1 · final')).toContain('The game is over. Winner: @bob');
  });
});

describe('summary', () => {
  it('sums up a tria table from the ledger: paid, won (refunds included), pot and wallets', async () => {
    const sandbox = await start();
    // Every wallet opens with the server's starting balance (100 tria) on first use.
    const script = [
      'as alice: /showdown open stakes:tria buy_in:10',
      'press bob: Join',
      'dice: 6 3',
      'press alice: Start',
      'press alice: Show',
      'press bob: Show',
      '# a second table, ended by a moderator after the start: every stake goes back',
      'moderator: erin',
      'as bob: /showdown open stakes:tria buy_in:5',
      'press alice: Join',
      'press bob: Start',
      'as erin: /table end',
    ].join('\n');
    const lines: string[] = [];
    expect((await runTranscript(script, { sandbox, json: true, out: (line) => lines.push(line) })).exitCode).toBe(0);
    const [won, refunded] = parsed(lines).filter((line) => line.kind === 'summary');
    // erin never used her wallet: it shows the starting balance, as /wallet balance would.
    const balances = { alice: 110, bob: 90, erin: 100 };
    expect(won).toMatchObject({
      status: 'finished',
      winners: ['alice'],
      players: [
        { name: 'alice', score: 6, paid: 10, won: 20 },
        { name: 'bob', score: 3, paid: 10, won: 0 },
      ],
      pot: 20,
      balances,
    });
    expect(refunded).toMatchObject({
      status: 'cancelled',
      winners: [],
      players: [
        { name: 'bob', paid: 5, won: 5 },
        { name: 'alice', paid: 5, won: 5 },
      ],
      pot: 10,
      balances,
    });
  });
});

describe('--stats (issue 12)', () => {
  it("ends a Liar's Dice transcript with one stats line: every request the bot made, by kind, and the channel's busiest 5 s", async () => {
    const sandbox = await start();
    const lines: string[] = [];
    expect((await runTranscript(liars, { sandbox, json: true, stats: true, out: (line) => lines.push(line) })).exitCode).toBe(0);
    const output = parsed(lines);
    const stats = output.at(-1)!;
    expect(Object.keys(stats)).toEqual(['kind', 'actions', 'rest', 'global', 'maxChannelPostsPer5s', 'maxChannelEditsPer5s', 'maxOldEditsPer6s']);
    expect(Object.keys(stats.rest as object)).toEqual(['callback', 'followup', 'webhookEdit', 'edit', 'message', 'dmChannel', 'dm']);
    const rest = stats.rest as Record<string, number>;
    // Every step the script played is one interaction the bot answered, each with exactly one callback.
    const interactions = [...sandbox.standin.interactions.values()];
    expect(stats.actions).toBe(interactions.length);
    expect(rest.callback).toBe(interactions.length);
    // Four players dealt hands over five rounds: DMs were sent, each to a channel opened for it.
    expect(rest.dm).toBeGreaterThanOrEqual(4);
    expect(rest.dmChannel).toBeGreaterThanOrEqual(1);
    // The global limit counts everything sent with the bot token: the edits, posts and DMs at least, never the callbacks.
    expect(stats.global).toBeGreaterThanOrEqual(rest.edit! + rest.message! + rest.dmChannel! + rest.dm!);
    expect(stats.global).toBeLessThan(rest.edit! + rest.message! + rest.dmChannel! + rest.dm! + rest.callback!);
    // The table message was edited and the game announced in #general; the busiest 5 s hold some of each, never more than were sent.
    expect(stats.maxChannelEditsPer5s).toBeGreaterThanOrEqual(1);
    expect(stats.maxChannelEditsPer5s).toBeLessThanOrEqual(rest.edit!);
    expect(stats.maxChannelPostsPer5s).toBeGreaterThanOrEqual(1);
    expect(stats.maxChannelPostsPer5s).toBeLessThanOrEqual(rest.message! + rest.followup!);
    // The summary still comes before it.
    expect(output.at(-2)).toMatchObject({ kind: 'summary', game: 'liars', status: 'finished' });
  });

  it('without --stats prints no stats line', async () => {
    const { lines } = await run(liars);
    expect(parsed(lines).filter((line) => line.kind === 'stats')).toEqual([]);
  });
});

describe('transcript errors', () => {
  it('stops at a line it cannot parse with exit code 2 and the line number, before running anything', async () => {
    const { exitCode, lines } = await run('as alice: /showdown open\n\npress bob Join\nsummary\n');
    expect(exitCode).toBe(2);
    expect(parsed(lines)).toEqual([{ kind: 'error', line: 3, message: expect.stringContaining('not a transcript line') }]);

    const readable = await run('# nothing\nas alice: /table join tag:"Away\n', false);
    expect(readable.exitCode).toBe(2);
    expect(readable.lines.join('\n')).toMatch(/^! line 2: .*not closed/);
  });

  it('stops with a non-zero exit code when a forced die does not fit the die rolled', async () => {
    const script = ['as alice: /showdown open buy_in:0', 'press bob: Join', 'dice: 7 1', 'press alice: Start', 'as carol: /table watch'].join('\n');
    const sandbox = await start();
    // The Start fails on the die that does not fit, and alice is told so: the apology this test provokes.
    sandbox.standin.apologies.expect();
    const lines: string[] = [];
    const { exitCode } = await runTranscript(script, { sandbox, json: true, out: (line) => lines.push(line) });
    expect(exitCode).toBe(1);
    const output = parsed(lines);
    const error = output.find((line) => line.kind === 'error');
    expect(error).toMatchObject({ line: 4, message: expect.stringContaining('forced die 7') });
    // Nothing after the stop ran; the state as it stood is summed up, the start rolled back.
    expect(output.slice(output.indexOf(error!) + 1).map((line) => line.kind)).toEqual(['summary']);
    expect(output.at(-1)).toMatchObject({ status: 'lobby', balances: { alice: 100, bob: 100 } });
    expect(JSON.stringify(output)).not.toContain('carol');
  });

  it('prints what Discord would not send and goes on', async () => {
    const script = ['as alice: /showdown open buy_in:0', 'press carol: Deal', 'as carol: /table join colour:red', 'as carol: /table join'].join('\n');
    const { exitCode, lines } = await run(script);
    expect(exitCode).toBe(0);
    const output = parsed(lines);
    expect(output.filter((line) => line.kind === 'error')).toEqual([
      { kind: 'error', line: 2, message: expect.stringContaining('no button "Deal"') },
      { kind: 'error', line: 3, message: expect.stringContaining('no option colour') },
    ]);
    expect(output.at(-1)).toMatchObject({ kind: 'summary', status: 'lobby', players: [{ name: 'alice' }, { name: 'carol' }] });
  });
});

describe('npm run sandbox', () => {
  it('runs a script as a real process and exits 0 after the summary', { timeout: 70_000 }, () => {
    const result = spawnSync('node_modules/.bin/tsx', ['sandbox/cli.ts', '--script', 'test/transcripts/lobby.txt', '--json', '--stats', '--seed', '7'], {
      cwd: root,
      timeout: 60_000,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const output = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Line);
    expect(output.at(-2)).toMatchObject({ kind: 'summary', game: 'showdown', status: 'finished', winners: ['bob'] });
    // --stats: the last line counts what the bot asked of Discord.
    expect(output.at(-1)).toMatchObject({ kind: 'stats', actions: expect.any(Number), rest: { callback: expect.any(Number) }, global: expect.any(Number) });
  });

  it('answers bad flags with the usage and exit code 2', { timeout: 70_000 }, () => {
    const result = spawnSync('node_modules/.bin/tsx', ['sandbox/cli.ts', '--scirpt', 'x'], { cwd: root, timeout: 60_000, encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage: npm run sandbox');
  });
});
