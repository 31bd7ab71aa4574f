import { describe, expect, it } from 'vitest';
import { allCommandData } from '../src/discord/commands/all.js';
import { decodeCustomId, encodeCustomId } from '../src/discord/custom-id.js';

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
    expect(subcommands).toEqual(['dice', 'end', 'join', 'kick', 'leave', 'scoresheet', 'start', 'status', 'watch']);
  });

  it('RL-1 /roll takes dice, mode (public, hidden, gm) and gm', () => {
    const roll = commands.find((command) => command.name === 'roll')!;
    const options = roll.options ?? [];
    expect(options.map((option) => option.name)).toEqual(['dice', 'mode', 'gm']);
    const mode = options.find((option) => option.name === 'mode') as { choices?: { value: string }[] };
    expect(mode.choices?.map((choice) => choice.value)).toEqual(['public', 'hidden', 'gm']);
  });
});

describe('custom ids v1:<table>:<version>:<action>', () => {
  it('round-trips a table button and a roll button', () => {
    const start = { tableId: 12, version: 7, action: 'start', argument: null };
    expect(encodeCustomId(start)).toBe('v1:12:7:start');
    expect(decodeCustomId('v1:12:7:start')).toEqual(start);
    expect(decodeCustomId('v1:0:0:show:0123456789ab')).toEqual({ tableId: 0, version: 0, action: 'show', argument: '0123456789ab' });
  });

  it('refuses anything else, so a forged or foreign id reaches no handler', () => {
    for (const text of ['', 'v2:1:1:start', 'v1:x:1:start', 'v1:1:1:', 'v1:1:1:Start', `v1:1:1:start:${'a'.repeat(41)}`, 'v1:1:1:start:a b']) {
      expect(decodeCustomId(text), text).toBeNull();
    }
  });
});
