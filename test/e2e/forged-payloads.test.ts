// End-to-end: forged or malformed button and menu payloads each get one private refusal and change nothing stored or shown (issue 11).
import { describe, expect, it } from 'vitest';
import type { StandInInteraction, StoredMessage } from '../../standin/model.js';
import { NotSendable, rawComponentInteraction } from '../../standin/users.js';
import { dumpDatabase } from '../fixtures/db.js';
import { lastVisible, tableMessage, useSandbox } from './helpers.js';

// Issue 11: a button press or a menu pick is whatever the member's client sends — any custom id,
// component type and values. Each forged payload gets one private sentence and changes nothing:
// no row the bot keeps, no message anyone sees (the stand-in keeps every version of every message).

const e2e = useSandbox();
const { idOf, said } = e2e;

const MISMATCH = 'That button or menu sent something it never offers; use the buttons and menus of the current table message as they are.';
const ELSEWHERE = 'That button belongs to a table in another channel; use the table message of this channel.';
const START_VERSION = 'Start starts the players the table message shows, so press Start on the current table message (or use /table start).';

type Data = { custom_id: string; component_type: number; values?: string[] };

const button = (customId: string): Data => ({ custom_id: customId, component_type: 2 });
const select = (customId: string, ...values: string[]): Data => ({ custom_id: customId, component_type: 3, values });

/**
 * Sends a component interaction as `member` on `message`, straight at the bot past Discord's check that the
 * component is on the message (which the stand-in makes for every click), and waits for the answer and all after.
 */
async function send(member: string, message: StoredMessage, data: Data): Promise<StandInInteraction> {
  const { sandbox } = e2e;
  const interaction = rawComponentInteraction(sandbox.standin, member, message, data);
  await sandbox.standin.waitForAnswer(interaction.id);
  await sandbox.bot.idle();
  return interaction;
}

/** Every row the bot keeps of tables and money (the members table only remembers names), and every version of every message. */
function world() {
  const { sandbox } = e2e;
  const { members: _members, ...kept } = dumpDatabase(sandbox.db);
  const outbox = sandbox.db.prepare('SELECT * FROM outbox').all();
  const messages = [...sandbox.standin.messages.values()].map((message) => ({ id: message.id, versions: JSON.stringify(message.history) }));
  return { rows: { ...kept, outbox }, messages };
}

/** The payload is refused with `sentence`, said to `member` alone, and nothing else happens. */
async function expectRefused(member: string, message: StoredMessage, data: Data, sentence: string): Promise<void> {
  const before = world();
  const interaction = await send(member, message, data);
  expect(interaction.errors).toEqual([]);
  const after = world();
  expect(after.rows).toEqual(before.rows);
  expect(after.messages.slice(0, before.messages.length)).toEqual(before.messages);
  const added = [...e2e.sandbox.standin.messages.values()].slice(before.messages.length);
  expect(added.map(({ audience, content, components }) => ({ audience, content, components }))).toEqual([
    { audience: { to: 'ephemeral', user: idOf(member) }, content: sentence, components: [] },
  ]);
}

const tableVersion = async (tableId: number): Promise<number> => (await e2e.sandbox.bot.context.tables.publicTable(tableId))!.version;

function customIdOf(message: StoredMessage, test: (child: { label?: string; placeholder?: string }) => boolean): string {
  const children = message.components.flatMap((row) => row.components as { custom_id?: string; label?: string; placeholder?: string }[]);
  const found = children.find(test);
  if (!found?.custom_id) throw new Error('no such control on the message');
  return found.custom_id;
}

/** Liar's Dice for alice, bob and carol with 5 dice each in #general: alice opens the bidding. */
async function liarsAtFifteenDice(): Promise<StoredMessage> {
  await e2e.startGame(
    'liars',
    ['alice', 'bob', 'carol'],
    Array.from({ length: 15 }, (_, index) => (index % 6) + 1),
    { dice: 5 },
  );
  return tableMessage(e2e.sandbox);
}

describe('forged and malformed component payloads (issue 11)', () => {
  it('issue 11 / LD-6: a liars-quantity that is not a legal quantity (abc, -1, 1000000000) is refused, on the table message or the private menu', async () => {
    const table = await liarsAtFifteenDice();
    const quantity = `v1:1:${await tableVersion(1)}:liars-quantity`;
    // 15 dice in play and nothing bid: a raise may have 1 to 15 dice.
    const notOffered = 'That number is not one the menu offers; pick one from 1 to 15.';
    for (const value of ['abc', '-1', '1000000000', '16', '0']) {
      await expectRefused('alice', table, select(quantity, value), notOffered);
    }
    // No menu offers an empty value (Discord wants 1 to 100 characters).
    await expectRefused('alice', table, select(quantity, ''), MISMATCH);
    // The same on the private quantity menu, which a legal pick would replace: it stays as it was.
    await e2e.sandbox.select('alice', 'Bid (the player marked ◀ only)…', 'more');
    const privateMenu = lastVisible(e2e.sandbox, 'alice', 'ephemeral');
    expect(privateMenu.content).toBe('How many dice do you bid?');
    for (const value of ['abc', '-1', '1000000000']) {
      await expectRefused('alice', privateMenu, select(quantity, value), notOffered);
    }
  });

  it('issue 11 / LD-6: a forged face pick (a quantity past the dice in play, a face that is no face) is refused by the rules and bids nothing', async () => {
    const table = await liarsAtFifteenDice();
    const version = await tableVersion(1);
    // Issue 28: the face menu's quantity is one the quantity menu offers (1 to 15 here), or the menu is forged.
    const notOffered = 'That number is not one the menu offers; pick one from 1 to 15.';
    await expectRefused('alice', table, select(`v1:1:${version}:liars-face:1000000000`, '3'), notOffered);
    await expectRefused('alice', table, select(`v1:1:${version}:liars-face:16`, '3'), notOffered);
    await expectRefused('alice', table, select(`v1:1:${version}:liars-face:3`, '7'), 'The option face is not valid: it must be at most 6.');
    await expectRefused('alice', table, select(`v1:1:${version}:liars-face:abc`, '3'), MISMATCH);
    await expectRefused('alice', table, select(`v1:1:${version}:liars-face`, '3'), MISMATCH);
  });

  it('issue 11: a legal quantity picked on the public table message answers privately and never rewrites the table message with a face menu', async () => {
    const table = await liarsAtFifteenDice();
    const before = world();
    await send('alice', table, select(`v1:1:${await tableVersion(1)}:liars-quantity`, '11'));
    expect(world()).toEqual({ ...before, messages: [...before.messages, expect.anything()] });
    const reply = lastVisible(e2e.sandbox, 'alice', 'ephemeral');
    expect(reply.audience).toEqual({ to: 'ephemeral', user: idOf('alice') });
    expect(reply.content).toBe('Now the face for your bid of 11:');
  });

  it('issue 11: a button or menu naming the table of another channel is refused, and that table is untouched', async () => {
    const { sandbox } = e2e;
    const general = await liarsAtFifteenDice();
    // #side: dave and erin at Liar's Dice (table 2, dave to bid); #back: a Showdown lobby (table 3).
    const side = sandbox.standin.addChannel('side').id;
    await sandbox.command('dave', { path: ['liars', 'open'], options: { buy_in: 0, dice: 2 }, channelId: side });
    await sandbox.command('erin', { path: ['table', 'join'], options: {}, channelId: side });
    sandbox.dice.force([1, 2, 3, 4]);
    await sandbox.command('dave', { path: ['table', 'start'], options: {}, channelId: side });
    const back = sandbox.standin.addChannel('back').id;
    await sandbox.command('fred', { path: ['showdown', 'open'], options: { buy_in: 0 }, channelId: back });
    await sandbox.command('gus', { path: ['table', 'join'], options: {}, channelId: back });
    expect(await sandbox.bot.context.tables.tableIn(side)).toBe(2);
    expect(await sandbox.bot.context.tables.tableIn(back)).toBe(3);

    // All sent from #general, on its own table message.
    await expectRefused('dave', general, select(`v1:2:${await tableVersion(2)}:liars-bid`, '1.2'), ELSEWHERE);
    await expectRefused('fred', general, button(`v1:3:${await tableVersion(3)}:start`), ELSEWHERE);
    await expectRefused('zoe', general, button('v1:3:0:join'), ELSEWHERE);
    await expectRefused('gus', general, button('v1:3:0:leave'), ELSEWHERE);
    // "Show my dice" of a table elsewhere: not even the presser's own dice are shown here.
    await expectRefused('dave', general, button('v1:2:0:show'), ELSEWHERE);

    // In its own channel, the same bid goes through: the refusal above was the channel's.
    const sideTable = sandbox.standin
      .channelMessages()
      .filter((message) => message.channelId === side && message.embeds.length > 0)
      .at(-1)!;
    const version = await tableVersion(2);
    await send('dave', sideTable, select(`v1:2:${version}:liars-bid`, '1.2'));
    expect(await tableVersion(2)).toBe(version + 1);
    await send('dave', sideTable, button('v1:2:0:show'));
    expect(said('dave')).toMatch(/^Your dice \(2d6\): \*\*1, 2\*\*/);
  });

  it('issue 11: Start with version 0 is refused after the roster changed; the roster that starts is the one the starter saw', async () => {
    const { sandbox } = e2e;
    await e2e.run('alice', 'liars', 'open', { buy_in: 0 });
    await sandbox.press('bob', 'Join');
    const seen = tableMessage(sandbox);
    const startSeen = customIdOf(seen, (child) => child.label === 'Start');
    // The Start button carries the version it was drawn at.
    expect(startSeen).toBe(`v1:1:${await tableVersion(1)}:start`);
    await sandbox.press('carol', 'Join');
    await expectRefused('alice', seen, button('v1:1:0:start'), START_VERSION);
    await expectRefused('alice', seen, button(startSeen), 'That button belongs to an older state of the table; use the buttons on the current table message.');
    expect((await sandbox.bot.context.tables.publicTable(1))!.status).toBe('lobby');
    // The Start button on the current message starts the three players it shows.
    sandbox.dice.force(Array.from({ length: 15 }, () => 1));
    await sandbox.press('alice', 'Start');
    const started = (await sandbox.bot.context.tables.publicTable(1))!;
    expect(started.status).toBe('active');
    expect(started.seats.filter((seat) => seat.role === 'player').map((seat) => seat.userId)).toEqual([idOf('alice'), idOf('bob'), idOf('carol')]);
  });

  it('issue 11 / LD-6: a select carrying two values, or none, is refused and bids nothing', async () => {
    const table = await liarsAtFifteenDice();
    const bid = customIdOf(table, (child) => child.placeholder === 'Bid (the player marked ◀ only)…');
    await expectRefused('alice', table, select(bid, '1.2', '1.3'), MISMATCH);
    await expectRefused('alice', table, select(bid), MISMATCH);
    // The same menu with one legal value bids: the refusals were the payload's.
    const version = await tableVersion(1);
    await send('alice', table, select(bid, '1.2'));
    expect(await tableVersion(1)).toBe(version + 1);
  });

  it('issue 11: a button id sent as a select, and a select id sent as a button, are refused', async () => {
    const { sandbox } = e2e;
    await e2e.run('alice', 'liars', 'open', { buy_in: 0 });
    const lobby = tableMessage(sandbox);
    await expectRefused('bob', lobby, select('v1:1:0:join', 'join'), MISMATCH);
    await expectRefused(
      'alice',
      lobby,
      select(
        customIdOf(lobby, (child) => child.label === 'Start'),
        'start',
      ),
      MISMATCH,
    );
    await sandbox.press('bob', 'Join');
    sandbox.dice.force([1, 2, 3, 4, 5, 6, 1, 2, 3, 4]);
    await sandbox.press('alice', 'Start');
    const table = tableMessage(sandbox);
    const bid = customIdOf(table, (child) => child.placeholder === 'Bid (the player marked ◀ only)…');
    await expectRefused('alice', table, button(bid), MISMATCH);
    await expectRefused('bob', table, select('v1:1:0:show', '1'), MISMATCH);
    await expectRefused(
      'bob',
      table,
      select(
        customIdOf(table, (child) => child.label === 'Call'),
        '1.0',
      ),
      MISMATCH,
    );
  });

  it('issue 11: version 0 on a control drawn at its version (a bid, Showdown’s Show) is refused, never acted on at whatever version', async () => {
    const { sandbox } = e2e;
    const table = await liarsAtFifteenDice();
    await expectRefused('alice', table, select('v1:1:0:liars-bid', '1.2'), MISMATCH);
    await expectRefused('alice', table, select('v1:1:0:liars-bid', 'more'), MISMATCH);
    const back = sandbox.standin.addChannel('back').id;
    await sandbox.command('fred', { path: ['showdown', 'open'], options: { buy_in: 0 }, channelId: back });
    await sandbox.command('gus', { path: ['table', 'join'], options: {}, channelId: back });
    sandbox.dice.force([3, 4]);
    await sandbox.command('fred', { path: ['table', 'start'], options: {}, channelId: back });
    const showdown = sandbox.standin
      .channelMessages()
      .filter((message) => message.channelId === back && message.embeds.length > 0)
      .at(-1)!;
    await expectRefused('fred', showdown, button('v1:2:0:showdown-show'), MISMATCH);
    // At its version, Show shows: the refusal was the version's.
    const version = await tableVersion(2);
    await send('fred', showdown, button(customIdOf(showdown, (child) => child.label === 'Show')));
    expect(await tableVersion(2)).toBe(version + 1);
  });

  it('issue 28: an argument added to a control that takes none is refused at the moment the control itself would act (Tokyo)', async () => {
    const { sandbox } = e2e;
    await e2e.startGame('tokyo', ['alice', 'bob'], [5, 4]);
    // alice holds the cup: her announcement menu, with an argument it is never drawn with.
    let table = tableMessage(sandbox);
    const announce = customIdOf(table, (child) => child.placeholder === 'Announce…');
    for (const forged of [`${announce}:99999999999`, `${announce}:61`]) await expectRefused('alice', table, select(forged, '61'), MISMATCH);
    await send('alice', table, select(announce, '61'));
    // bob may believe (Roll), doubt or raise: each with an argument is refused, and the same without one acts.
    table = tableMessage(sandbox);
    const doubt = customIdOf(table, (child) => child.label === 'Doubt');
    for (const forged of [`${doubt}:-1`, `${doubt}:1`, `${customIdOf(table, (child) => child.label === 'Roll')}:x`]) {
      await expectRefused('bob', table, button(forged), MISMATCH);
    }
    sandbox.dice.force([1, 1]);
    await send('bob', table, button(doubt));
    expect(e2e.said('carol', 'channel')).toContain('Caught bluffing!');
  });

  it('issue 28: Valere — Fold, Meet and the Bet menu refuse an added argument; a point menu or die button of another round is refused', async () => {
    const { sandbox } = e2e;
    await e2e.run('alice', 'valere', 'open', { target: 50, wagering: 'side-bets', ante: 5, stakes: 'tria' });
    await sandbox.press('bob', 'Join');
    sandbox.dice.force([6, 6, 1, 2, 2, 1]);
    await sandbox.press('alice', 'Start');
    const roundOneButtons = lastVisible(sandbox, 'alice', 'dm');
    const keepOne = customIdOf(roundOneButtons, (child) => child.label === 'Keep 1 as point die');
    // A second argument is no custom id of ours at all.
    await expectRefused('alice', roundOneButtons, button(`${keepOne}:1`), 'That button is no longer in use; use the current table message.');
    await expectRefused(
      'alice',
      tableMessage(sandbox),
      select(`v1:1:0:valere-point:7`, '1'),
      'That button belongs to an older state of the table; use the buttons on the current table message.',
    );
    await expectRefused('alice', tableMessage(sandbox), select(`v1:1:0:valere-point`, '1'), MISMATCH);
    await send('alice', roundOneButtons, button(keepOne));
    await e2e.run('bob', 'valere', 'point', { die: 1 });
    await e2e.run('alice', 'valere', 'bet', { amount: 2 });
    // bob to answer alice's side bet: he may meet, raise or fold.
    const table = tableMessage(sandbox);
    const fold = customIdOf(table, (child) => child.label === 'Fold this round');
    const meet = customIdOf(table, (child) => child.label === 'Meet (2)');
    const bet = customIdOf(table, (child) => child.placeholder === 'Bet…');
    for (const forged of [`${fold}:abc`, `${meet}:1`]) await expectRefused('bob', table, button(forged), MISMATCH);
    await expectRefused('bob', table, select(`${bet}:9`, '3'), MISMATCH);
    const bobsRoundOne = lastVisible(sandbox, 'bob', 'dm');
    sandbox.dice.force([6, 6, 1, 2, 2, 1]);
    // bob folds: he sits the round out, and his round-1 hand is never shown.
    await send('bob', table, button(fold));
    expect((await sandbox.bot.context.tables.publicTable(1))!.view).toMatchObject({ round: 2 });
    // Round 2: alice's round-1 buttons are still on her older DM (Discord delivers them); pressed now, they choose nothing.
    await expectRefused(
      'alice',
      roundOneButtons,
      button(keepOne),
      'Those dice are no longer in play; keep your point die with the buttons of your newest dice.',
    );
    // bob's own round-1 hand, folded: the same.
    const bobsKeep = customIdOf(bobsRoundOne, (child) => child.label === 'Keep 1 as point die');
    await expectRefused('bob', bobsRoundOne, button(bobsKeep), 'Those dice are no longer in play; keep your point die with the buttons of your newest dice.');
    // bob pressing alice's button: not his dice either.
    await expectRefused('bob', roundOneButtons, button(keepOne), 'Those dice are no longer in play; keep your point die with the buttons of your newest dice.');
  });

  it('issue 28: the stand-in, like Discord, delivers a press only for a component on the message as it stands', async () => {
    const { sandbox } = e2e;
    const table = await liarsAtFifteenDice();
    const bid = customIdOf(table, (child) => child.placeholder === 'Bid (the player marked ◀ only)…');
    const sent = sandbox.standin.interactions.size;
    await expect(sandbox.forge('alice', table, `${bid}:1`, ['1.2'])).rejects.toThrow(NotSendable);
    await expect(sandbox.forge('alice', table, bid, ['9.9'])).rejects.toThrow(NotSendable);
    await expect(sandbox.forge('alice', table, bid, ['1.2', '1.3'])).rejects.toThrow(NotSendable);
    await expect(sandbox.forge('alice', table, bid)).rejects.toThrow(NotSendable);
    await expect(sandbox.forge('alice', table, 'v1:1:0:join')).rejects.toThrow(NotSendable);
    expect(sandbox.standin.interactions.size).toBe(sent);
    // The table moves on: the bid menu drawn before is no longer on the message.
    await sandbox.select('alice', 'Bid (the player marked ◀ only)…', '1.2');
    await expect(sandbox.forge('bob', table, bid, ['1.3'])).rejects.toThrow(NotSendable);
    await sandbox.forge(
      'bob',
      table,
      customIdOf(tableMessage(sandbox), (child) => child.placeholder === 'Bid (the player marked ◀ only)…'),
      ['1.3'],
    );
    expect(sandbox.standin.interactions.size).toBe(sent + 2);
  });
});
