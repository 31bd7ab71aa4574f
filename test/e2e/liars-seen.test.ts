// End-to-end: what Liar's Dice players read — lines on leaves and kicks, dice counts, the table message's bids and call window, the scoresheet.
import { describe, expect, it } from 'vitest';
import type { LiarsView } from '../../src/games/liars/rules/view.js';
import { lastVisible, shownText, tableMessage, useSandbox } from './helpers.js';
import { BID_MENU, liarsPlay } from './liars-play.js';

// Issue 13, "What players see": Liar's Dice's lines in the channel, its table message and its scoresheet.

const e2e = useSandbox();
const { at, said } = e2e;
const { play, bid } = liarsPlay(e2e);

/** The game's own lines of the newest channel message (the table's own line about who left comes before them). */
const channelLines = (name: string) => said(name, 'channel').split('\n');
const roundField = () => tableMessage(e2e.sandbox).embeds[0]!.fields!.find((field) => field.name.startsWith('Round'))!;
const view = async () => (await e2e.sandbox.bot.context.tables.publicTable(1))!.view as LiarsView;

describe('LD-18 a leave or a kick mid-round, as the channel reads it', () => {
  it('LD-18 a player who was not to bid leaves: the round is void, every hand shown, and the player who was to bid opens the next', async () => {
    // alice 1 2 · bob 3 4 · carol 5 6: alice bids, bob is to bid; carol leaves.
    await play(['alice', 'bob', 'carol'], [1, 2, 3, 4, 5, 6], { dice: 2 });
    await bid('alice', 2, 3);
    e2e.sandbox.dice.force([6, 6, 1, 1]);
    await e2e.run('carol', 'table', 'leave');
    const lines = channelLines('dave');
    const voided = lines.find((line) => line.includes('is void'));
    expect(voided).toBe(`Round 1 is void and every hand is shown; new dice are dealt and ${at('bob')}, who was to bid, opens round 2.`);
    // The table's own line says who left; the game's does not say it again, nor announce round 2 a second time.
    expect(lines.filter((line) => line.includes(at('carol')) && /\bleft\b/.test(line))).toHaveLength(1);
    expect(lines.some((line) => line.startsWith('Round 2:'))).toBe(false);
    // Every hand of the void round is revealed, carol's too.
    expect(lines.some((line) => line.startsWith('🔓') && line.includes(`${at('carol')} **5, 6**`))).toBe(true);
    expect(tableMessage(e2e.sandbox).embeds[0]!.fields![0]!.value).toContain(`bob [DND] — 2 dice ◀`);
  });

  it('LD-18 the player to bid is kicked: the next in line opens, and the scoresheet says it was a kick', async () => {
    await play(['alice', 'bob', 'carol'], [1, 2, 3, 4, 5, 6], { dice: 2 });
    await bid('alice', 2, 3);
    e2e.sandbox.standin.setModerator('mona');
    e2e.sandbox.dice.force([6, 6, 1, 1]);
    await e2e.run('mona', 'table', 'kick', { member: '@bob' });
    expect(channelLines('dave')).toContain(`Round 1 is void and every hand is shown; new dice are dealt and ${at('carol')}, next in line, opens round 2.`);
    const { text } = await e2e.scoresheet('alice');
    expect(text.split('\n')).toContain(`${at('bob')} was kicked by ${at('mona')}; the round was void`);
  });

  it('LD-18/LD-16 a leave that leaves one player ends the game: no new round is promised, and the sheet names the winner', async () => {
    await play(['alice', 'bob'], [1, 2, 3, 4], { dice: 2 });
    await bid('alice', 2, 3);
    await e2e.run('bob', 'table', 'leave');
    const lines = channelLines('dave');
    expect(lines).toContain('Round 1 is void and every hand is shown.');
    expect(lines.join('\n')).not.toMatch(/dealt|opens round|Round 2/);
    const { text } = await e2e.scoresheet('alice');
    expect(text.split('\n').slice(-4)).toEqual([`Bids: ${at('alice')} 2×3`, `${at('bob')} left; the round was void`, '', `Winner: ${at('alice')}`]);
  });
});

describe('LD-19 and the counts players read', () => {
  it('LD-19 with wild ones the count says how many ones are in it, in the channel and on the scoresheet', async () => {
    // alice 1 4 · bob 1 4 · carol 2 6: four 4s counting the two ones.
    await play(['alice', 'bob', 'carol'], [1, 4, 1, 4, 2, 6], { dice: 2, wild_ones: true });
    await bid('alice', 3, 4);
    await e2e.sandbox.press('carol', 'Call');
    expect(said('dave', 'channel')).toContain(`${at('carol')} calls ${at('alice')}'s bid of 3 × 4: there are **4**, 2 of them ones. The bid was correct`);
    const { text } = await e2e.scoresheet('alice');
    expect(text).toContain(`Call: ${at('carol')} on ${at('alice')}'s 3 × 4 — 4 counted (2 of them ones), correct; lost: ${at('carol')} −1`);
  });

  it('one die, one count: "there is 1", "1 die in play", "1 die" in the roster', async () => {
    // alice 3 · bob 5 · carol 4: one 3; bob calls and the bid was spot on (LD-11): bob and carol are out, alice wins.
    await play(['alice', 'bob', 'carol'], [3, 5, 4], { dice: 1 });
    expect(roundField().value).toContain('3 dice in play');
    expect(tableMessage(e2e.sandbox).embeds[0]!.fields![0]!.value).toContain(`alice [DND] — 1 die ◀`);
    await bid('alice', 1, 3);
    await e2e.sandbox.press('bob', 'Call');
    expect(said('dave', 'channel')).toContain(`${at('bob')} calls ${at('alice')}'s bid of 1 × 3: there is **1**. Spot on!`);
    expect(roundField().value).toContain('1 die in play');
  });

  it('a count of none: "there are 0"; a private quantity menu offers "1 die"', async () => {
    const players = ['alice', 'bob', 'carol', 'dave', 'erin', 'fred', 'gina', 'hugo'];
    await play(
      players,
      Array.from({ length: 32 }, () => 2),
    );
    await e2e.sandbox.select('alice', BID_MENU, 'more');
    const quantities = lastVisible(e2e.sandbox, 'alice', 'ephemeral').components[0]!.components[0] as { options: { label: string }[] };
    expect(quantities.options.slice(0, 2).map((option) => option.label)).toEqual(['1 die', '2 dice']);
    await bid('alice', 1, 6);
    e2e.sandbox.dice.force(Array.from({ length: 31 }, () => 2));
    await e2e.sandbox.press('bob', 'Call');
    expect(said('alice', 'channel')).toContain(`${at('bob')} calls ${at('alice')}'s bid of 1 × 6: there are **0**. The bid was incorrect`);
    expect(roundField().value).toContain('31 dice in play');
  });
});

describe('the table message during a round', () => {
  it("LD-6 the round's bids so far: the last five before the standing one, the older ones dropped with …", async () => {
    await play(['alice', 'bob'], [1, 2, 3, 4, 5, 6, 1, 2, 3, 4], { dice: 5 });
    const bids: [string, number, number][] = [
      ['alice', 1, 2],
      ['bob', 1, 3],
      ['alice', 2, 2],
    ];
    for (const [name, quantity, face] of bids) await bid(name, quantity, face);
    expect(roundField().value).toContain(`Before it: 1 × 2 by alice, 1 × 3 by bob\n`);
    const more: [string, number, number][] = [
      ['bob', 2, 5],
      ['alice', 3, 1],
      ['bob', 3, 4],
      ['alice', 4, 4],
    ];
    for (const [name, quantity, face] of more) await bid(name, quantity, face);
    const field = roundField().value;
    expect(field).toContain(`Standing bid: 4 × 4 by alice`);
    expect(field).toContain(`Before it: …, 1 × 3 by bob, 2 × 2 by alice, 2 × 5 by bob, 3 × 1 by alice, 3 × 4 by bob\n`);
    expect(field).not.toContain('1 × 2 by');
  });

  it('LD-9 the table message names the next bidder and when their call window closes; anyone else may call now', async () => {
    await play(['alice', 'bob', 'carol'], [1, 2, 3, 4, 5, 6], { dice: 2 });
    // Before any bid there is nothing to call and no window.
    expect(roundField().value).not.toContain('call window');
    const before = e2e.sandbox.clock.now();
    await bid('alice', 2, 3);
    const opensAt = (await view()).biddingOpensAt;
    expect(opensAt - before).toBeGreaterThanOrEqual(6000);
    expect(opensAt - before).toBeLessThan(7000);
    expect(roundField().value).toContain(
      `To bid: bob may bid once the call window closes (<t:${Math.floor(opensAt / 1000)}:R>); anyone but alice may call now.`,
    );
  });

  it('LD-9 with call_window 0 the next bidder may bid at once', async () => {
    await play(['alice', 'bob'], [1, 2, 3, 4], { dice: 2, call_window: 0 });
    await e2e.sandbox.command('alice', { path: ['liars', 'bid'], options: { quantity: 2, face: 3 } });
    expect(roundField().value).toContain(`To bid: bob may bid now; anyone but alice may call.`);
  });

  it('LD-7 the bid menu says whose it is, and a player whose turn it is not is refused at once, before any private menu', async () => {
    const players = ['alice', 'bob', 'carol', 'dave', 'erin', 'fred', 'gina', 'hugo'];
    await play(
      players,
      Array.from({ length: 32 }, (_, index) => (index % 6) + 1),
    );
    expect(shownText(tableMessage(e2e.sandbox))).toContain(BID_MENU);
    const seen = e2e.sandbox.standin.visibleTo('bob').length;
    await e2e.sandbox.select('bob', BID_MENU, 'more');
    const answers = e2e.sandbox.standin.visibleTo('bob').slice(seen);
    expect(answers.filter((message) => message.audience.to === 'ephemeral').map((message) => message.content)).toEqual([
      `It is not your turn to bid; ${at('alice')} bids next.`,
    ]);
    expect(answers.some((message) => message.components.length > 0 && message.audience.to === 'ephemeral')).toBe(false);
    // The player to bid still gets the private steps.
    await e2e.sandbox.select('alice', BID_MENU, 'more');
    expect(said('alice')).toBe('How many dice do you bid?');
  });
});

describe('LD-14 the scoresheet', () => {
  it('LD-14/LD-16 records who eliminated whom, with their tags, and the winner', async () => {
    // alice 6 · bob 6 · carol 3: alice bids one 6, bob calls: two 6s, the bid was correct (LD-10), bob is out, caught by alice.
    await play(['alice', 'bob', 'carol'], [6, 6, 3], { dice: 1 });
    await bid('alice', 1, 6);
    e2e.sandbox.dice.force([4, 5]);
    await e2e.sandbox.press('bob', 'Call');
    // Round 2 opens after alice, skipping bob: carol (5) bids one 6, alice (4) calls: none, carol is out (LD-12).
    await bid('carol', 1, 6);
    await e2e.sandbox.press('alice', 'Call');
    const { text } = await e2e.scoresheet('alice');
    const lines = text.split('\n');
    expect(lines).toContain(`Out: ${at('bob')} [DND], eliminated by ${at('alice')} [DND]`);
    expect(lines).toContain(`Out: ${at('carol')} [DND], eliminated by ${at('alice')} [DND]`);
    expect(lines.at(-1)).toBe(`Winner: ${at('alice')}`);
  });
});
