// Tests that SHARD_COUNT reaches discord.js as the bot means it, whatever discord.js's own ShardingManager variables say.
import { Client } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { shardOptions, withoutShardingManagerEnvironment } from './shards.js';

const before = { SHARD_COUNT: process.env.SHARD_COUNT, SHARDS: process.env.SHARDS };
afterEach(() => {
  for (const [name, value] of Object.entries(before)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const client = (count: 'auto' | number) => withoutShardingManagerEnvironment(() => new Client({ intents: [], ...shardOptions(count) }));

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
});
