// End-to-end (issue 30, the end says who takes what): Liar's Dice for tria played to its end or cancelled, through discord.js and the stand-in — the Pot line kept, the sheet's money, each refund said.
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/games/shared/csv.js';
import { tableMessage, textIn, useSandbox } from './helpers.js';

const e2e = useSandbox();
const { at } = e2e;

/** The table message's Pot line, as everyone reads it. */
const potLine = () => tableMessage(e2e.sandbox).embeds[0]!.fields?.find((field) => field.name === 'Pot')?.value;
const channel = () => textIn(e2e.sandbox, e2e.sandbox.standin.generalChannelId);

/** alice and bob, one die each and 10 tria in: alice bids one 5, bob calls — there is none, so alice is out and bob wins (LD-10, LD-16). */
async function playedToTheEnd(): Promise<void> {
  await e2e.startGame('liars', ['alice', 'bob'], [2, 3], { stakes: 'tria', buy_in: 10, dice: 1, call_window: 0 });
  await e2e.run('alice', 'liars', 'bid', { quantity: 1, face: 5 });
  await e2e.run('bob', 'liars', 'call');
  expect((await e2e.sandbox.bot.context.tables.publicTable(1))!.status).toBe('finished');
}

describe('issue 30: the end says who takes what', () => {
  it('LD-16: the finished table keeps its Pot line, paid to the winner; the scoresheet and its CSV name the winner and the money', async () => {
    await playedToTheEnd();
    expect(channel()).toContain(`Paid out of the table: ${at('bob')} 20 tria.`);
    expect(potLine()).toBe('20 tria — paid to bob');
    const { text, csv } = await e2e.scoresheet('carol');
    expect(text.split('\n').slice(-3)).toEqual([`Winner: ${at('bob')}`, 'Pot: 20 tria', `Paid out: ${at('bob')} 20 tria`]);
    expect(
      parseCsv(csv)
        .slice(-3)
        .map((row) => [row[1], row[2], row.at(-1)]),
    ).toEqual([
      ['winner', 'bob', ''],
      ['pot', '', '20'],
      ['paid', 'bob', '20'],
    ]);
  });

  it('LD-16, issue 19: in a Romanian channel the Pot line and the payout are said in Romanian', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await e2e.sandbox.command('mona', { path: ['gm', 'config', 'set'], options: { language: 'ro' } });
    await e2e.run('alice', 'liars', 'open', { stakes: 'tria', buy_in: 10, dice: 1, call_window: 0 });
    await e2e.sandbox.press('bob', 'Intră');
    e2e.sandbox.dice.force([2, 3]);
    await e2e.sandbox.press('alice', 'Începe');
    await e2e.run('alice', 'liars', 'bid', { quantity: 1, face: 5 });
    await e2e.run('bob', 'liars', 'call');
    expect(channel()).toContain(`Plătit din masă: ${at('bob')} 20 tria.`);
    expect(potLine()).toBe('20 tria — plătit lui bob');
  });

  it("a moderator's /table end mid-game says who was refunded what, and the cancelled table's Pot line says so too", async () => {
    await e2e.startGame('liars', ['alice', 'bob', 'carol'], [1, 2, 3, 4, 5, 6], { stakes: 'tria', buy_in: 15, dice: 2 });
    e2e.sandbox.standin.setModerator('mona');
    await e2e.run('mona', 'table', 'end');
    expect(channel()).toContain(
      `The Liar's Dice table was ended by ${at('mona')}; every stake has been refunded.\nRefunded: ${at('alice')} 15 tria, ${at('bob')} 15 tria, ${at('carol')} 15 tria.`,
    );
    expect(potLine()).toBe('45 tria — refunded: alice 15 tria, bob 15 tria, carol 15 tria');
    expect(await e2e.balance('carol')).toBe('You have 100 tria.');
    // The sheet of the game that never counted says the same refunds.
    const { text } = await e2e.scoresheet('alice');
    expect(text.split('\n').slice(-2)).toEqual(['Pot: 45 tria', `Refunded: ${at('alice')} 15 tria, ${at('bob')} 15 tria, ${at('carol')} 15 tria`]);
  });
});
