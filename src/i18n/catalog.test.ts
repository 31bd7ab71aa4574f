import { describe, expect, it } from 'vitest';
import { catalog, extend } from './catalog.js';

describe('the message catalog', () => {
  const words = catalog({
    greeting: 'Hello {name}',
    'dice-left#one': '{count} die left',
    'dice-left#other': '{count} dice left',
  });

  it('fills a template and leaves a parameter it was not given visible', () => {
    expect(words.t('greeting', { name: 'Ana' })).toBe('Hello Ana');
    expect(words.t('greeting')).toBe('Hello {name}');
  });

  it('picks a plural form by the count, as the language counts (English: one, other)', () => {
    expect(words.t('dice-left', { count: 1 })).toBe('1 die left');
    expect(words.t('dice-left', { count: 0 })).toBe('0 dice left');
    expect(words.t('dice-left', { count: 2 })).toBe('2 dice left');
    expect(words.has('dice-left')).toBe(true);
    expect(words.has('dice-left#one')).toBe(true);
    expect(words.has('dice-gone')).toBe(false);
  });

  it('uses the language’s own categories: Romanian has one, few and other', () => {
    const romanian = catalog({ 'zaruri#one': '{count} zar', 'zaruri#few': '{count} zaruri', 'zaruri#other': '{count} de zaruri' }, 'ro');
    expect(romanian.t('zaruri', { count: 1 })).toBe('1 zar');
    expect(romanian.t('zaruri', { count: 3 })).toBe('3 zaruri');
    expect(romanian.t('zaruri', { count: 20 })).toBe('20 de zaruri');
  });

  it('falls back to the other form without a count, and a game’s catalog keeps the core’s forms', () => {
    expect(words.t('dice-left')).toBe('{count} dice left');
    const game = extend(words, { 'game-line': 'A {thing}' });
    expect(game.t('dice-left', { count: 1 })).toBe('1 die left');
    expect(game.t('game-line', { thing: 'bid' })).toBe('A bid');
  });
});
