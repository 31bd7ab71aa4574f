// Unit: the slash-command definitions sent to Discord (names, options, Romanian words), the v1 custom-id format, and registered = dispatched.
import { describe, expect, it } from 'vitest';
import { Sandbox } from '../sandbox/harness.js';
import { storeOf } from '../src/db/sqlite-store.js';
import { decodeCustomId, encodeCustomId } from '../src/discord/runtime/custom-id.js';
import { cryptoRng } from '../src/engine/dice/rng.js';
import { gameModules } from '../src/games/index.js';
import { createLogger } from '../src/log.js';
import { createBot } from '../src/main/bot.js';
import { allCommandData, registeredData } from '../src/main/commands.js';
import { openTestDb } from './fixtures/db.js';

describe('slash command data (what deploy-commands registers)', () => {
  const commands = allCommandData();

  it('registers /table, /roll and /verify with unique names, as COMMANDS.md names them', () => {
    const names = commands.map((command) => command.name);
    expect(names).toEqual(expect.arrayContaining(['table', 'roll', 'verify']));
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives /table every subcommand COMMANDS.md lists', () => {
    const table = commands.find((command) => command.name === 'table')!;
    const subcommands = (table.options ?? []).map((option) => option.name).sort();
    expect(subcommands).toEqual([
      'bet',
      'dice',
      'end',
      'history',
      'join',
      'kick',
      'leave',
      'pause',
      'resume',
      'scoresheet',
      // Issue 33: house players (not in COMMANDS.md, which predates them).
      'seat-house',
      'skip',
      'start',
      'status',
      'unseat-house',
      'watch',
    ]);
  });

  it('gives /stats its record and its dice evidence, and /leaderboard its game, by and period (issue 18), each answerable privately (issue 30)', () => {
    const stats = commands.find((command) => command.name === 'stats')!;
    const shape = stats.options!.map((option) => [option.name, 'options' in option ? (option.options ?? []).map((inner) => inner.name) : []]);
    expect(shape).toEqual([
      ['player', ['member', 'game', 'private']],
      ['dice', ['member', 'game', 'sides', 'private']],
    ]);
    const leaderboard = commands.find((command) => command.name === 'leaderboard')!;
    expect(leaderboard.options!.map((option) => [option.name, option.required ?? false])).toEqual([
      ['game', true],
      ['by', false],
      ['period', false],
      ['private', false],
    ]);
  });

  it('gives /help an optional game, offering every game by name (issue 30)', () => {
    const help = commands.find((command) => command.name === 'help')!;
    expect(help.options!.map((option) => [option.name, option.required ?? false])).toEqual([['game', false]]);
    const game = help.options![0] as { choices?: { value: string }[] };
    expect(game.choices?.map((choice) => choice.value)).toEqual(gameModules.map((module) => module.game.id));
  });

  it('describes every command, subcommand and option in Romanian too, 1–100 characters as Discord requires; names stay English (issue 19)', () => {
    const described: { path: string; english: string; romanian: string | undefined }[] = [];
    const walk = (
      path: string,
      node: { name: string; description: string; description_localizations?: Partial<Record<string, string | null>> | null; options?: unknown },
    ) => {
      described.push({ path, english: node.description, romanian: node.description_localizations?.ro ?? undefined });
      if (Array.isArray(node.options)) for (const option of node.options) walk(`${path} ${option.name}`, option);
    };
    for (const command of commands) walk(`/${command.name}`, command);
    expect(described.length).toBeGreaterThan(150);
    for (const { path, english, romanian } of described) {
      expect(romanian, `${path}: "${english}" has no Romanian description`).toBeTypeOf('string');
      expect(romanian!.length, path).toBeGreaterThanOrEqual(1);
      expect(romanian!.length, path).toBeLessThanOrEqual(100);
    }
    // Names and choice values are what scripts and the docs type: never localized (a choice's name is what a member reads, below).
    const withoutChoices = JSON.stringify(commands, (key, value) => (key === 'choices' ? undefined : value));
    expect(withoutChoices).not.toContain('name_localizations');
  });

  it("names every option's choices in Romanian too, the values staying English (issue 27)", () => {
    const choices: { path: string; name: string; value: unknown; romanian: string | undefined }[] = [];
    type Node = { name: string; options?: Node[]; choices?: { name: string; value: unknown; name_localizations?: Record<string, string | null> | null }[] };
    const walk = (path: string, node: Node) => {
      for (const choice of node.choices ?? [])
        choices.push({ path, name: choice.name, value: choice.value, romanian: choice.name_localizations?.ro ?? undefined });
      for (const option of node.options ?? []) walk(`${path} ${option.name}`, option);
    };
    for (const command of commands) walk(`/${command.name}`, command as Node);
    expect(choices.length).toBeGreaterThan(10);
    // A game's name is its own in every language ("Liar's Dice" has a Romanian name; "Vitaji" is Vitaji).
    const gameNames = new Set(gameModules.map((module) => module.words.t(module.text.name)));
    const untranslated = choices.filter((choice) => choice.romanian === undefined && !gameNames.has(choice.name));
    expect(untranslated, 'choices without a Romanian name').toEqual([]);
    for (const choice of choices.filter((each) => each.romanian !== undefined)) {
      expect(choice.romanian!.length, choice.path).toBeGreaterThanOrEqual(1);
      expect(choice.romanian!.length, choice.path).toBeLessThanOrEqual(100);
    }
    const mode = choices.filter((choice) => choice.path === '/roll mode');
    expect(mode.map((choice) => choice.value)).toEqual(['public', 'hidden', 'gm']);
    expect(choices.filter((choice) => choice.romanian !== undefined && choice.romanian !== choice.name).length).toBeGreaterThan(10);
  });

  it('RL-1 /roll takes dice, mode (public, hidden, gm) and gm', () => {
    const roll = commands.find((command) => command.name === 'roll')!;
    const options = roll.options ?? [];
    expect(options.map((option) => option.name)).toEqual(['dice', 'mode', 'gm']);
    const mode = options.find((option) => option.name === 'mode') as { choices?: { value: string }[] };
    expect(mode.choices?.map((choice) => choice.value)).toEqual(['public', 'hidden', 'gm']);
  });

  it('takes every description and choice name from the message catalog, each 1–100 characters as Discord requires', () => {
    // The core catalog and every game's own (each game's words include the core's).
    const catalog = new Set<string>(gameModules.flatMap((module) => Object.values(module.words.messages)));
    type Described = { name: string; description?: string; options?: Described[]; choices?: { name: string }[] };
    const seen: string[] = [];
    const walk = (item: Described, path: string): void => {
      const here = `${path}${path ? ' ' : '/'}${item.name}`;
      seen.push(here);
      expect(item.description?.length ?? 0, `${here}: description length`).toBeGreaterThanOrEqual(1);
      expect(item.description!.length, `${here}: description length`).toBeLessThanOrEqual(100);
      expect(catalog.has(item.description!), `${here}: "${item.description}" is not in the catalog`).toBe(true);
      for (const choice of item.choices ?? []) {
        expect(choice.name.length, `${here} choice ${choice.name}`).toBeGreaterThanOrEqual(1);
        expect(choice.name.length, `${here} choice ${choice.name}`).toBeLessThanOrEqual(100);
        expect(catalog.has(choice.name), `${here}: choice "${choice.name}" is not in the catalog`).toBe(true);
      }
      for (const option of item.options ?? []) walk(option, here);
    };
    for (const command of commands) walk(command as Described, '');
    expect(seen).toEqual(expect.arrayContaining(['/table join tag', '/liars open spot_on', '/gm config set watcher_tags']));
  });
});

describe('custom ids v1:<table>:<version>:<action>', () => {
  it('round-trips a table button and a roll button', () => {
    const start = { tableId: 12, version: 7, action: 'start', argument: null };
    expect(encodeCustomId(start)).toBe('v1:12:7:start');
    expect(decodeCustomId('v1:12:7:start')).toEqual(start);
    // A lone roll's button belongs to no table and means the same at any version (written 0 on the wire).
    expect(decodeCustomId('v1:0:0:show:0123456789ab')).toEqual({ tableId: null, version: 'any', action: 'show', argument: '0123456789ab' });
    expect(encodeCustomId({ tableId: null, version: 'any', action: 'show', argument: '0123456789ab' })).toBe('v1:0:0:show:0123456789ab');
  });

  it('refuses anything else, so a forged or foreign id reaches no handler', () => {
    for (const text of ['', 'v2:1:1:start', 'v1:x:1:start', 'v1:1:1:', 'v1:1:1:Start', `v1:1:1:start:${'a'.repeat(41)}`, 'v1:1:1:start:a b']) {
      expect(decodeCustomId(text), text).toBeNull();
    }
  });
});

describe('one command list: what is registered is what is answered (issue 29)', () => {
  it('deploy-commands registers exactly the commands the production bot dispatches, in the same words', async () => {
    const test = openTestDb();
    const bot = createBot({ store: storeOf(test.db), log: createLogger({ level: 'silent' }), rng: cryptoRng, modules: gameModules });
    try {
      expect(bot.commands.length).toBeGreaterThan(8);
      expect(allCommandData()).toEqual(registeredData(bot.commands, bot.context.games.words));
    } finally {
      await bot.stop();
      test.close();
    }
  });

  it('the sandbox registers with Discord exactly the commands its bot dispatches', async () => {
    const sandbox = await Sandbox.start({ modules: gameModules });
    try {
      const registered = [...sandbox.standin.commands.values()].map((command) => command.name).sort();
      expect(registered).toEqual(sandbox.bot.commands.map((command) => command.data.name).sort());
      expect(registered).toEqual(
        allCommandData()
          .map((command) => command.name)
          .sort(),
      );
    } finally {
      await sandbox.stop();
    }
  });
});
