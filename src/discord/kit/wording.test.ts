// Tests that member names shown inside embeds escape every Markdown character, so they read exactly as typed and never turn into markup.
import { describe, expect, it } from 'vitest';
import { embedName, NAME_LIMIT } from './wording.js';

/** What a reader sees of an escaped name: Discord drops the backslash before a punctuation mark. */
const shown = (escaped: string) => escaped.replace(/\\(.)/g, '$1');

describe('names inside embeds (issue 27: a mention there shows raw to whoever has not cached the member)', () => {
  it('a plain name is shown as it is', () => {
    expect(embedName('alice')).toBe('alice');
    expect(embedName('Ștefan Mărgărit')).toBe('Ștefan Mărgărit');
  });

  it('every markdown character is escaped, so the name reads as typed and never turns into markup', () => {
    expect(embedName('*bold*')).toBe('\\*bold\\*');
    expect(embedName('__under__')).toBe('\\_\\_under\\_\\_');
    expect(embedName('~~strike~~')).toBe('\\~\\~strike\\~\\~');
    expect(embedName('`code`')).toBe('\\`code\\`');
    expect(embedName('||spoiler||')).toBe('\\|\\|spoiler\\|\\|');
    expect(embedName('> quote')).toBe('\\> quote');
    expect(embedName('[link](https://x.test)')).toBe('\\[link\\](https://x.test)');
    expect(embedName('back\\slash')).toBe('back\\\\slash');
    for (const name of ['*bold*', '__under__', '||spoiler||', '> quote', 'back\\slash', 'a_b*c~d`e|f>g']) expect(shown(embedName(name))).toBe(name);
  });

  it('a name that looks like a mention or a custom emoji stays text', () => {
    expect(embedName('<@123456789012345678>')).toBe('\\<@123456789012345678\\>');
    expect(embedName('<:party:123>')).toBe('\\<:party:123\\>');
    expect(embedName('<@123>')).not.toMatch(/(?<!\\)<@!?\d+>/);
  });

  it('a name is on one line', () => {
    expect(embedName('two\nlines')).toBe('two lines');
    expect(embedName('  padded\t ')).toBe('padded');
  });

  it('a name longer than 32 characters is cut to 32 with "…", never halving an emoji', () => {
    expect(NAME_LIMIT).toBe(32);
    const exactly = 'a'.repeat(32);
    expect(embedName(exactly)).toBe(exactly);
    const cut = embedName('b'.repeat(40));
    expect(cut).toBe(`${'b'.repeat(31)}…`);
    expect([...cut]).toHaveLength(32);
    // A family emoji is one character on screen made of several code points: it goes whole or not at all.
    const family = '👨‍👩‍👧';
    const withEmoji = embedName(`${'c'.repeat(28)}${family}dd`);
    expect(withEmoji).toBe(`${'c'.repeat(28)}…`);
    // 31 characters and a two-unit emoji: 32 characters, kept whole.
    expect(embedName(`${'d'.repeat(31)}🎲`)).toBe(`${'d'.repeat(31)}🎲`);
  });

  it('a long name of markdown is cut first and escaped after: the reader sees at most 32 characters', () => {
    const name = embedName('*'.repeat(50));
    expect([...shown(name)]).toHaveLength(32);
    expect(shown(name)).toBe(`${'*'.repeat(31)}…`);
  });
});
