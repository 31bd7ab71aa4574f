// Tests for the table cache (issue 12): a hit only at the same version, frozen contents, and least-recently-used eviction.
import { describe, expect, it } from 'vitest';
import type { TableRecord } from './repository.js';
import { TableCache } from './table-cache.js';

/** A stored table at a version, with a little state to change. */
function table(id: number, version: number, state: unknown = { round: version, hands: { alice: [1, 2] } }): TableRecord {
  return {
    id,
    serverId: 's',
    channelId: `c${id}`,
    parentChannelId: null,
    game: 'liars',
    status: 'active',
    hostId: 'alice',
    options: { stakes: 'points' },
    state,
    placings: null,
    version,
    messageId: null,
    seats: [{ userId: 'alice', role: 'player', position: 1, tag: 'DND', team: null, status: 'seated', timeouts: 0 }],
    turnTimeoutMs: null,
    announce: 'all',
    deadline: null,
    paused: null,
    group: null,
    groupCount: null,
    tournament: null,
    createdAt: 0,
    updatedAt: 0,
  };
}

describe('the table cache (issue 12)', () => {
  it('gives a table back only for the version it was remembered at', () => {
    const cache = new TableCache(10);
    cache.remember(table(1, 3));
    expect(cache.get(1, 3)?.state).toEqual({ round: 3, hands: { alice: [1, 2] } });
    // Another writer moved it on, or a write we never saw committed: not ours to answer.
    expect(cache.get(1, 4)).toBeUndefined();
    expect(cache.get(1, 2)).toBeUndefined();
    expect(cache.get(2, 3)).toBeUndefined();
  });

  it('a newer version replaces the older one', () => {
    const cache = new TableCache(10);
    cache.remember(table(1, 3));
    cache.remember(table(1, 4));
    expect(cache.get(1, 3)).toBeUndefined();
    expect(cache.get(1, 4)?.state).toMatchObject({ round: 4 });
    expect(cache.size).toBe(1);
  });

  it('freezes what it keeps all the way down: one copy serves many actions, so nobody may change it in place', () => {
    const cache = new TableCache(10);
    cache.remember(table(1, 3));
    const contents = cache.get(1, 3)!;
    const hand = (contents.state as { hands: Record<string, number[]> }).hands.alice!;
    expect(() => hand.push(6)).toThrow(TypeError);
    expect(() => {
      contents.seats[0]!.timeouts = 2;
    }).toThrow(TypeError);
    expect(Object.isFrozen(contents.options)).toBe(true);
  });

  it('lets the least recently used table go beyond its capacity', () => {
    const cache = new TableCache(2);
    cache.remember(table(1, 1));
    cache.remember(table(2, 1));
    cache.get(1, 1); // table 1 is used again: table 2 is now the oldest
    cache.remember(table(3, 1));
    expect(cache.size).toBe(2);
    expect(cache.get(2, 1)).toBeUndefined();
    expect(cache.get(1, 1)).toBeDefined();
    expect(cache.get(3, 1)).toBeDefined();
  });
});
