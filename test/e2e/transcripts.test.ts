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
import { type Line, type MessageLine, messages, parsed } from './transcript-output.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const lobby = readFileSync(join(root, 'test/transcripts/lobby.txt'), 'utf8');
const realServers = readFileSync(join(root, 'test/transcripts/real-servers.txt'), 'utf8');
const liars = readFileSync(join(root, 'test/transcripts/liars-4.txt'), 'utf8');

/** The sandbox as `npm run sandbox` builds it: production games plus the demo game; stopped after each test. */
const start = sandboxesPerTest('transcripts');

async function run(text: string, json = true): Promise<{ exitCode: number; lines: string[] }> {
  const lines: string[] = [];
  const { exitCode } = await runTranscript(text, { sandbox: await start(), json, out: (line) => lines.push(line) });
  return { exitCode, lines };
}

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
    expect(Object.keys(stats)).toEqual([
      'kind',
      'actions',
      'rest',
      'global',
      'maxChannelPostsPer5s',
      'maxChannelEditsPer5s',
      'maxOldEditsPer6s',
      'maxGlobalPerSecond',
    ]);
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
    // Issue 31: the busiest sliding second of globally limited requests, within Discord's 50 and never more than were sent.
    expect(stats.maxGlobalPerSecond).toBeGreaterThanOrEqual(1);
    expect(stats.maxGlobalPerSecond).toBeLessThanOrEqual(Math.min(50, stats.global as number));
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
