// End-to-end: tables of 150 players and 200 watchers stay inside Discord's message, field and embed limits, rosters shortened (issue 11).
import { describe, expect, it } from 'vitest';
import type { StoredMessage } from '../../standin/model.js';
import { lastVisible, tableMessage, useSandbox } from './helpers.js';

/**
 * Issue 11: a table of any size it takes keeps every message inside
 * Discord's limits — the stand-in refuses what Discord refuses (2000
 * characters of content, 1024 a field, 25 fields, 6000 an embed: 50035) —
 * its rosters end "… and N more", `/table status` names everyone, and one
 * action never floods the channel.
 */
const e2e = useSandbox();
const { said } = e2e;

/**
 * Seat names that sort and search apart (`p001` is not a prefix of `p0010`),
 * as long as a Discord display name can be (32): the table message names
 * members by them (issue 27), so they make the widest roster lines.
 */
const names = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${String(index + 1).padStart(3, '0')} of the Longest Names Here`.slice(0, 32));

/** Nothing Discord would refuse was sent: no request came back 400 (50035 is what an oversized message gets). */
function expectNothingRefused(): void {
  expect(e2e.sandbox.standin.refusalsGiven.filter((refusal) => refusal.status === 400)).toEqual([]);
}

/** What `act` says in the channel: the messages it posts besides the table message it edits. */
async function channelPostsOf(act: () => Promise<unknown>): Promise<StoredMessage[]> {
  const before = e2e.sandbox.standin.channelMessages().length;
  await act();
  return e2e.sandbox.standin
    .channelMessages()
    .slice(before)
    .filter((message) => message.embeds.length === 0);
}

/** The table message's embed as Discord counts it toward 6000: title, description, footer, field names and values. */
function embedSize(message: StoredMessage): number {
  const embed = message.embeds[0] as { title?: string; description?: string; footer?: { text?: string }; fields?: { name: string; value: string }[] };
  const fields = embed.fields ?? [];
  return (
    (embed.title?.length ?? 0) +
    (embed.description?.length ?? 0) +
    (embed.footer?.text?.length ?? 0) +
    fields.reduce((sum, field) => sum + field.name.length + field.value.length, 0)
  );
}

/** The table message's roster fields under `heading` (and their continuation fields), one line each. */
function rosterShown(message: StoredMessage, heading: string): string[] {
  const fields = (message.embeds[0] as { fields: { name: string; value: string }[] }).fields;
  const start = fields.findIndex((field) => field.name === heading);
  expect(start).toBeGreaterThanOrEqual(0);
  const end = fields.findIndex((field, index) => index > start && field.name !== '\u200b');
  return fields.slice(start, end === -1 ? undefined : end).flatMap((field) => field.value.split('\n'));
}

/** `/table status` as `name`: the reply, and the text of the roster file attached to it. */
async function status(name: string): Promise<{ reply: StoredMessage; file: string }> {
  await e2e.run(name, 'table', 'status');
  const reply = lastVisible(e2e.sandbox, name, 'ephemeral');
  return { reply, file: reply.attachments[0]?.content.toString('utf8') ?? '' };
}

describe("a table of any size inside Discord's limits (issue 11)", () => {
  it('VJ-9 Team Vitaji with 150 players on long team names: the lobby, the start and a whole round within the limits; the 151st is refused; /table status lists everyone', async () => {
    const host = 'vj000';
    // The host's seat comes without a team: they leave it and take the last seat with one, after the others.
    const players = [...names('vj', 149), host];
    // Five teams of 30 with 32-character names (the longest /table join takes): the widest roster lines there are.
    const teamOf = (seat: number) => `The Unbearably Long Team Name #${seat % 5}`;
    await e2e.run(host, 'vitaji', 'open', { preset: 'casual', teams: true });
    for (const [seat, player] of players.entries()) {
      if (player === host) await e2e.run(host, 'table', 'leave');
      await e2e.run(player, 'table', 'join', { team: teamOf(seat) });
    }
    const lobby = tableMessage(e2e.sandbox);
    // Issue 27 (10): 5 % under Discord's 6000, so a change in how Discord counts does not freeze the table.
    expect(embedSize(lobby)).toBeLessThanOrEqual(0.95 * 6000);
    const lobbyRoster = rosterShown(lobby, 'Players');
    const hidden = Number(/… and (\d+) more — \/table status lists everyone$/.exec(lobbyRoster.at(-1)!)?.[1]);
    expect(lobbyRoster.length - 1 + hidden).toBe(150);
    expect(lobbyRoster.length).toBeGreaterThan(40);

    // The most the table takes, said in one sentence.
    await e2e.run('vj151', 'table', 'join', { team: teamOf(0) });
    expect(said('vj151')).toBe('Vitaji takes at most 150 players; the table is full.');

    // VJ-6: everyone's first roll, said in one summarised line.
    const opening = await channelPostsOf(async () => {
      e2e.sandbox.dice.force(players.map((_, index) => (index % 6) + 1));
      await e2e.sandbox.press(host, 'Start');
    });
    expect(opening.length).toBeLessThanOrEqual(2);
    expect(opening.map((message) => message.content).join('\n')).toMatch(/Round 1: .* … and \d+ more/);
    // Everyone passes (a 6 is passed over: it cannot improve, issue 30): round 1 ends with 150 results, summarised in one message.
    let roundEnd: StoredMessage[] = [];
    for (const [index, player] of players.entries()) {
      if (index % 6 !== 5) roundEnd = await channelPostsOf(() => e2e.sandbox.press(player, 'Pass'));
    }
    expect(roundEnd).toHaveLength(1);
    expect(roundEnd[0]!.content).toMatch(/^Round 1 ends: .* … and \d+ more/);
    expect(rosterShown(tableMessage(e2e.sandbox), 'Players').at(-1)).toMatch(/^… and \d+ more/);

    // /table status: the same table privately, and every player in the attached file with team and score.
    const { reply, file } = await status(players[7]!);
    expect(rosterShown(reply, 'Players').at(-1)).toMatch(/^… and \d+ more — everyone is in the attached file$/);
    expect(file).toContain('Players (150)');
    for (const [index, player] of players.entries()) {
      expect(file).toContain(`${index + 1}. ${player} (${teamOf(index)}) — score ${(index % 6) + 1}`);
    }
    // VJ-10: a sheet of 150 columns comes as a file, not a refused message.
    await e2e.run(host, 'table', 'scoresheet');
    const sheet = lastVisible(e2e.sandbox, host, 'ephemeral');
    expect(sheet.content).toBe('The scoresheet is long, so here it is as a file.');
    const csv = sheet.attachments.find((file) => file.filename.endsWith('.csv'))!.content.toString('utf8');
    expect(csv.split('\n')[0]!.split(',')).toHaveLength(152);
    expectNothingRefused();
  });

  it("LD-1 Liar's Dice with 150 players: 150 hidden hands dealt (120 DMs closed), then a spot on that puts 149 out, each action in one or two messages", async () => {
    const players = names('ld', 150);
    // Issue 27: a table this size deals by "Show my dice" unless the server raises its DM size; this one does, to see closed DMs at scale.
    e2e.sandbox.standin.setModerator('mona');
    await e2e.sandbox.command('mona', { path: ['gm', 'config', 'set'], options: { dm_max_players: 150 } });
    await e2e.run(players[0]!, 'liars', 'open', {});
    for (const player of players.slice(1)) await e2e.sandbox.press(player, 'Join');
    // Most have their DMs closed: they are told in the channel, once, as many named as a message holds.
    for (const player of players.slice(30)) e2e.sandbox.standin.setDmsClosed(player);
    // LD-2: from 31 players on, one die each. Every die a 2.
    const dealt = await channelPostsOf(async () => {
      e2e.sandbox.dice.force(players.map(() => 2));
      await e2e.sandbox.press(players[0]!, 'Start');
    });
    expect(dealt.length).toBeLessThanOrEqual(2);
    const dealtText = dealt.map((message) => message.content).join('\n');
    expect(dealtText).toContain("Liar's Dice begins: ");
    expect(dealtText).toContain(
      '🔒 150 hands rolled hidden; every commitment is in the attached file, and each player sees their own dice and code privately.',
    );
    // RL-2: every commitment is still public, in one file with the announcement.
    const commitments = dealt.flatMap((message) => message.attachments).find((file) => file.filename === 'commitments.txt')!;
    const codes = e2e.sandbox.db.prepare('SELECT code FROM commitments').pluck().all() as string[];
    expect(codes).toHaveLength(150);
    for (const code of codes) expect(commitments.content.toString('utf8')).toContain(`commitment ${code}`);
    expect(commitments.content.toString('utf8')).not.toMatch(/salt|\*\*/);
    const closed = dealt.find((message) => message.content.includes('I could not send you a DM'))!;
    expect(closed.content).toMatch(/… and \d+ more, I could not send you a DM/);
    // Discord pings at most 100 members a message.
    expect(closed.pinged.length).toBeLessThanOrEqual(100);
    // RL-2: each player has their own hand and its commitment privately.
    expect(said(players[29]!, 'dm')).toMatch(/Your dice \(1d6\) in <#\d+>: \*\*2\*\* — commitment `[0-9a-f]{12}`/);
    expect(rosterShown(tableMessage(e2e.sandbox), 'Players').at(-1)).toMatch(/^… and \d+ more/);

    // LD-11 spot on: 150 × 2 is exactly right, so everyone but the bettor loses their only die; LD-16 the bettor wins.
    await e2e.run(players[0]!, 'liars', 'bid', { quantity: 150, face: 2 });
    const spotOn = await channelPostsOf(() => e2e.run(players[1]!, 'liars', 'call'));
    expect(spotOn.length).toBeLessThanOrEqual(2);
    const spotOnText = spotOn.map((message) => message.content).join('\n');
    expect(spotOnText).toMatch(/Spot on! .* … and \d+ more each lose a die\./);
    expect(spotOnText).toMatch(/🔓 The 150 hands: .* … and \d+ more\. \/verify with a hand's commitment code checks it and shows its salt\./);
    const revealed = spotOn.flatMap((message) => message.attachments).find((file) => file.filename === 'revealed-hands.txt')!;
    expect(revealed.content.toString('utf8').trim().split('\n')).toHaveLength(150);
    expect(revealed.content.toString('utf8')).toMatch(new RegExp(`^${players[0]}: .* was 2, commitment [0-9a-f]{12}, salt [0-9a-f]+$`, 'm'));
    // LD-3: an elimination line for the first few, then how many more are out.
    expect(spotOnText).toMatch(/is out — caught by .*\n… and \d+ more\n/);
    expect(spotOnText).toContain(`Winner: <@${e2e.idOf(players[0]!)}>`);
    // A summary pings whom it names, not the whole table.
    for (const message of spotOn) expect(message.pinged.length).toBeLessThan(100);

    const { file } = await status(players[0]!);
    for (const [index, player] of players.entries()) expect(file).toContain(`${index + 1}. ${player} [DND] — `);
    expectNothingRefused();
  });

  it('RL-2, issue 30: a table of a usual size commits its deal in one line naming every code, and reveals every hand in one line after the verdict', async () => {
    const players = names('rl', 12);
    // LD-2: 12 players hold 2 dice each.
    await e2e.startGame(
      'liars',
      players,
      Array.from({ length: 24 }, () => 3),
    );
    const committed = e2e.sandbox.standin.channelMessages().flatMap((message) => message.content.split('\n').filter((line) => line.startsWith('🔒')));
    expect(committed).toHaveLength(1);
    const codes = players.map((player) => `<@${e2e.idOf(player)}> \`[0-9a-f]{12}\``).join(' · ');
    expect(committed[0]).toMatch(new RegExp(`^🔒 12 hands dealt hidden, each committed: ${codes}\\.$`));
    await e2e.run(players[0]!, 'liars', 'bid', { quantity: 20, face: 3 });
    const called = await channelPostsOf(async () => {
      e2e.sandbox.dice.force(Array.from({ length: 24 }, () => 3));
      await e2e.run(players[1]!, 'liars', 'call');
    });
    const lines = called.flatMap((message) => message.content.split('\n'));
    const revealed = lines.filter((line) => line.startsWith('🔓'));
    expect(revealed).toHaveLength(1);
    expect(revealed[0]).toMatch(
      /^🔓 The 12 hands: (<@\d+> \*\*3, 3\*\*, ){11}<@\d+> \*\*3, 3\*\*\. \/verify with a hand's commitment code checks it and shows its salt\.$/,
    );
    // The count and the verdict first; the hands for checking after it.
    expect(lines.findIndex((line) => line.includes('calls'))).toBeLessThan(lines.indexOf(revealed[0]!));
    // Every code and salt where a player who checks finds them: the attached file (and /verify).
    const file = called.flatMap((message) => message.attachments).find((attachment) => attachment.filename === 'revealed-hands.txt')!;
    const hands = file.content.toString('utf8').trim().split('\n');
    expect(hands).toHaveLength(12);
    for (const hand of hands) expect(hand).toMatch(/: 2d6 was 3, 3, commitment [0-9a-f]{12}, salt [0-9a-f]{32}$/);
    expectNothingRefused();
  });

  it('TK-2 Tokyo with 150 players and 200 watchers: both rosters shortened side by side, a hand played, the 151st player and 201st watcher refused', async () => {
    const players = names('tk', 150);
    const watchers = names('w', 200);
    await e2e.run(players[0]!, 'tokyo', 'open', {});
    for (const player of players.slice(1)) await e2e.sandbox.press(player, 'Join');
    for (const watcher of watchers) await e2e.sandbox.press(watcher, 'Watch');
    await e2e.sandbox.press('tk151', 'Join');
    expect(said('tk151')).toBe('Tokyo takes at most 150 players; the table is full.');
    await e2e.sandbox.press('w201', 'Watch');
    expect(said('w201')).toBe('This table takes at most 200 watchers; there is no room for another.');

    e2e.sandbox.dice.force([3, 1]);
    await e2e.sandbox.press(players[0]!, 'Start');
    await e2e.sandbox.select(players[0]!, 'Announce…', '31');
    e2e.sandbox.dice.force([6, 5]);
    await e2e.sandbox.press(players[1]!, 'Doubt');
    const table = tableMessage(e2e.sandbox);
    expect(embedSize(table)).toBeLessThanOrEqual(0.95 * 6000);
    // Neither crowd hides the other: each roster shows some, then says how many more.
    for (const heading of ['Players', 'Watchers']) {
      const shown = rosterShown(table, heading);
      expect(shown.length).toBeGreaterThan(10);
      expect(shown.at(-1)).toMatch(/^… and \d+ more/);
    }

    const { file } = await status(watchers[199]!);
    expect(file).toContain('Players (150)');
    expect(file).toContain('Watchers (200)');
    for (const player of players) expect(file).toContain(` ${player} — `);
    // LD-3 (ruling): tags belong to Liar's Dice; a Tokyo watcher carries none.
    for (const watcher of watchers) expect(file).toMatch(new RegExp(`^\\d+\\. ${watcher}$`, 'm'));
    expectNothingRefused();
  });
});
