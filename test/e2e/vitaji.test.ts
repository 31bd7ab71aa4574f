// End-to-end: Vitaji games for tria through Discord — antes, bets, raises, rerolls, drop-outs, sudden death, bet caps, and the scoresheet.
import { describe, expect, it } from 'vitest';
import { useSandbox } from './helpers.js';

const e2e = useSandbox();
const { said, balance, scoresheet } = e2e;

const vitaji = (name: string, sub: string, options: Record<string, string | number | boolean> = {}) => e2e.run(name, 'vitaji', sub, options);

describe('Vitaji through Discord', () => {
  it('VJ-6, issue 30: a 5-round game for four by buttons never asks a Pass of a player on the top face; each betting round opens at 0 and is checked', async () => {
    await vitaji('alice', 'open', { preset: 'casual' });
    for (const player of ['bob', 'carol', 'dave']) await e2e.sandbox.press(player, 'Join');
    // Every round: alice 6, bob 2, carol 6, dave 4 (bonuses off, so nothing else asks).
    const round = [6, 2, 6, 4];
    e2e.sandbox.dice.force(round);
    await e2e.sandbox.press('alice', 'Start');
    const names = ['alice', 'bob', 'carol', 'dave'];
    const view = async () =>
      (await e2e.sandbox.bot.context.tables.publicTable((await e2e.sandbox.bot.context.tables.latestTableIn(e2e.sandbox.standin.generalChannelId))!))!.view as {
        phase: string;
        turn: string | null;
        seats: { player: string; result: number | null }[];
      };
    const presses: string[] = [];
    for (let step = 0; step < 100 && (await view()).phase !== 'over'; step++) {
      const { phase, turn, seats } = await view();
      const name = names.find((candidate) => e2e.idOf(candidate) === turn)!;
      if (phase === 'rolling') {
        // Nobody holding the d6's 6 is ever waited for.
        expect(seats.find((seat) => seat.player === turn)?.result).not.toBe(6);
        presses.push(`${name}: Pass`);
        await e2e.sandbox.press(name, 'Pass');
      } else if (phase === 'betting') {
        const opening = presses.at(-1)?.endsWith('Pass') ?? true;
        if (opening) {
          presses.push(`${name}: Bet 0`);
          await e2e.sandbox.select(name, 'Bet…', '0');
        } else {
          if (presses.filter((press) => press.endsWith('Check')).length % 3 === 2) e2e.sandbox.dice.force(round);
          presses.push(`${name}: Check`);
          await e2e.sandbox.press(name, 'Check');
        }
      }
    }
    expect((await view()).phase).toBe('over');
    // 5 rounds: 2 Passes each (bob, dave); 4 betting rounds: an opening 0 and three Checks.
    expect(presses.filter((press) => press.endsWith('Pass'))).toHaveLength(10);
    expect(presses.filter((press) => /^(alice|carol): Pass/.test(press))).toEqual([]);
    expect(presses.filter((press) => press.endsWith('Check'))).toHaveLength(12);
  });

  it('plays a full casual game for tria: antes, bets, a raise, rerolls, the pot paid, the VJ-10 scoresheet', async () => {
    await vitaji('alice', 'open', { preset: 'casual', stakes: 'tria' });
    await e2e.sandbox.press('bob', 'Join');
    e2e.sandbox.dice.force([3, 5]);
    await e2e.sandbox.press('alice', 'Start');
    e2e.sandbox.dice.force([6]);
    await e2e.sandbox.press('alice', 'Reroll'); // VJ-6: 3 → 6
    await e2e.sandbox.press('bob', 'Pass');
    // Issue 30: alice holds the d6's 6, which no reroll can improve: her turn passes by itself and the round ends.
    expect(said('carol', 'channel')).toContain('Round 1 ends:');

    // Round 2: alice bets 5 with the menu, bob meets with the button.
    await e2e.sandbox.select('alice', 'Bet…', '5');
    e2e.sandbox.dice.force([2, 2]);
    await e2e.sandbox.press('bob', 'Meet (5)');
    await e2e.sandbox.press('alice', 'Pass');
    await e2e.sandbox.press('bob', 'Pass');
    // Round 3: bob raises, alice raises (her 3 was a bet, not a raise), bob may not raise again (VJ-3).
    await vitaji('alice', 'bet', { amount: 3 });
    await vitaji('bob', 'bet', { amount: 6 });
    await vitaji('alice', 'bet', { amount: 9 });
    await vitaji('bob', 'bet', { amount: 12 });
    expect(said('bob')).toBe('You have already raised once this round; meet the bet or drop out.');
    e2e.sandbox.dice.force([4, 1]);
    await vitaji('bob', 'meet');
    await vitaji('alice', 'pass');
    await vitaji('bob', 'pass');
    // Round 4: bob rolls the 6 and is passed over (issue 30); round 5: both pass.
    for (const [bet, dice, passing] of [
      [0, [1, 6], ['alice']],
      [2, [5, 3], ['alice', 'bob']],
    ] as const) {
      await vitaji('alice', 'bet', { amount: bet });
      e2e.sandbox.dice.force(dice);
      await vitaji('bob', 'meet');
      for (const player of passing) await vitaji(player, 'pass');
    }
    expect(said('carol', 'channel')).toContain(`Winner: <@${e2e.sandbox.standin.member('alice').id}>`);
    // Pot: antes 10 + 10, then 5 + 5, 9 + 9, 0 + 0, 2 + 2 = 52.
    expect(await balance('alice')).toBe('You have 126 tria.');
    expect(await balance('bob')).toBe('You have 74 tria.');
    const sheet = await scoresheet('alice');
    expect(sheet.text).toBe(
      [
        'Vitaji table #1 — scoresheet',
        '```',
        'Round | $  | alice* | bob',
        '------+----+--------+----',
        '1     | 10 | 3,6    | 5',
        '2     | 5  | 2      | 2',
        '3     | 9  | 4      | 1',
        '4     | 0  | 1      | 6',
        '5     | 2  | 5      | 3',
        'Total |    | 18     | 17',
        '',
        'Pot: 26+26=52',
        '```',
        // Issue 30: the winner and what the pot paid, under the seed's sheet.
        `Winner: ${e2e.at('alice')}`,
        `Paid out: ${e2e.at('alice')} 52 tria`,
      ].join('\n'),
    );
    expect(sheet.csv.split('\n')).toEqual([
      'Round,$,alice*,bob',
      '1,10,"3,6",5',
      '2,5,2,2',
      '3,9,4,1',
      '4,0,1,6',
      '5,2,5,3',
      'Total,,18,17',
      'Pot:,26+26=52',
      'paid,,52,',
      '',
    ]);
  });

  it('plays a 4-player standard game with drop-outs and a tie settled by sudden death', async () => {
    await vitaji('alice', 'open', { preset: 'standard', stakes: 'tria' });
    for (const player of ['bob', 'carol', 'dave']) await e2e.sandbox.press(player, 'Join');
    e2e.sandbox.dice.force([10, 10, 5, 5]);
    await e2e.sandbox.press('alice', 'Start');
    for (const player of ['alice', 'bob', 'carol', 'dave']) await vitaji(player, 'pass');

    // Round 2: carol drops out before putting anything in (VJ-4).
    await vitaji('alice', 'bet', { amount: 4 });
    await vitaji('bob', 'meet');
    await vitaji('carol', 'drop');
    e2e.sandbox.dice.force([10, 10, 1]);
    await vitaji('dave', 'meet');
    for (const player of ['alice', 'bob', 'dave']) await vitaji(player, 'pass');
    // Round 3: bob raises; everyone meets.
    await vitaji('alice', 'bet', { amount: 2 });
    await vitaji('bob', 'bet', { amount: 6 });
    await vitaji('dave', 'meet');
    e2e.sandbox.dice.force([10, 10, 1]);
    await vitaji('alice', 'meet');
    for (const player of ['alice', 'bob', 'dave']) await vitaji(player, 'pass');
    // Round 4: dave meets 5, then drops after alice's raise to 8, forfeiting his 5.
    await vitaji('alice', 'bet', { amount: 3 });
    await vitaji('bob', 'bet', { amount: 5 });
    await vitaji('dave', 'meet');
    await vitaji('alice', 'bet', { amount: 8 });
    await vitaji('bob', 'meet');
    e2e.sandbox.dice.force([10, 10]);
    await vitaji('dave', 'drop');
    // VJ-4: everything dave put in stays: the ante 10, 4, 6 and this round's 5.
    expect(said('erin', 'channel')).toContain(`<@${e2e.sandbox.standin.member('dave').id}> drops out, leaving 25 in the pot.`);
    for (const player of ['alice', 'bob']) await vitaji(player, 'pass');
    // Rounds 5–10: both roll 10 every time: a tie at 100.
    for (let round = 5; round <= 10; round += 1) {
      await vitaji('alice', 'bet', { amount: 0 });
      e2e.sandbox.dice.force(round === 10 ? [10, 10, 7, 7, 3, 9] : [10, 10]);
      await vitaji('bob', 'meet');
      await vitaji('alice', 'pass');
      await vitaji('bob', 'pass');
    }
    // VJ-7: sudden death 7–7, then 3–9: bob.
    const end = said('erin', 'channel');
    expect(end).toContain(`Sudden death: <@${e2e.sandbox.standin.member('alice').id}> 7, <@${e2e.sandbox.standin.member('bob').id}> 7.`);
    expect(end).toContain(`Winner: <@${e2e.sandbox.standin.member('bob').id}>`);
    // Pot: antes 40, round 2: 4+4+4, round 3: 6+6+6, round 4: 8+8+5 = 91, all to bob.
    expect(await balance('bob')).toBe('You have 163 tria.');
    expect(await balance('alice')).toBe('You have 72 tria.');
    expect(await balance('carol')).toBe('You have 90 tria.');
    expect(await balance('dave')).toBe('You have 75 tria.');
    const sheet = (await scoresheet('carol')).text.split('\n');
    expect(sheet.slice(2, 4)).toEqual(['Round        | $  | alice | bob* | carol | dave', '-------------+----+-------+------+-------+-----']);
    expect(sheet[5]).toBe('2            | 4  | 10    | 10   | (0)   | 1');
    expect(sheet[6]).toBe('3            | 6  | 10    | 10   | -     | 1');
    expect(sheet[7]).toBe('4            | 8  | 10    | 10   | -     | (5)');
    expect(sheet[13]).toBe('10           | 0  | 10    | 10   | -     | -');
    expect(sheet[14]).toBe('Total        |    | 100   | 100  | -     | -');
    // VJ-10 ruling: a row per sudden-death roll, the winning roll marked; dropped players latest first, (before+that round).
    expect(sheet[15]).toBe('Sudden death |    | 7     | 7');
    expect(sheet[16]).toBe('Sudden death |    | 3     | 9*');
    expect(sheet[18]).toBe('Pot: 28+28+(20+5)+(10+0)=91');
  });

  it('VJ-5/VJ-3 refuses a bet over the cap and a bet that is not a multiple of the interval, changing nothing', async () => {
    await vitaji('alice', 'open', { rounds: 3, interval: 5, maximum: 20 });
    await e2e.sandbox.press('bob', 'Join');
    e2e.sandbox.dice.force([1, 2]);
    await e2e.sandbox.press('alice', 'Start');
    await vitaji('alice', 'pass');
    await vitaji('bob', 'pass');
    await vitaji('alice', 'bet', { amount: 25 });
    expect(said('alice')).toBe('The most anyone may bet this round is 20.');
    await vitaji('alice', 'bet', { amount: 7 });
    expect(said('alice')).toBe('Bets are multiples of 5.');
    await vitaji('alice', 'bet', { amount: 20 });
    // Issue 12: the bet's announcement is the command's answer, in public.
    expect(said('alice', 'channel')).toBe(`${e2e.at('alice')} bets 20.`);
  });

  it('the scoresheet of a table still in its lobby says there is nothing yet; a leave that ends the game is on the sheet', async () => {
    await vitaji('alice', 'open', { preset: 'casual' });
    await e2e.sandbox.press('bob', 'Join');
    await e2e.sandbox.command('alice', { path: ['table', 'scoresheet'], options: {} });
    expect(said('alice')).toBe('Nothing has been written on the scoresheet of this table yet.');
    e2e.sandbox.dice.force([3, 4]);
    await e2e.sandbox.press('alice', 'Start');
    await vitaji('alice', 'pass');
    await vitaji('bob', 'pass');
    await vitaji('alice', 'bet', { amount: 5 });
    await e2e.sandbox.command('bob', { path: ['table', 'leave'], options: {} });
    const sheet = (await scoresheet('alice')).text.split('\n');
    expect(sheet[5]).toBe('2     | 5  |        | (0)');
    expect(sheet.slice(-4)).toEqual(['Pot: 15+(10+0)=25', '```', `Winner: ${e2e.at('alice')}`, `Paid out: ${e2e.at('alice')} 25 points`]);
  });
});
