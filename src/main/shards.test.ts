// Tests that SHARD_COUNT and SHARDS reach discord.js as the bot means them, whatever discord.js's own ShardingManager variables say.
import { Client } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { EVERY_SHARD } from '../engine/servers/served-shards.js';
import { servedServers, shardOptions, withoutShardingManagerEnvironment } from './shards.js';

const before = { SHARD_COUNT: process.env.SHARD_COUNT, SHARDS: process.env.SHARDS };
afterEach(() => {
  for (const [name, value] of Object.entries(before)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const client = (count: 'auto' | number, served?: number[]) =>
  withoutShardingManagerEnvironment(() => new Client({ intents: [], ...shardOptions(count, served) }));

describe('SHARD_COUNT and discord.js (issue 31)', () => {
  it('SHARD_COUNT=auto in the environment, as .env sets it: the client is made (discord.js alone would read NaN and throw), the variable kept', () => {
    process.env.SHARD_COUNT = 'auto';
    expect(() => new Client({ intents: [], ...shardOptions('auto') })).toThrow(/shardCount/);
    expect(client('auto').options.shards).toBe('auto');
    expect(process.env.SHARD_COUNT).toBe('auto');
  });

  it('a number: every shard of it in this process, whatever SHARDS and SHARD_COUNT say', () => {
    process.env.SHARD_COUNT = '7';
    process.env.SHARDS = '[5]';
    expect(client(3).options).toMatchObject({ shards: [0, 1, 2], shardCount: 3 });
    expect(client(1).options).toMatchObject({ shards: [0], shardCount: 1 });
    expect([process.env.SHARD_COUNT, process.env.SHARDS]).toEqual(['7', '[5]']);
  });

  it('SHARDS=2,3 of SHARD_COUNT=4, as .env sets them: those two shards of the four, the variables kept', () => {
    process.env.SHARD_COUNT = '4';
    process.env.SHARDS = '2,3';
    expect(client(4, [2, 3]).options).toMatchObject({ shards: [2, 3], shardCount: 4 });
    expect([process.env.SHARD_COUNT, process.env.SHARDS]).toEqual(['4', '2,3']);
  });

  it('with auto, every shard Discord recommends: a list of shards cannot go with it', () => {
    expect(() => shardOptions('auto', [0])).toThrow(/SHARDS needs a numeric SHARD_COUNT/);
  });
});

describe('the servers whose once-only work this process does (issue 31)', () => {
  it('some shards of a number: the servers on them; every shard, auto or no SHARDS: every server, with no filter', () => {
    expect(servedServers(4, [3, 0])).toEqual({ every: false, count: 4, shards: [0, 3] });
    expect(servedServers(4, [0, 1, 2, 3])).toEqual(EVERY_SHARD);
    expect(servedServers(4)).toEqual(EVERY_SHARD);
    expect(servedServers('auto')).toEqual(EVERY_SHARD);
  });
});
