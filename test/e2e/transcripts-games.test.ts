/**
 * Whole games end to end (issue 26): the real bot, the local Discord
 * stand-in, and each game's transcript in test/transcripts played to its end.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runTranscript } from '../../sandbox/transcript/run.js';
import { sandboxesPerTest } from './helpers.js';
import { type Line, messages, parsed } from './transcript-output.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The sandbox as `npm run sandbox` builds it: production games plus the demo game; stopped after each test. */
const start = sandboxesPerTest('transcripts');

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
