// Unit tests of turn order shared by the games: the next seat clockwise, skipping players who are out (LD-7, TK-7, VJ-3, VJ-6).
import { describe, expect, it } from 'vitest';
import { nextInOrder } from './seating.js';

// Turn order shared by the games (LD-7, TK-7, VJ-3, VJ-6): clockwise in seat order, skipping those who are out.

describe('nextInOrder', () => {
  const order = ['a', 'b', 'c', 'd'];
  const allIn = () => true;

  it('LD-7, TK-7: the next seat clockwise, wrapping round', () => {
    expect(nextInOrder(order, 'a', allIn)).toBe('b');
    expect(nextInOrder(order, 'd', allIn)).toBe('a');
  });

  it('TK-7: players who are out are skipped', () => {
    const out = new Set(['b', 'c']);
    expect(nextInOrder(order, 'a', (player) => !out.has(player))).toBe('d');
    expect(nextInOrder(order, 'd', (player) => !out.has(player))).toBe('a');
  });

  it('counts from a player who is out (just left or lost their last die)', () => {
    expect(nextInOrder(order, 'b', (player) => player !== 'b')).toBe('c');
    expect(nextInOrder(order, 'd', (player) => player === 'b')).toBe('b');
  });

  it('never answers with the player counted from: null when nobody else is in', () => {
    expect(nextInOrder(order, 'c', (player) => player === 'c')).toBeNull();
    expect(nextInOrder(order, 'c', () => false)).toBeNull();
    expect(nextInOrder([], 'c', allIn)).toBeNull();
  });

  it('from someone not seated at all: the first seat that is in', () => {
    expect(nextInOrder(order, 'z', (player) => player !== 'a')).toBe('b');
  });
});
