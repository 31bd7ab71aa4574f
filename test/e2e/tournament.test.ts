/**
 * VJ-11 through Discord: a moderator opens a Vitaji tournament with a prize
 * pool, six members enter, watchers back players on the tournament's and a
 * group's market, the host starts it, each group plays in a thread of its
 * own, the winners meet in a final in its own thread; prize money and side
 * bets are paid and the tournament's one message follows it all. And a
 * moderator's /tournament end mid-way gives every wallet back what it put in.
 */
import { describe, expect, it } from 'vitest';
import { runTranscript } from '../../sandbox/transcript/run.js';
import { tournamentSummary } from '../../sandbox/transcript/summary.js';
import type { StoredMessage } from '../../standin/model.js';
import { buttonLabels, messagesIn as sharedMessagesIn, textIn as sharedTextIn, threadsOf, useSandbox } from './helpers.js';

const e2e = useSandbox();
const { at, balance } = e2e;

const PLAYERS = ['alice', 'bob', 'carol', 'dave', 'erin', 'fred'];
/** Snake seeding of six into two groups of three (VJ-11): seeds 1, 4, 5 and 2, 3, 6. */
const GROUP_1 = ['alice', 'dave', 'erin'];
const GROUP_2 = ['bob', 'carol', 'fred'];

const general = () => e2e.sandbox.standin.generalChannelId;
const messagesIn = (channelId: string) => sharedMessagesIn(e2e.sandbox, channelId);
const textIn = (channelId: string) => sharedTextIn(e2e.sandbox, channelId);
const threads = () => threadsOf(e2e.sandbox);
const threadNamed = (name: string) => threads().find((thread) => thread.name === name)!;
/** The tournament's message: the channel's message titled so, as it reads now. */
const tournamentMessage = (): StoredMessage => messagesIn(general()).find((message) => message.embeds[0]?.title === 'Vitaji tournament #1')!;
const fieldsOf = (message: StoredMessage) => (message.embeds[0]!.fields ?? []) as { name: string; value: string }[];

/** `member` presses the button `label` on the newest message in `channelId` that has one (what pressing it there sends). */
async function pressIn(member: string, channelId: string, label: string) {
  const message = messagesIn(channelId)
    .filter((candidate) => buttonLabels(candidate).includes(label))
    .at(-1)!;
  const button = message.components.flatMap((row) => row.components as { label?: string; custom_id?: string }[]).find((child) => child.label === label)!;
  await e2e.sandbox.forge(member, message, button.custom_id!);
}

/** One Vitaji round of one die each (rounds=1): the group's first player starts it at its table, then everyone passes in seat order. */
async function playGroup(players: readonly string[], channelId: string, dice: number[]) {
  e2e.sandbox.dice.force(dice);
  await pressIn(players[0]!, channelId, 'Start');
  for (const player of players) await e2e.sandbox.command(player, { path: ['vitaji', 'pass'], options: {}, channelId });
}

async function openSix(options: Record<string, string | number | boolean> = {}) {
  e2e.sandbox.standin.setModerator('mona');
  await e2e.run('mona', 'tournament', 'open', {
    game: 'vitaji',
    // Issue 28: name=value or name:value, as /gm config set defaults: takes them.
    options: 'rounds=1 rerolls:1 ante=10',
    group_size: 3,
    advance: 1,
    games_per_round: 1,
    prizes: 60,
    prize_split: '50,50',
    ...options,
  });
  for (const player of PLAYERS) await e2e.run(player, 'tournament', 'join');
}

describe('/tournament (VJ-11)', () => {
  it('six players, two groups in threads, a final: prize money as they advance and to the winner, side bets paid, the message kept current', async () => {
    await openSix();
    // The opening's answer is the tournament's message, kept and edited in place; the pool left mona's wallet.
    expect(tournamentMessage().embeds[0]!.description).toBe(
      `Open for entries — host: mona. Enter with /tournament join; the host starts with /tournament start.`,
    );
    expect(fieldsOf(tournamentMessage()).find((field) => field.name === 'Entrants (6)')!.value).toBe(
      PLAYERS.map((player, index) => `${index + 1}. ${player}`).join('\n'),
    );
    expect(e2e.said('fred')).toBe('You are entered in the Vitaji tournament, seed 6. The draw is made when the host starts it.');
    expect(await balance('mona')).toBe('You have 40 tria.');
    // Refusals are one private sentence each, and change nothing.
    await e2e.run('alice', 'tournament', 'join');
    expect(e2e.said('alice')).toBe('You are already entered in this tournament.');
    await e2e.run('alice', 'tournament', 'start');
    expect(e2e.said('alice')).toBe(`Only the host (${at('mona')}) or a moderator may do that.`);

    // Side bets on the tournament before the start.
    await e2e.run('wes', 'tournament', 'bet', { market: 'tournament', player: 'alice', amount: 20 });
    expect(e2e.said('wes')).toBe(`You backed ${at('alice')} with 20 tria in tournament. The pool now pays 1× on them.`);
    await e2e.run('vic', 'tournament', 'bet', { market: 'tournament', player: 'bob', amount: 10 });
    expect(fieldsOf(tournamentMessage()).find((field) => field.name.startsWith('Side bets'))!.value).toBe(
      `**tournament** — pool 30 tria: alice pays 1.5×, bob pays 3×`,
    );

    await e2e.run('mona', 'tournament', 'start');
    expect(e2e.said('mona')).toBe('The tournament has started: 2 groups, each at its own table.');
    const first = threadNamed('Tournament #1 · T1 group 1');
    const second = threadNamed('Tournament #1 · T1 group 2');
    expect(textIn(general())).toContain(
      [
        'Tier 1 of the Vitaji tournament is drawn: the top 1 of each group go on.',
        `Group 1 in <#${first.id}>: ${GROUP_1.map(at).join(', ')}`,
        `Group 2 in <#${second.id}>: ${GROUP_2.map(at).join(', ')}`,
        'Each group starts its first game when one of its players presses Start at its table.',
      ].join('\n'),
    );
    // Anyone may read it privately, here or in a group's thread.
    await e2e.sandbox.command('vic', { path: ['tournament', 'status'], options: {}, channelId: first.id });
    expect(e2e.sandbox.standin.visibleTo('vic').at(-1)!.embeds[0]!.description).toBe('In play — tier 1 of 2.');
    // Each group's lobby waits in its thread; a group's market takes bets until its game starts.
    expect(buttonLabels(messagesIn(first.id).at(-1)!)).toContain('Start');
    // Issue 33: a group plays with the players it was drawn with: its lobby offers no house players.
    expect(buttonLabels(messagesIn(first.id).at(-1)!).filter((label) => label.includes('House'))).toEqual([]);
    await e2e.run('wes', 'tournament', 'bet', { market: 'T1 group 1', player: 'alice', amount: 10 });
    await e2e.run('vic', 'tournament', 'bet', { market: 'T1 group 1', player: 'dave', amount: 10 });
    await e2e.run('vic', 'tournament', 'bet', { market: 'T1 group 1', player: 'bob', amount: 10 });
    expect(e2e.said('vic')).toBe(`${at('bob')} is not a player this market is about: back a player of that group, still in the tournament.`);

    // Group 1: alice rolls 6, dave 1, erin 2 — alice takes the antes (1020 points to 990).
    await playGroup(GROUP_1, first.id, [6, 1, 2]);
    expect(textIn(general())).toContain(`Tier 1, group 1 is done: ${at('alice')} 1020, ${at('dave')} 990, ${at('erin')} 990. Going on: ${at('alice')}.`);
    expect(textIn(general())).toContain(`Side bets on T1 group 1: the pool goes to those who backed the winner — ${at('wes')} 20 tria.`);
    await e2e.run('vic', 'tournament', 'bet', { market: 'T1 group 1', player: 'alice', amount: 5 });
    expect(e2e.said('vic')).toBe('The market "T1 group 1" takes no more bets: its group (or the tournament) has started playing.');
    // Group 2: bob 5, carol 2, fred 1.
    await playGroup(GROUP_2, second.id, [5, 2, 1]);
    expect(textIn(general())).toContain(`Prize money for tier 1: ${at('alice')} 15 tria, ${at('bob')} 15 tria.`);

    // The final, in a thread of its own.
    const final = threadNamed('Tournament #1 · final');
    expect(textIn(general())).toContain(
      ['The final of the Vitaji tournament is drawn:', `The final in <#${final.id}>: ${at('alice')}, ${at('bob')}`].join('\n'),
    );
    await playGroup(['alice', 'bob'], final.id, [6, 3]);
    const said = textIn(general());
    expect(said).toContain(`The final is done: ${at('alice')} 1010, ${at('bob')} 990.`);
    expect(said).toContain(`Prize money for the final: ${at('alice')} 30 tria.`);
    expect(said).toContain(`${at('alice')} wins the Vitaji tournament!`);
    // Issue 30: the end names the pool and each prize it paid over every tier.
    expect(said).toContain(`Prize money, from a pool of 60 tria: ${at('alice')} 45 tria, ${at('bob')} 15 tria.`);
    expect(said).toContain(`Side bets on tournament: the pool goes to those who backed the winner — ${at('wes')} 30 tria.`);

    // The one message tells the whole story.
    const message = tournamentMessage();
    expect(message.embeds[0]!.description).toBe(`Finished — winner: alice.`);
    expect(fieldsOf(message).map((field) => field.name)).toEqual(['How it is played', 'Tier 1', 'Final', 'Prize money']);
    expect(fieldsOf(message)[1]!.value).toBe(
      [`**Group 1** in <#${first.id}>: alice 1020, dave 990, erin 990 → alice`, `**Group 2** in <#${second.id}>: bob 1020, carol 990, fred 990 → bob`].join(
        '\n',
      ),
    );
    expect(fieldsOf(message)[3]!.value).toBe(`Pool 0 tria.\nPaid: alice 45 tria, bob 15 tria.`);
    // One message, edited in place: never a second one.
    expect(messagesIn(general()).filter((candidate) => candidate.embeds[0]?.title === 'Vitaji tournament #1')).toHaveLength(1);

    const wallets = { mona: 40, alice: 145, bob: 115, carol: 100, dave: 100, erin: 100, fred: 100, wes: 120, vic: 80 };
    for (const [member, amount] of Object.entries(wallets)) expect(await balance(member)).toBe(`You have ${amount} tria.`);

    // The sandbox's summary line for the tournament (TRANSCRIPTS.md).
    expect(JSON.parse(JSON.stringify(await tournamentSummary(e2e.sandbox, 1, Object.keys(wallets))))).toEqual({
      kind: 'tournament',
      game: 'vitaji',
      status: 'finished',
      tiers: [
        [
          { group: 1, players: GROUP_1, advanced: ['alice'] },
          { group: 2, players: GROUP_2, advanced: ['bob'] },
        ],
        [{ group: 1, players: ['alice', 'bob'], advanced: ['alice'] }],
      ],
      winner: 'alice',
      prizes: { alice: 45, bob: 15 },
      markets: [
        { name: 'tournament', status: 'settled', pool: 30, paid: { wes: 30 } },
        { name: 'T1 group 1', status: 'settled', pool: 20, paid: { wes: 20 } },
        { name: 'T1 group 2', status: 'void', pool: 0, paid: {} },
      ],
      balances: wallets,
    });
    // Issue 28: every step showed what it saved to show (open, joins, the draw, each group, the final): none is left for a restart to say again.
    expect(e2e.sandbox.db.prepare('SELECT COUNT(*) FROM tournament_notices').pluck().get()).toBe(0);
  });

  it('/tournament end mid-way: the games still open are cancelled, the prize pool goes back to the opener and every side bet is refunded', async () => {
    const script = [
      'moderator: mona',
      '# refused, each in one private sentence, opening nothing',
      'as bob: /tournament open game:vitaji',
      'as mona: /tournament open game:vitaji options:"rouns=1"',
      'as mona: /tournament open game:vitaji options:"teams=true"',
      'as mona: /tournament open game:vitaji group_size:3 advance:3',
      'as mona: /tournament open game:vitaji options:"rounds=1 rerolls=1 ante=10" group_size:3 advance:1 games_per_round:1 prizes:60',
      ...PLAYERS.map((player) => `as ${player}: /tournament join`),
      'as wes: /tournament bet market:tournament player:@alice amount:20',
      'as mona: /tournament start',
      'as vic: /tournament bet market:"T1 group 2" player:@carol amount:15',
      '# group 2 starts playing; group 1 still waits in its lobby',
      'dice: 5 2 1',
      'press bob: Start',
      '# carol withdraws from the game in play: she forfeits it, and the bet on her is refunded',
      'as carol: /tournament leave',
      'as alice: /tournament end',
      'as mona: /tournament end',
    ].join('\n');
    const lines: string[] = [];
    expect((await runTranscript(script, { sandbox: e2e.sandbox, json: true, out: (line) => lines.push(line) })).exitCode).toBe(0);
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.filter((record) => record.kind === 'error')).toEqual([]);
    expect(records).toContainEqual(
      expect.objectContaining({
        kind: 'message',
        to: 'ephemeral',
        user: 'alice',
        content: "Only a moderator (Manage Server or the server's GM role) may do that.",
      }),
    );
    const privately = (user: string) =>
      records.filter((record) => record.kind === 'message' && record.to === 'ephemeral' && record.user === user).map((record) => record.content);
    expect(privately('bob')[0]).toBe('Only a moderator (Manage Server or the GM role) may open a tournament.');
    expect(privately('mona').slice(0, 3)).toEqual([
      'Vitaji has no option "rouns"; its options are stakes, stack, preset, sides, rounds, rerolls, interval, ante, maximum, first_round_betting, bonuses, teams.',
      'Team games cannot be played in tournaments yet: open it without teams.',
      // The allowed range, not "not allowed" (issue 26).
      'advance must be smaller than group_size: with groups of 3, from 1 to 2 can go on.',
    ]);
    const said = textIn(general());
    expect(said).toContain(`${at('carol')} withdraws from the tournament: they forfeit the game they are in, and side bets on them are refunded.`);
    expect(said).toContain(`${at('mona')} ended the Vitaji tournament: every game still open is cancelled, and the prize pool goes back to ${at('mona')}.`);
    expect(said).toContain('The tournament was cancelled, so the side bets on tournament are off: every stake is refunded.');
    // Issue 30: how much went back, and to whom.
    expect(said).toContain(`The prize pool still held 60 tria: it went back to ${at('mona')}.`);
    expect(said).toContain(`The tournament was cancelled, so the side bets on tournament are off: every stake is refunded.\nRefunded: ${at('wes')} 20 tria.`);
    // Both groups' tables are cancelled, each in its own thread.
    expect(textIn(threadNamed('Tournament #1 · T1 group 2').id)).toContain('ended');
    const summary = records.filter((record) => record.kind === 'tournament');
    expect(summary).toEqual([
      {
        kind: 'tournament',
        game: 'vitaji',
        status: 'cancelled',
        tiers: [
          [
            { group: 1, players: GROUP_1, advanced: null },
            { group: 2, players: GROUP_2, advanced: null },
          ],
        ],
        winner: null,
        prizes: {},
        markets: [
          { name: 'tournament', status: 'void', pool: 0, paid: { wes: 20 } },
          { name: 'T1 group 1', status: 'void', pool: 0, paid: {} },
          { name: 'T1 group 2', status: 'void', pool: 0, paid: { vic: 15 } },
        ],
        balances: { mona: 100, alice: 100, bob: 100, carol: 100, dave: 100, erin: 100, fred: 100, wes: 100, vic: 100 },
      },
    ]);
    expect(tournamentMessage().embeds[0]!.description).toBe('Cancelled — the prize pool went back to its opener and every side bet was refunded.');
    expect(e2e.sandbox.db.prepare('SELECT COUNT(*) FROM tournament_notices').pluck().get()).toBe(0);
  });
});
