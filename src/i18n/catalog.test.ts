// Tests for the message catalog: filling templates, plural forms by each language's count rules, speaking a language, and reading Discord locales.
import { describe, expect, it } from 'vitest';
import { catalog, extend } from './catalog.js';
import { currentLanguage, languageOf, speaking } from './language.js';

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
    const dice = catalog(
      { 'zaruri#one': '{count} die', 'zaruri#other': '{count} dice' },
      { ro: { 'zaruri#one': '{count} zar', 'zaruri#few': '{count} zaruri', 'zaruri#other': '{count} de zaruri' } },
    );
    speaking('ro', () => {
      expect(dice.t('zaruri', { count: 1 })).toBe('1 zar');
      expect(dice.t('zaruri', { count: 3 })).toBe('3 zaruri');
      expect(dice.t('zaruri', { count: 20 })).toBe('20 de zaruri');
      expect(dice.t('zaruri', { count: 101 })).toBe('101 zaruri');
    });
    expect(dice.t('zaruri', { count: 3 })).toBe('3 dice');
  });

  it('speaks the language it is asked to, across awaits, and English where a sentence has no translation', async () => {
    const words = catalog({ hello: 'Hello {name}', bye: 'Bye' }, { ro: { hello: 'Salut {name}' } });
    await speaking('ro', async () => {
      await Promise.resolve();
      expect(words.t('hello', { name: 'Ana' })).toBe('Salut Ana');
      expect(words.t('bye')).toBe('Bye');
      expect(currentLanguage()).toBe('ro');
    });
    expect(words.t('hello', { name: 'Ana' })).toBe('Hello Ana');
    const game = extend(words, { play: 'Play' }, { ro: { play: 'Joacă' } });
    expect(speaking('ro', () => [game.t('hello', { name: 'Ion' }), game.t('play')])).toEqual(['Salut Ion', 'Joacă']);
  });

  it('reads a Discord locale as one of its languages', () => {
    expect([languageOf('ro'), languageOf('en-US'), languageOf('en-GB'), languageOf('fr'), languageOf(null)]).toEqual(['ro', 'en', 'en', null, null]);
  });

  it('falls back to the other form without a count, and a game’s catalog keeps the core’s forms', () => {
    expect(words.t('dice-left')).toBe('{count} dice left');
    const game = extend(words, { 'game-line': 'A {thing}' });
    expect(game.t('dice-left', { count: 1 })).toBe('1 die left');
    expect(game.t('game-line', { thing: 'bid' })).toBe('A bid');
  });
});
