// End-to-end: every /gm config setting validated, stored, used and shown; GM roles that would make everyone a moderator refused (issues 16, 28).
import { describe, expect, it } from 'vitest';
import { txOf } from '../../src/db/sqlite-store.js';
import { updateServerSettings } from '../../src/engine/servers/settings.js';
import { lastVisible, messagesIn, tableMessage, useSandbox } from './helpers.js';

// Issue 16: every /gm config setting is validated, stored, used, and shown by `show`.
// Issue 30: `show` (and `set`'s answer) is a private embed in sections, in the moderator's language.

const e2e = useSandbox();
const { said, at } = e2e;
const set = (options: Record<string, string | number | boolean>) => e2e.sandbox.command('mona', { path: ['gm', 'config', 'set'], options });
const MINUTE = 60_000;

/** The settings `member` was last shown, privately: each section's name, then its lines. */
const settingsShown = (member = 'mona'): string =>
  (lastVisible(e2e.sandbox, member, 'ephemeral').embeds[0]?.fields ?? []).map((field) => `${field.name}\n${field.value}`).join('\n');
const channelMessages = () => messagesIn(e2e.sandbox, e2e.sandbox.standin.generalChannelId).length;

describe('/gm config', () => {
  it('is for moderators; show lists every setting with its defaults, to the moderator alone', async () => {
    await e2e.sandbox.command('bob', { path: ['gm', 'config', 'show'], options: {} });
    expect(said('bob')).toMatch(/^Only a moderator/);
    e2e.sandbox.standin.setModerator('mona');
    const before = channelMessages();
    await e2e.sandbox.command('mona', { path: ['gm', 'config', 'show'], options: {} });
    // Issue 30: private, and readable — sections of sentences, not one 600-character public line.
    expect(channelMessages()).toBe(before);
    const shown = lastVisible(e2e.sandbox, 'mona', 'ephemeral');
    expect(shown.audience).toMatchObject({ to: 'ephemeral' });
    expect(shown.embeds[0]).toEqual({
      title: 'Server settings',
      fields: [
        {
          name: 'Tables and moderators',
          value:
            'No GM role: moderators are the members with Manage Server.\nAnyone may open a table.\nA table opens in a thread of its own when the opener asks.',
        },
        { name: 'Turn timer', value: 'New tables give each turn 5 minutes; then the table plays for the player.' },
        { name: 'Money', value: 'The currency is tria; amounts read like 25 tria.\nA new wallet starts with 100 tria.\nThe daily allowance is 25 tria.' },
        {
          name: 'Language and messages',
          value:
            'Public messages are in English: the server\'s Discord language (English when it is another).\nPictures come with announcements: revealed dice, scoresheets, brackets.\nHidden dice go by DM at tables of up to 25 players; bigger tables use "Show my dice".\nPlayers may ask /odds for their chances (never at tournament tables).\nHouse players are called the House (numbered at a table).',
        },
        {
          name: 'Roleplay tags',
          value: "Player tags: DND, Away (the first unless a player picks another).\nWatcher tags: OOC, PRED (likewise).\nTags are worn at Liar's Dice tables.",
        },
        {
          name: 'Elimination lines',
          value: 'DND: `{player} is out — caught by {pred}, who must not digest them.`\nAway: `{player} is out — eaten by {pred}.`',
        },
        { name: 'Game defaults', value: 'Every game opens with its usual rules.' },
      ],
      footer: { text: 'Change any of them with /gm config set. A time can be typed as it reads here, or short: 90s, 5m, 1h 30m, off.' },
    });
    await set({});
    expect(said('mona')).toBe('Name at least one setting to change; /gm config show shows them all.');
  });

  it("in the moderator's own language: Romanian for a moderator whose Discord speaks it, while the server speaks English", async () => {
    e2e.sandbox.standin.setModerator('mona');
    e2e.sandbox.standin.member('mona').locale = 'ro';
    await set({ turn_timeout: '1h 30m', game: 'vitaji', defaults: 'preset:standard bonuses:true ante:20' });
    expect(said('mona')).toBe('Salvat. Setările, așa cum sunt acum:');
    await e2e.sandbox.command('mona', { path: ['gm', 'config', 'show'], options: {} });
    const shown = lastVisible(e2e.sandbox, 'mona', 'ephemeral').embeds[0]!;
    expect(shown.title).toBe('Setările serverului');
    expect(settingsShown()).toContain('Timpul pe tură\nMesele noi dau fiecărei ture 1 oră și 30 de minute; apoi masa joacă în locul jucătorului.');
    expect(settingsShown()).toContain(
      'Opțiunile implicite ale jocurilor\nVitaji: reguli standard (un d20, 10 runde, 4 rearuncări); cu bonusuri (triple și serii perfecte); un ante de 20.',
    );
    expect(settingsShown()).toContain('Zarurile ascunse vin în DM la mese de cel mult 25 de jucători');
    // The public side stays the server's: a table opened now reads English.
    await e2e.run('alice', 'vitaji', 'open');
    expect(JSON.stringify(tableMessage(e2e.sandbox).embeds)).toContain('Each turn has 1 hour and 30 minutes (then the table plays for you).');
  });

  it("issue 30: at its longest — ten tags with 200-character lines, every game's defaults — show stays inside Discord's embed limits, every line said", async () => {
    e2e.sandbox.standin.setModerator('mona');
    const tags = Array.from({ length: 10 }, (_, index) => `Tag${index}`.padEnd(19, 'x'));
    await set({ player_tags: tags.join(','), watcher_tags: tags.map((tag) => tag.replace('Tag', 'Eye')).join(',') });
    for (const tag of tags) await set({ elimination_tag: tag, elimination_line: `{player} ${'is swallowed whole by {pred} '.repeat(7)}`.slice(0, 200) });
    await set({
      game: 'vitaji',
      defaults: 'preset:super sides:12 rounds:40 rerolls:9 interval:5 ante:50 maximum:100 first_round_betting:true bonuses:true teams:true',
    });
    await set({ game: 'tokyo', defaults: 'lives:4 variant:tokyetto,reversed_doubles,double_tokyo,sum_values,bluff_penalty_two,allow_equal preset:beghel' });
    await set({ game: 'liars', defaults: 'dice:3 spot_on:caller-two wild_ones:true call_window:10 stakes:tria buy_in:20' });
    await set({ game: 'valere', defaults: 'target:30 wagering:side-bets interval:2 ante:10 maximum:5' });
    await set({ game: 'eleven', defaults: 'order_roll:false multiplier:3' });
    await e2e.sandbox.command('mona', { path: ['gm', 'config', 'show'], options: {} });
    const embed = lastVisible(e2e.sandbox, 'mona', 'ephemeral').embeds[0]!;
    const fields = embed.fields ?? [];
    const total =
      (embed.title?.length ?? 0) + (embed.footer?.text.length ?? 0) + fields.reduce((sum, field) => sum + field.name.length + field.value.length, 0);
    expect(total).toBeLessThanOrEqual(5700);
    expect(fields.length).toBeLessThanOrEqual(25);
    for (const field of fields) expect(field.value.length).toBeLessThanOrEqual(1024);
    const text = settingsShown();
    for (const tag of tags) expect(text).toContain(`${tag}: \``);
    for (const game of [
      "Liar's Dice: 3 dice each;",
      'Tokyo: 4 lives each;',
      'Vitaji: super rules',
      'Valere: first to 30 points wins;',
      'Eleven: picks go in seat order;',
    ]) {
      expect(text).toContain(game);
    }
  });

  it('who may open tables: with gm-role, only moderators open', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await set({ openers: 'gm-role' });
    expect(settingsShown()).toContain('Only moderators open tables.');
    await e2e.run('bob', 'liars', 'open');
    expect(said('bob')).toBe('On this server only moderators (Manage Server or the GM role) open tables.');
    expect(await e2e.sandbox.bot.context.tables.tableIn(e2e.sandbox.standin.generalChannelId)).toBeNull();
    await e2e.run('mona', 'liars', 'open');
    expect(await e2e.sandbox.bot.context.tables.tableIn(e2e.sandbox.standin.generalChannelId)).not.toBeNull();
  });

  it('the turn timeout new tables get; a bad one is refused with the allowed form', async () => {
    e2e.sandbox.standin.setModerator('mona');
    const refusal =
      'The option turn_timeout is not valid: write a time as 90s, 5m, 2h, 1d, 1h 30m or in words, as 1 hour and 30 minutes (at least 30s, at most 7d), or off.';
    await set({ turn_timeout: 'five minutes' });
    expect(said('mona')).toBe(refusal);
    await set({ turn_timeout: '10s' });
    expect(said('mona')).toBe(refusal);
    // Issue 30: what `show` says can be typed back as it reads, in words or short.
    await set({ turn_timeout: '1h 30m' });
    expect(settingsShown()).toContain('New tables give each turn 1 hour and 30 minutes;');
    await set({ turn_timeout: '1 hour and 30 minutes' });
    expect(said('mona')).toBe('Saved. The settings as they now stand:');
    expect((await e2e.sandbox.bot.context.servers.settings(e2e.sandbox.standin.guildId)).turnTimeoutMs).toBe(90 * MINUTE);
    await set({ turn_timeout: '2 minutes' });
    expect(settingsShown()).toContain('New tables give each turn 2 minutes;');
    await e2e.startGame('showdown', ['alice', 'bob'], [4, 2]);
    await e2e.sandbox.wait(2 * MINUTE - 1000);
    expect(e2e.sandbox.db.prepare(`SELECT COUNT(*) FROM actions WHERE kind = 'expire'`).pluck().get()).toBe(0);
    await e2e.sandbox.wait(1000);
    expect(e2e.sandbox.db.prepare(`SELECT COUNT(*) FROM actions WHERE kind = 'expire'`).pluck().get()).toBe(1);
    // off: tables opened from now have no timer.
    await set({ turn_timeout: 'off' });
    expect(settingsShown()).toContain('New tables have no turn timer (off).');
    await e2e.run('bob', 'showdown', 'show');
    await e2e.startGame('showdown', ['alice', 'bob'], [4, 2]);
    expect(tableMessage(e2e.sandbox).embeds[0]!.description).toBe('In play');
  });

  it('thread mode: never refuses thread:true; always opens every table in a thread', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await set({ thread_mode: 'never' });
    await e2e.run('alice', 'showdown', 'open', { thread: true });
    expect(said('alice')).toBe('This server opens tables in the channel, not in threads; leave the thread option out.');
    await set({ thread_mode: 'always' });
    await e2e.run('alice', 'showdown', 'open');
    const threadId = /<#(\d+)>/.exec(said('alice'))![1]!;
    expect(e2e.sandbox.standin.channels.get(threadId)!.type).toBe(11);
    expect(tableMessage(e2e.sandbox).channelId).toBe(threadId);
  });

  it("a game's default options apply to every table opened without them; a bad default is refused naming the option", async () => {
    e2e.sandbox.standin.setModerator('mona');
    await set({ game: 'liars', defaults: 'dice:21' });
    expect(said('mona')).toBe('The option dice is not valid: it must be at most 20.');
    // Issue 28: name=value as /tournament open takes it, or name:value, even mixed (one parser).
    await set({ game: 'liars', defaults: 'dice=2 wild_ones:true' });
    // Issue 30: in the same words as a table's terms.
    expect(settingsShown()).toContain("Game defaults\nLiar's Dice: 2 dice each; ones are wild (except in bids on ones).");
    await set({ game: 'liars', defaults: 'colour:red' });
    expect(said('mona')).toMatch(/^Liar's Dice has no option "colour"; its options are (\w+, )+\w+\.$/);
    await set({ game: 'liars', defaults: 'dice4' });
    expect(said('mona')).toBe('Write the game\'s options as name=value or name:value, separated by spaces, like rounds=1 ante=10; "dice4" is neither.');
    await set({ defaults: 'dice:3' });
    expect(said('mona')).toBe('Game defaults take both options: game (which game) and defaults (its options, or "-" to clear them).');
    await e2e.startGame('liars', ['alice', 'bob'], [1, 2, 3, 4]);
    const fields = lastVisible(e2e.sandbox, 'carol', 'channel').embeds;
    expect(JSON.stringify(tableMessage(e2e.sandbox).embeds)).toContain('wild ones: on');
    expect(JSON.stringify(tableMessage(e2e.sandbox).embeds)).not.toContain('ones are wild');
    expect(fields).toBeDefined();
    expect(e2e.sandbox.db.prepare('SELECT options FROM game_tables').pluck().get()).toMatch(/"dice":2/);
    // What the opener gives wins over the default.
    e2e.sandbox.standin.setModerator('mona');
    await e2e.run('mona', 'table', 'end');
    await e2e.startGame('liars', ['alice', 'bob'], [1, 2, 3, 4, 5, 6], { dice: 3 });
    expect(e2e.sandbox.db.prepare('SELECT options FROM game_tables ORDER BY id DESC').pluck().get()).toMatch(/"dice":3/);
    await set({ game: 'liars', defaults: '-' });
    expect(settingsShown()).toContain('Game defaults\nEvery game opens with its usual rules.');
    expect(at('alice')).toMatch(/^<@\d+>$/);
  });

  it("LD-3 a tag's elimination line: set, shown, said when a player of that tag is out; a bad one is refused; - gives the default back", async () => {
    e2e.sandbox.standin.setModerator('mona');
    await set({ elimination_tag: 'Away' });
    expect(said('mona')).toBe(
      'An elimination line takes both options: elimination_tag (a player tag) and elimination_line (its line, or "-" for the default).',
    );
    await set({ elimination_tag: 'OOC', elimination_line: '{player} vanishes.' });
    expect(said('mona')).toBe('OOC is not one of the player tags (DND, Away); give the line to one of them.');
    const refusal =
      'The option elimination_line is not valid: write one sentence naming who is out and, if you like, who caught them, as in `{player} is eaten by {pred}.`, or - for the default.';
    await set({ elimination_tag: 'Away', elimination_line: 'Someone is swallowed.' });
    expect(said('mona')).toBe(refusal);
    await set({ elimination_tag: 'Away', elimination_line: '{player} is eaten by {the_pred}.' });
    expect(said('mona')).toBe(refusal);
    await set({ elimination_tag: 'away', elimination_line: '{player} slides down the gullet of {pred}.' });
    expect(settingsShown()).toContain('Away: `{player} slides down the gullet of {pred}.`');

    // bob (Away) calls alice's correct bid and loses his only die: his tag's line says it.
    await e2e.run('alice', 'liars', 'open', { buy_in: 0, dice: 1 });
    await e2e.run('bob', 'table', 'join', { tag: 'Away' });
    e2e.sandbox.dice.force([6, 1]);
    await e2e.sandbox.press('alice', 'Start');
    await e2e.sandbox.wait(3000);
    await e2e.run('alice', 'liars', 'bid', { quantity: 1, face: 6 });
    await e2e.run('bob', 'liars', 'call');
    expect(said('carol', 'channel')).toContain(`${at('bob')} [Away] slides down the gullet of ${at('alice')} [DND].`);

    // Renaming the tags drops the lines of tags gone; a new tag says the plain line, which digests nobody.
    await set({ player_tags: 'Safe, Prey', elimination_tag: 'Prey', elimination_line: '{player} is eaten by {pred}.' });
    expect(settingsShown()).toContain('Elimination lines\nSafe: `{player} is out — caught by {pred}.`\nPrey: `{player} is eaten by {pred}.`\n');
    await set({ elimination_tag: 'Prey', elimination_line: '-' });
    expect(settingsShown()).toContain('Prey: `{player} is out — caught by {pred}.`');
  });

  it('the currency symbol is written before amounts; the tags are the ones members may join and watch with', async () => {
    e2e.sandbox.standin.setModerator('mona');
    // Issue 28: a tag named twice (whatever its case) is refused, naming it.
    await set({ player_tags: 'Safe, Prey, safe' });
    expect(said('mona')).toBe('The tag safe is in player_tags twice; give each tag once.');
    await set({ watcher_tags: 'Voyeur,Voyeur' });
    expect(said('mona')).toBe('The tag Voyeur is in watcher_tags twice; give each tag once.');
    await set({ currency_symbol: '₮', player_tags: 'Safe, Prey', watcher_tags: 'Voyeur' });
    expect(await e2e.balance('alice')).toBe('You have ₮100.');
    await e2e.run('alice', 'liars', 'open');
    await e2e.run('bob', 'table', 'join', { tag: 'DND' });
    expect(said('bob')).toBe("The tag DND is not one of this server's player tags: Safe, Prey.");
    await e2e.run('bob', 'table', 'join', { tag: 'prey' });
    await e2e.run('carol', 'table', 'watch', { tag: 'OOC' });
    expect(said('carol')).toBe("The tag OOC is not one of this server's watcher tags: Voyeur.");
    await e2e.run('carol', 'table', 'watch', { tag: 'Voyeur' });
    const roster = JSON.stringify(tableMessage(e2e.sandbox).embeds);
    expect(roster).toContain(`bob [Prey]`);
    expect(roster).toContain(`carol [Voyeur]`);
    await set({ currency_symbol: '-' });
    expect(await e2e.balance('alice')).toBe('You have 100 tria.');
  });

  it("LD-3 (ruling): tags belong to Liar's Dice; a server turns them on for another game with tag_games, and an unknown game is refused", async () => {
    e2e.sandbox.standin.setModerator('mona');
    await e2e.run('alice', 'tokyo', 'open');
    await e2e.run('bob', 'table', 'join', { tag: 'DND' });
    expect(said('bob')).toBe('Tokyo tables on this server carry no roleplay tags; a moderator can turn them on with /gm config set tag_games.');
    await e2e.run('bob', 'table', 'join');
    expect(JSON.stringify(tableMessage(e2e.sandbox).embeds)).not.toMatch(/\[DND\]/);
    await e2e.run('alice', 'table', 'end');

    await set({ tag_games: 'liars, blackjack' });
    expect(said('mona')).toBe('blackjack is not a game here; tag_games takes game ids from: liars, tokyo, vitaji, valere, eleven, showdown (or - for none).');
    await set({ tag_games: 'liars,tokyo' });
    expect(settingsShown()).toContain("Tags are worn at Liar's Dice and Tokyo tables.");
    await e2e.run('carol', 'tokyo', 'open');
    await e2e.run('dave', 'table', 'join', { tag: 'away' });
    expect(JSON.stringify(tableMessage(e2e.sandbox).embeds)).toContain(`dave [Away]`);
    // The roster keeps the tags once the game is under way.
    await e2e.run('carol', 'table', 'start');
    expect(JSON.stringify(tableMessage(e2e.sandbox).embeds)).toContain(`dave [Away]`);
    expect(JSON.stringify(tableMessage(e2e.sandbox).embeds)).toContain(`carol [DND]`);
    await set({ tag_games: '-' });
    expect(settingsShown()).toContain('No game carries tags.');
  });
});

describe('issue 28: a GM role every member has, or an integration gives, makes nobody a moderator', () => {
  const EVERYONE_REFUSED =
    'The @everyone role cannot be the GM role: every member has it, so every member would be a moderator. Name a role your moderators give, such as Game Master.';

  it('@everyone and a managed role are refused as the GM role, each saying why; a role moderators give is taken', async () => {
    const { standin } = e2e.sandbox;
    standin.setModerator('mona');
    await set({ gm_role: standin.guildId });
    expect(said('mona')).toBe(EVERYONE_REFUSED);
    const booster = standin.roles().find((role) => role.name === 'Server Booster')!.id;
    await set({ gm_role: 'Server Booster' });
    expect(said('mona')).toBe(
      `<@&${booster}> cannot be the GM role: it is managed by an integration (a bot's own role, or the one Discord gives boosters), so no moderator decides who has it. Name a role your moderators give, such as Game Master.`,
    );
    await set({ gm_role: 'Croupier' });
    expect(said('mona')).toMatch(/^<@&\d+> cannot be the GM role: it is managed by an integration/);
    expect(e2e.sandbox.db.prepare('SELECT settings FROM servers').pluck().get() ?? '').not.toContain('gmRoleId":"');
    await set({ gm_role: 'Game Master' });
    expect(settingsShown()).toContain(`GM role: <@&${standin.gameMasterRoleId}>.`);
  });

  /** Every moderator-only command, tried by eve (no moderator role) while the saved GM role is `roleId` (saved before issue 28). */
  async function everyModeratorCommandRefused(roleId: string) {
    const { standin, db } = e2e.sandbox;
    standin.setModerator('mona');
    await updateServerSettings(txOf(db), standin.guildId, { gmRoleId: roleId, openers: 'gm-role' }, 0);
    await e2e.sandbox.command('mona', { path: ['gm', 'config', 'show'], options: {} });
    expect.soft(settingsShown()).toContain(`GM role: <@&${roleId}> (not counted: @everyone and managed roles cannot be the GM role; set another).`);
    const cup = standin.addChannel('cup').id;
    await e2e.sandbox.command('mona', { path: ['tournament', 'open'], options: { game: 'vitaji' }, channelId: cup });
    await e2e.run('mona', 'showdown', 'open', { buy_in: 0 });
    await e2e.sandbox.press('bob', 'Join');
    const table = (await e2e.sandbox.bot.context.tables.tableIn(standin.generalChannelId))!;
    const NOT_MODERATOR = "Only a moderator (Manage Server or the server's GM role) may do that.";
    const NOT_HOST = `Only the host (${at('mona')}) or a moderator may do that.`;
    const tries: [string[], Record<string, string | number>, string, string?][] = [
      [['table', 'start'], {}, NOT_HOST],
      [['gm', 'grant'], { member: '@eve', amount: 1000 }, NOT_MODERATOR],
      [['gm', 'take'], { member: '@bob', amount: 50 }, NOT_MODERATOR],
      [['gm', 'config', 'show'], {}, NOT_MODERATOR],
      [['gm', 'config', 'set'], { daily_amount: 1000 }, NOT_MODERATOR],
      [['table', 'kick'], { member: '@bob' }, NOT_MODERATOR],
      [['table', 'end'], { table }, NOT_MODERATOR],
      [['table', 'end'], {}, NOT_MODERATOR],
      [['showdown', 'open'], {}, 'On this server only moderators (Manage Server or the GM role) open tables.', standin.addChannel('other').id],
      [['tournament', 'open'], { game: 'vitaji' }, 'Only a moderator (Manage Server or the GM role) may open a tournament.', standin.addChannel('cup-2').id],
      [['tournament', 'start'], {}, NOT_HOST, cup],
      [['tournament', 'end'], {}, NOT_MODERATOR, cup],
    ];
    for (const [path, options, refusal, channelId] of tries) {
      await e2e.sandbox.command('eve', { path, options, channelId });
      expect.soft(said('eve'), `/${path.join(' ')}`).toBe(refusal);
    }
    // In play: the clock is the host's or a moderator's, a skip a moderator's.
    e2e.sandbox.dice.force([3, 4]);
    await e2e.sandbox.press('mona', 'Start');
    for (const [path, refusal] of [
      [['table', 'pause'], NOT_HOST],
      [['table', 'skip'], NOT_MODERATOR],
      [['table', 'end'], NOT_MODERATOR],
    ] as const) {
      await e2e.sandbox.command('eve', { path: [...path], options: {} });
      expect.soft(said('eve'), `/${path.join(' ')}`).toBe(refusal);
    }
    expect(await e2e.balance('eve')).toBe('You have 100 tria.');
    expect(await e2e.balance('bob')).toBe('You have 100 tria.');
    expect((await e2e.sandbox.bot.context.tables.publicTable(table))!.seats.map((seat) => seat.userId)).toContain(e2e.idOf('bob'));
  }

  it('the saved role is @everyone: a member with no role is refused every moderator-only command', async () => {
    await everyModeratorCommandRefused(e2e.sandbox.standin.guildId);
  });

  it("the saved role is a managed one (the boosters'): a booster is refused every moderator-only command", async () => {
    const booster = e2e.sandbox.standin.roles().find((role) => role.name === 'Server Booster')!.id;
    e2e.sandbox.standin.giveRole('eve', 'Server Booster');
    await everyModeratorCommandRefused(booster);
  });
});
