/**
 * Issue 27, point 10: lobbies of 150 players and 200 watchers used to fill
 * Discord's 6,000-character embed budget to the character. Every message is
 * now written a few percent (5 %) under each documented limit, so a change
 * in how Discord counts does not refuse a table message and freeze the
 * table. Proved on the largest tables the games take, on a real SQLite file,
 * with the longest names a member can have, each of them markdown that its
 * escaping doubles (issue 27, point 1).
 */
import type { APIEmbed } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeOf, txOf } from '../src/db/sqlite-store.js';
import { DISCORD_LIMITS, DOCUMENTED_LIMITS, LIMIT_MARGIN } from '../src/discord/kit/budget.js';
import { drawnWith, embedNameIn, embedNamesIn, NAME_LIMIT, namedAt, withNames } from '../src/discord/kit/wording.js';
import { packLines } from '../src/discord/render/announcements.js';
import { renderTable, tableEmbed } from '../src/discord/render/table.js';
import { tournamentEmbed } from '../src/discord/render/tournament.js';
import { InstalledGames } from '../src/discord/runtime/installed-games.js';
import type { Rng } from '../src/engine/dice/rng.js';
import { createEngine } from '../src/engine/index.js';
import { Members } from '../src/engine/servers/members.js';
import { Servers } from '../src/engine/servers/servers.js';
import { rememberMember } from '../src/engine/servers/settings.js';
import type { TableService } from '../src/engine/tables/service.js';
import type { TournamentService } from '../src/engine/tournaments/service.js';
import { gameModules } from '../src/games/index.js';
import { openTestDb, type TestDb } from './fixtures/db.js';

const SERVER = 'guild-1';
const games = new InstalledGames(gameModules);
const rng: Rng = { int: (min) => min };

let testDb: TestDb;
let service: TableService;
let tournaments: TournamentService;
let clock = 1_000;
let interaction = 0;

beforeEach(() => {
  testDb = openTestDb();
  ({ tables: service, tournaments } = createEngine(
    storeOf(testDb.db),
    gameModules.map((module) => module.game),
    rng,
  ));
});
afterEach(() => testDb.close());

/** The engine services the Discord side names members and money through, on this test's database. */
const services = () => ({ servers: new Servers(storeOf(testDb.db)), members: new Members(storeOf(testDb.db)) });

/** A member id and the longest name Discord allows, all markdown but its number: 32 characters that escaping makes 60. */
async function member(prefix: string, index: number): Promise<string> {
  const userId = `${prefix}${String(index).padStart(4, '0')}`;
  const name = `${'*_'.repeat(14)}${String(index).padStart(4, '0')}`;
  expect([...name]).toHaveLength(NAME_LIMIT);
  await rememberMember(txOf(testDb.db), SERVER, userId, name, ++clock);
  return userId;
}

/** What Discord counts toward an embed's 6000: title, description, footer, author, field names and values. */
function embedChars(embed: APIEmbed): number {
  return (
    (embed.title?.length ?? 0) +
    (embed.description?.length ?? 0) +
    (embed.footer?.text.length ?? 0) +
    (embed.author?.name.length ?? 0) +
    (embed.fields ?? []).reduce((sum, field) => sum + field.name.length + field.value.length, 0)
  );
}

/** Every part of the embed at most 95 % of its documented limit. */
function expectUnderMargin(embed: APIEmbed): void {
  expect(embedChars(embed)).toBeLessThanOrEqual(0.95 * DOCUMENTED_LIMITS.embedTotal);
  expect(embed.title?.length ?? 0).toBeLessThanOrEqual(0.95 * DOCUMENTED_LIMITS.embedTitle);
  expect(embed.description?.length ?? 0).toBeLessThanOrEqual(0.95 * DOCUMENTED_LIMITS.embedDescription);
  expect(embed.footer?.text.length ?? 0).toBeLessThanOrEqual(0.95 * DOCUMENTED_LIMITS.footer);
  expect(embed.fields?.length ?? 0).toBeLessThanOrEqual(DOCUMENTED_LIMITS.embedFields);
  for (const field of embed.fields ?? []) {
    expect(field.name.length).toBeLessThanOrEqual(0.95 * DOCUMENTED_LIMITS.fieldName);
    expect(field.value.length).toBeLessThanOrEqual(0.95 * DOCUMENTED_LIMITS.fieldValue);
  }
}

describe('a margin under every Discord limit (issue 27, point 10)', () => {
  it('the limits the bot writes to are 95 % of the documented ones', () => {
    expect(LIMIT_MARGIN).toBe(0.95);
    expect(DISCORD_LIMITS).toMatchObject({ content: 1900, embedTotal: 5700, embedDescription: 3891, fieldValue: 972, embedFields: 25 });
  });

  it('TK-2 a lobby of 150 players and 200 watchers with 32-character markdown names: the sent embed stays 5 % under 6000, every field 5 % under 1024', async () => {
    const host = await member('p', 0);
    const opened = await service.open({
      serverId: SERVER,
      channelId: 'channel-1',
      game: 'tokyo',
      host,
      options: { buy_in: 0 },
      interactionId: `i${++interaction}`,
      now: ++clock,
    });
    if (!opened.ok) throw new Error(opened.error.code);
    const tableId = opened.table.id;
    const act = async (userId: string, kind: 'join' | 'watch') => {
      const result = await service.act({ tableId, actor: { userId, isModerator: false }, command: { kind }, interactionId: `i${++interaction}`, now: ++clock });
      if (!result.ok) throw new Error(result.error.code);
    };
    for (let index = 1; index < 150; index += 1) await act(await member('p', index), 'join');
    for (let index = 0; index < 200; index += 1) await act(await member('w', index), 'watch');
    const table = (await service.publicTable(tableId))!;
    expect(table.seats.filter((seat) => seat.role === 'player')).toHaveLength(150);

    // The table message as it is sent, and /table status's private look (terms always shown).
    const sent = (await drawnWith(services(), SERVER, namedAt(table), (wording) => renderTable(table, games, wording))).embeds[0]!.toJSON();
    expectUnderMargin(sent);
    // The budget is used, not wasted: the rosters fill it to within a few lines of the margin.
    expect(embedChars(sent)).toBeGreaterThan(0.95 * DOCUMENTED_LIMITS.embedTotal - 200);
    // Names, escaped: never a mention.
    expect(sent.description).toContain(`host: ${'\\*\\_'.repeat(14)}0000`);
    expect(JSON.stringify(sent)).not.toMatch(/<@\d/);
    const status = (await drawnWith(services(), SERVER, namedAt(table), (wording) => tableEmbed(table, games, wording, undefined, true))).embed.toJSON();
    expectUnderMargin(status);
  });

  it('VJ-11 a tournament of 150 entrants with 32-character markdown names: its embed stays 5 % under every limit', async () => {
    const mona = await member('m', 0);
    const opened = await tournaments.open({ serverId: SERVER, channelId: 'channel-1', game: 'vitaji', host: mona, gameOptions: {}, options: {}, now: ++clock });
    if (!opened.ok) throw new Error('not opened');
    for (let index = 0; index < 150; index += 1)
      if (!(await tournaments.join(opened.tournament.id, await member('e', index), ++clock)).ok) throw new Error('not joined');
    const words = {
      game: 'Vitaji',
      betting: true,
      money: (amount: number) => `${amount} tria`,
      pool: 0,
      markets: [],
    };
    const drawn = async () => {
      const tournament = (await tournaments.read(opened.tournament.id))!;
      const named = [tournament.hostId, ...tournament.entries.map((entry) => entry.userId)];
      return withNames(embedNamesIn(services(), SERVER), named, (name) => tournamentEmbed(tournament, { ...words, name }));
    };
    expectUnderMargin(await drawn());
    const start = await tournaments.start(opened.tournament.id, { userId: mona, isModerator: true }, { interactionId: `i${++interaction}`, now: ++clock });
    if (!start.ok) throw new Error('not started');
    expectUnderMargin(await drawn());
  });

  it('announcements are packed 5 % under the 2000 characters of a message', () => {
    const lines = Array.from({ length: 300 }, (_, index) => `🔒 <@${String(10n ** 18n + BigInt(index))}> rolled 1d6 hidden — commitment \`abcdef${index}\`.`);
    const messages = packLines(lines);
    for (const message of messages) expect(message.length).toBeLessThanOrEqual(0.95 * DOCUMENTED_LIMITS.content);
    expect(messages.join('\n')).toBe(lines.join('\n'));
  });
});

describe('members named in embeds by what the bot remembers (issue 27, point 1)', () => {
  it('the name a member last acted with here, escaped; another server keeps its own; one never seen is "a member"', async () => {
    await rememberMember(txOf(testDb.db), SERVER, 'u1', 'old_name', ++clock);
    await rememberMember(txOf(testDb.db), SERVER, 'u1', 'new_name', ++clock);
    await rememberMember(txOf(testDb.db), 'guild-2', 'u1', 'elsewhere', ++clock);
    expect(await embedNameIn(services(), SERVER, 'u1')).toBe('new\\_name');
    expect(await embedNameIn(services(), 'guild-2', 'u1')).toBe('elsewhere');
    expect(await embedNameIn(services(), SERVER, 'u2')).toBe('a member');
  });

  it('a drawing reads its members’ names at once, past SQLite’s parameter limit: 1,200 named, each by their own name, one never seen as "a member"', async () => {
    const ids = Array.from({ length: 1200 }, (_, index) => `m${index}`);
    for (const [index, userId] of ids.entries()) if (index !== 700) await rememberMember(txOf(testDb.db), SERVER, userId, `name_${index}`, ++clock);
    const names = await embedNamesIn(services(), SERVER)(ids);
    expect(names.size).toBe(1200);
    expect(names.get('m0')).toBe('name\\_0');
    expect(names.get('m1199')).toBe('name\\_1199');
    expect(names.get('m700')).toBe('a member');
    // A drawing that names someone beyond those it was given is drawn again with their name.
    const drawn = await withNames(embedNamesIn(services(), SERVER), ['m1'], (name) => [name('m1'), name('m2')].join(' '));
    expect(drawn).toBe('name\\_1 name\\_2');
  });
});
