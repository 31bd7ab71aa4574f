// End-to-end: house players (issue 33) seated with /table seat-house play whole games beside one member through discord.js and the stand-in.
import { beforeEach, describe, expect, it } from 'vitest';
import { isHouse } from '../../src/engine/house.js';
import type { ElevenView } from '../../src/games/eleven/rules/view.js';
import type { LiarsView } from '../../src/games/liars/rules/view.js';
import { buttonLabels, expectNothingHiddenInChannel, shownText, tableMessage, useSandbox } from './helpers.js';

const e2e = useSandbox();
const { said } = e2e;

/** The most turns a game here takes: a game that does not end is a failure, not a hang. */
const MOST_STEPS = 400;

/** The table opened in the channel, as anyone may see it (its number read while it is open, so a finished one is found too). */
let tableId: number | null = null;
async function tableHere() {
  const tables = e2e.sandbox.bot.context.tables;
  tableId ??= (await tables.tableIn(e2e.sandbox.standin.generalChannelId))!;
  return (await tables.publicTable(tableId))!;
}

/** Every account's balance sums to zero (double entry), and the house's account holds what the members lost to it. */
function ledger() {
  const total = e2e.sandbox.db.prepare('SELECT SUM(balance) AS total FROM accounts').get() as { total: number };
  const house = e2e.sandbox.db.prepare("SELECT balance FROM accounts WHERE kind = 'mint' AND owner = 'house'").get() as { balance: number } | undefined;
  return { total: total.total, house: house?.balance ?? 0 };
}

/** Every hidden hand a house player was dealt, and whether it was revealed by the end. */
function houseHands() {
  const rows = e2e.sandbox.db.prepare('SELECT owner_id AS owner, dice, revealed_at AS revealed FROM commitments').all() as {
    owner: string;
    dice: string;
    revealed: number | null;
  }[];
  return rows.filter((row) => isHouse(row.owner));
}

describe('issue 33: house players fill a table', () => {
  beforeEach(() => {
    tableId = null;
  });

  it("LD-1…LD-16: one member and three house players play Liar's Dice to its end; the house pays and is paid through the pot, and no hand is shown before its call", async () => {
    await e2e.run('alice', 'liars', 'open', { stakes: 'tria', buy_in: 10, dice: 2 });
    for (const level of ['hard', 'easy', 'hard']) await e2e.run('alice', 'table', 'seat-house', { level });
    expect(said('alice')).toContain('🏠 the House 3');
    const lobby = shownText(tableMessage(e2e.sandbox));
    expect(lobby).toContain('🏠 the House 1');
    expect(lobby).toContain('🏠 the House 2');
    await e2e.sandbox.press('alice', 'Start');
    // The house's hands are dealt and committed like everyone's, delivered to nobody.
    expect(houseHands().length).toBe(3);
    expectNothingHiddenInChannel(e2e.sandbox);
    let steps = 0;
    for (let table = await tableHere(); table.status === 'active'; table = await tableHere()) {
      if (++steps > MOST_STEPS) throw new Error('the game did not end');
      const view = table.view as LiarsView;
      if (view.turn !== e2e.idOf('alice')) {
        // The house moves after its pause (and after the call window, LD-9).
        await e2e.sandbox.wait(3000);
        continue;
      }
      await e2e.sandbox.wait(3000);
      // alice calls a bid of more than a third of the dice in play, else raises as little as she may.
      const raise = view.raises[0];
      if (view.standingBid.bettor !== null && (view.standingBid.quantity * 3 > view.diceInPlay || !raise)) await e2e.run('alice', 'liars', 'call');
      else await e2e.run('alice', 'liars', 'bid', { quantity: raise!.quantity, face: raise!.face });
    }
    const finished = await tableHere();
    expect(finished.status).toBe('finished');
    // Money is conserved: alice's 10 and the house's 30 went into the pot, and the pot went to the winner.
    const { total, house } = ledger();
    expect(total).toBe(0);
    const aliceWon = (finished.view as LiarsView).winner === e2e.idOf('alice');
    // The house's account: 30 out and, if a house player won, 40 back.
    expect(house).toBe(aliceWon ? -30 : 10);
    // A moderator reads the house account as /wallet history reads a wallet: its balance and its entries.
    e2e.sandbox.standin.setModerator('mona');
    await e2e.sandbox.command('mona', { path: ['gm', 'house'], options: {} });
    const amount = aliceWon ? '−30 tria' : '10 tria';
    expect(said('mona')).toContain(`The house account stands at ${amount}`);
    expect(
      said('mona')
        .split('\n')
        .filter((line) => line.includes("Liar's Dice")).length,
    ).toBeGreaterThan(0);
    // No DM went to a house player (it is no member), and no house hand was shown before it was revealed.
    expect(e2e.sandbox.standin.channelMessages().every((message) => !message.content.includes('<@house-'))).toBe(true);
  });

  it('EL-1…EL-8: one member and two house players play Eleven to its end, the buy-ins paid out by place and the ledger at zero', async () => {
    await e2e.run('alice', 'eleven', 'open', { stakes: 'tria' });
    await e2e.run('alice', 'table', 'seat-house', { level: 'hard' });
    await e2e.run('alice', 'table', 'seat-house', {});
    await e2e.sandbox.press('alice', 'Start');
    let steps = 0;
    for (let table = await tableHere(); table.status === 'active'; table = await tableHere()) {
      if (++steps > MOST_STEPS) throw new Error('the game did not end');
      const view = table.view as ElevenView;
      if (view.picker !== e2e.idOf('alice')) {
        await e2e.sandbox.wait(3000);
        continue;
      }
      await e2e.run('alice', 'eleven', 'pick', { number: view.options.at(-1)! });
    }
    expect((await tableHere()).status).toBe('finished');
    expect(ledger().total).toBe(0);
    // The house players keep no record and move no rating: only alice's result is written.
    const results = e2e.sandbox.db.prepare('SELECT user_id AS user FROM results').all() as { user: string }[];
    expect(results.map((row) => row.user)).toEqual([e2e.idOf('alice')]);
  });

  it('a server names its house players as it likes, in the lobby, the confirmation and what the channel reads', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await e2e.sandbox.command('mona', { path: ['gm', 'config', 'set'], options: { house_name: 'Tavern *keeper*' } });
    await e2e.run('alice', 'liars', 'open', {});
    await e2e.run('alice', 'table', 'seat-house', { level: 'hard' });
    // The name as typed, its markdown escaped: it reads as the server wrote it.
    expect(said('alice')).toBe(
      "You seated **🏠 Tavern \\*keeper\\* 1** (hard) at the Liar's Dice table, seat 2. It plays with the house’s money and is never rated.",
    );
    expect(
      tableMessage(e2e.sandbox)
        .embeds[0]!.fields!.map((field) => field.value)
        .join('\n'),
    ).toContain('🏠 Tavern \\*keeper\\* 1');
    // Only the host or a moderator seats one.
    await e2e.run('bob', 'table', 'seat-house', {});
    expect(said('bob')).toMatch(/^Only the host \(<@\d+>\) or a moderator/);
    await e2e.sandbox.press('alice', 'Start');
    expect(
      e2e.sandbox.standin
        .channelMessages()
        .map((message) => message.content)
        .join('\n'),
    ).toContain('**🏠 Tavern \\*keeper\\* 1**');
  });

  it("survives a restart: a house player's move due while the bot was down is made once it is back; the host unseats one in the lobby", async () => {
    await e2e.run('alice', 'liars', 'open', { dice: 2 });
    for (const level of ['hard', 'easy', 'easy']) await e2e.run('alice', 'table', 'seat-house', { level });
    await e2e.run('alice', 'table', 'unseat-house', {});
    expect(said('alice')).toBe('The house player left the table.');
    expect(shownText(tableMessage(e2e.sandbox))).not.toContain('the House 3');
    await e2e.sandbox.press('alice', 'Start');
    // LD-7: alice opens; the next to bid is the first house player, due after its pause.
    await e2e.run('alice', 'liars', 'bid', { quantity: 1, face: 6 });
    const before = (await tableHere()).version;
    await e2e.sandbox.restart();
    await e2e.sandbox.wait(6000);
    const after = await tableHere();
    expect(after.version).toBeGreaterThan(before);
    // The house moved once: a bid of its own or a call of alice's, said in the channel.
    expect(
      e2e.sandbox.standin
        .channelMessages()
        .some((message) => /\*\*🏠 the House 1\*\* (bids|calls)/.test(message.content) || /by 🏠 the House 1/.test(JSON.stringify(message.embeds))),
    ).toBe(true);
  });

  it('the lobby’s buttons seat and remove house players in every game; a member who is not the host is refused and nothing changes', async () => {
    const houseButtons = ['🏠 House player (easy)', '🏠 House player (hard)'];
    for (const game of ['liars', 'tokyo', 'vitaji', 'valere', 'eleven']) {
      await e2e.run('alice', game, 'open', {});
      expect(buttonLabels(tableMessage(e2e.sandbox)), game).toEqual(['Join', 'Watch', 'Leave', 'Start', 'End', ...houseButtons]);
      await e2e.sandbox.press('alice', '🏠 House player (hard)');
      await e2e.sandbox.press('alice', '🏠 House player (easy)');
      const seated = (await tableHere()).seats.filter((seat) => isHouse(seat.userId)).map((seat) => seat.userId);
      expect(seated, game).toEqual(['house-1-hard', 'house-2-easy']);
      const lobby = tableMessage(e2e.sandbox);
      expect(shownText(lobby)).toContain('🏠 the House 2');
      // Remove appears once a house player sits.
      expect(buttonLabels(lobby), game).toEqual(['Join', 'Watch', 'Leave', 'Start', 'End', ...houseButtons, 'Remove house player']);
      const version = (await tableHere()).version;
      await e2e.sandbox.press('bob', '🏠 House player (easy)');
      expect(said('bob'), game).toMatch(/host/);
      expect((await tableHere()).version).toBe(version);
      await e2e.sandbox.press('alice', 'Remove house player');
      expect((await tableHere()).seats.map((seat) => seat.userId)).toEqual([e2e.idOf('alice'), 'house-1-hard']);
      await e2e.sandbox.press('alice', 'End');
      tableId = null;
    }
  });

  it('in Romanian: a server speaking Romanian calls them Casa, and a Romanian host is answered in Romanian', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await e2e.sandbox.command('mona', { path: ['gm', 'config', 'set'], options: { language: 'ro' } });
    e2e.sandbox.standin.member('alice').locale = 'ro';
    await e2e.run('alice', 'eleven', 'open', {});
    await e2e.run('alice', 'table', 'seat-house', {});
    expect(said('alice')).toMatch(/^L-ai așezat pe \*\*🏠 Casa 1\*\* \(ușor\)/);
    expect(
      tableMessage(e2e.sandbox)
        .embeds[0]!.fields!.map((field) => field.value)
        .join('\n'),
    ).toContain('🏠 Casa 1');
    // The lobby's buttons speak the server's language, and seat one as the command does.
    expect(buttonLabels(tableMessage(e2e.sandbox)).slice(5)).toEqual(['🏠 Jucător al casei (ușor)', '🏠 Jucător al casei (greu)', 'Scoate jucătorul casei']);
    await e2e.sandbox.press('alice', '🏠 Jucător al casei (greu)');
    expect(shownText(tableMessage(e2e.sandbox))).toContain('🏠 Casa 2');
  });
});
