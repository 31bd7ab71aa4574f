// End-to-end: a whole Liar's Dice game through discord.js and the stand-in — bids, calls, hidden hands by DM, the winner paid (LD-*).
import { describe, expect, it } from 'vitest';
import { pressButton } from '../../standin/users.js';
import { expectNothingHiddenInChannel, lastVisible, playTranscript, shownText, tableMessage, useSandbox } from './helpers.js';
import { BID_MENU, liarsPlay } from './liars-play.js';

const e2e = useSandbox();
const { at, said } = e2e;
const { play, bid } = liarsPlay(e2e);

describe("Liar's Dice through Discord", () => {
  it("an open option out of range is never sent: the command carries the rules' bounds, and Discord's client keeps to them (issue 11)", async () => {
    await expect(e2e.sandbox.command('alice', { path: ['liars', 'open'], options: { dice: 25 } })).rejects.toThrow('option dice takes 1 to 20, not 25');
    await expect(e2e.sandbox.command('alice', { path: ['liars', 'open'], options: { call_window: -1 } })).rejects.toThrow('option call_window takes 0 to');
    expect(await e2e.sandbox.bot.context.tables.tableIn(e2e.sandbox.standin.generalChannelId)).toBeNull();
  });

  it('LD-4 deals hidden hands by DM, commits them in the channel, and shows the table message with the opening bid', async () => {
    await play(['alice', 'bob', 'carol'], [1, 2, 3, 4, 5, 6, 6, 5, 4, 3, 2, 1, 1, 1, 2], { dice: 5 });
    expect(said('alice', 'dm')).toMatch(/Your dice \(5d6\) in <#\d+>: \*\*1, 2, 3, 4, 5\*\*/);
    expect(said('carol', 'dm')).toMatch(/\*\*2, 1, 1, 1, 2\*\*/);
    const table = tableMessage(e2e.sandbox);
    expect(shownText(table)).toContain("one 1 (nobody's)");
    expect(table.embeds[0]!.fields![0]!.value).toBe([`1. alice [DND] — 5 dice ◀`, `2. bob [DND] — 5 dice`, `3. carol [DND] — 5 dice`].join('\n'));
    expectNothingHiddenInChannel(e2e.sandbox);
  });

  it('LD-7/LD-9 a bid out of turn is refused; the bid menu offers only legal raises; the call window holds the next bid', async () => {
    await play(['alice', 'bob', 'carol'], [1, 2, 3, 4, 5, 6], { dice: 2 });
    await e2e.sandbox.command('bob', { path: ['liars', 'bid'], options: { quantity: 2, face: 2 } });
    expect(said('bob')).toBe(`It is not your turn to bid; ${at('alice')} bids next.`);
    await e2e.sandbox.select('alice', BID_MENU, '2.5');
    const menu = tableMessage(e2e.sandbox).components[0]!.components[0] as { options: { value: string }[] };
    expect(menu.options.map((option) => option.value).slice(0, 3)).toEqual(['2.6', '3.1', '3.2']);
    await e2e.sandbox.select('bob', BID_MENU, '3.1');
    expect(said('bob')).toMatch(/^Wait [1-3] s before bidding/);
    await e2e.sandbox.wait(3000);
    await e2e.sandbox.select('bob', BID_MENU, '3.1');
    expect(shownText(tableMessage(e2e.sandbox))).toContain(`3 × 1 by bob`);
  });

  it('LD-6 the bid menu holds the lowest raises; any other bid is made privately, quantity then face', async () => {
    const players = ['alice', 'bob', 'carol', 'dave', 'erin', 'fred', 'gina', 'hugo'];
    await play(
      players,
      Array.from({ length: 32 }, (_, index) => (index % 6) + 1),
    );
    const menu = tableMessage(e2e.sandbox).components[0]!.components[0] as { options: { value: string; label: string }[] };
    expect(menu.options).toHaveLength(25);
    expect(menu.options.slice(0, 6).map((option) => option.value)).toEqual(['1.2', '1.3', '1.4', '1.5', '1.6', '2.1']);
    expect(menu.options.at(-1)).toMatchObject({ value: 'more', label: 'Another bid…' });
    await e2e.sandbox.select('alice', BID_MENU, 'more');
    expect(lastVisible(e2e.sandbox, 'alice', 'ephemeral').content).toBe('How many dice do you bid?');
    await e2e.sandbox.select('alice', 'Bid: how many dice…', '11');
    expect(lastVisible(e2e.sandbox, 'alice', 'ephemeral').content).toBe('Now the face for your bid of 11:');
    await e2e.sandbox.select('alice', 'Bid 11 × which face…', '4');
    expect(shownText(tableMessage(e2e.sandbox))).toContain(`11 × 4 by alice`);
    expectNothingHiddenInChannel(e2e.sandbox);
  });

  it('LD-8/LD-12 a call by a non-neighbour: every hand is revealed, the count and verdict announced', async () => {
    // alice 1 2 · bob 3 3 · carol 6 6 · dave 3 1
    await play(['alice', 'bob', 'carol', 'dave'], [1, 2, 3, 3, 6, 6, 3, 1, 1, 1, 1, 1, 1, 1, 1], { dice: 2 });
    await bid('alice', 4, 3);
    expectNothingHiddenInChannel(e2e.sandbox);
    // carol is two seats from alice: any player may call (LD-8).
    await e2e.sandbox.press('carol', 'Call');
    const announcement = said('dave', 'channel');
    expect(announcement).toContain(`${at('carol')} calls ${at('alice')}'s bid of 4 × 3: there are **3**. The bid was incorrect: ${at('alice')} loses a die.`);
    // Issue 30: after the verdict, every hand in one line.
    expect(announcement).toMatch(/🔓 The 4 hands: .*<@\d+> \*\*6, 6\*\*/);
    expect(tableMessage(e2e.sandbox).embeds[0]!.fields![0]!.value).toContain(`alice [DND] — 1 die`);
    // LD-7: round 2 starts after the last bettor (alice): bob.
    expect(announcement).toContain(`Round 2: new dice for everyone; ${at('bob')} opens.`);
  });

  it('LD-8 simultaneous calls: exactly one resolves, the other is told the bid was already called', async () => {
    await play(['alice', 'bob', 'carol', 'dave'], [2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1], { dice: 2 });
    await bid('alice', 3, 2);
    const first = pressButton(e2e.sandbox.standin, 'carol', 'Call');
    const second = pressButton(e2e.sandbox.standin, 'dave', 'Call');
    await Promise.all([e2e.sandbox.standin.waitForAnswer(first.id), e2e.sandbox.standin.waitForAnswer(second.id)]);
    await e2e.sandbox.bot.idle();
    const calls = e2e.sandbox.standin.channelMessages().filter((message) => message.content.includes(' calls '));
    expect(calls).toHaveLength(1);
    const loser = calls[0]!.content.includes(`${at('carol')} calls`) ? 'dave' : 'carol';
    expect(said(loser)).toMatch(/^That bid was already called by <@\d+>\.$/);
    // LD-10: 8 twos > 3: the caller loses a die.
    expect(calls[0]!.content).toMatch(/there are \*\*8\*\*\. The bid was correct/);
  });

  it('LD-8 a second Call on the bid that ended the game is told it was already called', async () => {
    await play(['alice', 'bob', 'carol'], [3, 1, 2], { dice: 1 });
    await bid('alice', 1, 3);
    const first = pressButton(e2e.sandbox.standin, 'bob', 'Call');
    const second = pressButton(e2e.sandbox.standin, 'carol', 'Call');
    await Promise.all([e2e.sandbox.standin.waitForAnswer(first.id), e2e.sandbox.standin.waitForAnswer(second.id)]);
    await e2e.sandbox.bot.idle();
    // One 3 = 1: spot on, bob and carol lose their only die and alice wins — on the first call.
    expect((await e2e.sandbox.bot.context.tables.publicTable(1))!.status).toBe('finished');
    expect(said('carol')).toBe(`That bid was already called by ${at('bob')}.`);
  });

  it('LD-11 spot on (everyone): every player but the bettor loses a die', async () => {
    await play(['alice', 'bob', 'carol'], [4, 4, 4, 1, 2, 3, 1, 1, 1, 1, 1, 1], { dice: 2 });
    await bid('alice', 3, 4);
    await e2e.sandbox.press('bob', 'Call');
    expect(said('carol', 'channel')).toContain(`there are **3**. Spot on! ${at('bob')}, ${at('carol')} each lose a die.`);
  });

  it('LD-11 spot on (caller-two): only the caller loses two dice, and LD-14 names the bettor as eliminator', async () => {
    await e2e.sandbox.command('alice', { path: ['liars', 'open'], options: { buy_in: 0, dice: 2, spot_on: 'caller-two' } });
    await e2e.sandbox.command('bob', { path: ['table', 'join'], options: { tag: 'Away' } });
    await e2e.sandbox.press('carol', 'Join');
    e2e.sandbox.dice.force([5, 5, 1, 2, 3, 4, 6, 6, 6, 6]);
    await e2e.sandbox.press('alice', 'Start');
    await bid('alice', 2, 5);
    await e2e.sandbox.press('bob', 'Call');
    const announcement = said('carol', 'channel');
    expect(announcement).toContain(`Spot on! ${at('bob')} loses two dice.`);
    // LD-3: Away's default line says the player is eaten.
    expect(announcement).toContain(`${at('bob')} [Away] is out — eaten by ${at('alice')} [DND].`);
    expect(tableMessage(e2e.sandbox).embeds[0]!.fields![0]!.value).toContain(`bob [Away] — out`);
  });

  it('LD-3, issue 30: the PRED watchers are invited to narrate an elimination, once, after its line; an OOC watcher is not', async () => {
    await e2e.sandbox.command('alice', { path: ['liars', 'open'], options: { buy_in: 0, dice: 1 } });
    await e2e.sandbox.command('bob', { path: ['table', 'join'], options: { tag: 'Away' } });
    await e2e.sandbox.command('erin', { path: ['table', 'watch'], options: { tag: 'PRED' } });
    await e2e.sandbox.command('olga', { path: ['table', 'watch'], options: {} });
    e2e.sandbox.dice.force([5, 2]);
    await e2e.sandbox.press('alice', 'Start');
    await bid('alice', 2, 5);
    await e2e.sandbox.press('bob', 'Call');
    // LD-12: one 5 is fewer than two: alice, the bettor, loses her only die to bob.
    const lines = said('carol', 'channel').split('\n');
    const out = lines.indexOf(`${at('alice')} [DND] is out — caught by ${at('bob')} [Away], who must not digest them.`);
    expect(out).toBeGreaterThanOrEqual(0);
    expect(lines[out + 1]).toBe(`🎙️ ${at('erin')} [PRED], the floor is yours: narrate the end of ${at('alice')} [DND], as their tags allow.`);
    expect(lines.filter((line) => line.startsWith('🎙️'))).toHaveLength(1);
    expect(lines.join('\n')).not.toContain(at('olga'));
  });

  it('LD-14/LD-16 a whole game: the loser is caught by the caller, the last player with dice wins the pot', async () => {
    await play(['alice', 'bob'], [6, 1], { dice: 1, buy_in: 10, stakes: 'tria' });
    await bid('alice', 1, 6);
    e2e.sandbox.dice.force([]);
    await e2e.sandbox.command('bob', { path: ['liars', 'call'], options: {} });
    // LD-10: one 6 ≥ 1: the bid was correct, bob (caller) loses his only die to alice (the bettor).
    const announcement = said('carol', 'channel');
    // LD-3: a DND player is never narrated as digested.
    expect(announcement).toContain(`${at('bob')} [DND] is out — caught by ${at('alice')} [DND], who must not digest them.`);
    expect(announcement).not.toMatch(/eaten|digested/);
    expect(announcement).toContain(`Winner: ${at('alice')}`);
    await e2e.sandbox.command('alice', { path: ['wallet', 'balance'], options: {} });
    expect(said('alice')).toBe('You have 110 tria.');
    await e2e.sandbox.command('alice', { path: ['table', 'scoresheet'], options: {} });
    expect(said('alice').split('\n')).toEqual([
      "Liar's Dice table #1 — scoresheet",
      '',
      'Round 1',
      `Bids: ${at('alice')} 1×6`,
      `Call: ${at('bob')} on ${at('alice')}'s 1 × 6 — 1 counted, spot on; lost: ${at('bob')} −1`,
      // LD-14: who eliminated whom; LD-16: the winner.
      `Out: ${at('bob')} [DND], eliminated by ${at('alice')} [DND]`,
      '',
      `Winner: ${at('alice')}`,
      // Issue 30: the money: the two buy-ins, and who took them.
      'Pot: 20 tria',
      `Paid out: ${at('alice')} 20 tria`,
    ]);
  });

  it('a closed-DM player plays through the "My dice" button', async () => {
    e2e.sandbox.standin.setDmsClosed('bob');
    await play(['alice', 'bob'], [1, 2, 3, 4], { dice: 2 });
    expect(e2e.sandbox.standin.visibleTo('bob').some((message) => message.audience.to === 'dm')).toBe(false);
    await e2e.sandbox.press('bob', 'Show my dice');
    expect(said('bob')).toMatch(/^Your dice \(2d6\): \*\*3, 4\*\*/);
    await bid('alice', 2, 3);
    await e2e.sandbox.press('bob', 'My dice');
    expect(said('bob')).toMatch(/^Your dice \(2d6\): \*\*3, 4\*\*/);
    await e2e.sandbox.wait(3000);
    await e2e.sandbox.select('bob', BID_MENU, '3.4');
    expect(shownText(tableMessage(e2e.sandbox))).toContain(`3 × 4 by bob`);
    expectNothingHiddenInChannel(e2e.sandbox);
  });
});

describe("Liar's Dice in the sandbox", () => {
  it('a transcript of a full 4-player game runs and its summary names the winner', async () => {
    const records = await playTranscript(e2e.sandbox, 'liars-4.txt');
    const summary = records.filter((record) => record.kind === 'summary').at(-1);
    expect(summary).toMatchObject({
      game: 'liars',
      status: 'finished',
      winners: ['bob'],
      players: [
        { name: 'alice', out: true, dice: 0, paid: 10, won: 0 },
        { name: 'bob', out: false, dice: 1, paid: 10, won: 40 },
        { name: 'carol', out: true, dice: 0, paid: 10, won: 0 },
        { name: 'dave', out: true, dice: 0, paid: 10, won: 0 },
      ],
      pot: 40,
      balances: { alice: 90, bob: 130, carol: 90, dave: 90, erin: 100 },
    });
    // Every refusal a member saw would show here: the script plays cleanly.
    const ephemerals = records.filter((record) => record.to === 'ephemeral').map((record) => String(record.content));
    expect(ephemerals.filter((text) => /^(It is not|Wait|That bid|There is no|You cannot)/.test(text))).toEqual([]);
  });
});
