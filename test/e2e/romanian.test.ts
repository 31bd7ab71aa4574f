/**
 * Issue 19 through Discord: a member whose Discord speaks Romanian reads
 * their own replies and DMs in Romanian, the channel reads the server's
 * language (English by default, Romanian once `/gm config set language:ro`),
 * and Discord shows the commands' descriptions in Romanian.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from './helpers.js';

const e2e = useSandbox();
const { at, said } = e2e;

const channelText = () =>
  e2e.sandbox.standin
    .channelMessages()
    .map((message) => message.content)
    .join('\n');

describe('Romanian beside English (issue 19)', () => {
  it('a Tokyo hand: alice (ro) gets her dice and her refusals in Romanian, bob (en) in English, the channel in the server’s language', async () => {
    e2e.sandbox.standin.member('alice').locale = 'ro';
    await e2e.startGame('tokyo', ['alice', 'bob'], [5, 4]);
    // Each DM in its reader's language.
    expect(said('alice', 'dm')).toMatch(/^Zarurile tale \(2d6\) în <#\d+>: \*\*5, 4\*\* — angajament `\w+`\.$/);
    // The channel speaks the server's language: English by default.
    expect(channelText()).toContain(`Hand 1: ${at('alice')} rolls under the cup.`);
    // A refusal is the refused member's to read: bob's in English, alice's in Romanian.
    await e2e.sandbox.command('bob', { path: ['tokyo', 'doubt'], options: {} });
    expect(said('bob')).toBe(`It is not your turn; the cup is with ${at('alice')}.`);
    await e2e.sandbox.command('alice', { path: ['tokyo', 'announce'], options: { value: 61 } });
    await e2e.sandbox.command('alice', { path: ['tokyo', 'doubt'], options: {} });
    expect(said('alice')).toBe(`Nu e rândul tău; paharul e la ${at('bob')}.`);

    // A moderator makes Romanian the server's language: the channel now reads Romanian, bob's own replies stay English.
    e2e.sandbox.standin.setModerator('mona');
    await e2e.sandbox.command('mona', { path: ['gm', 'config', 'set'], options: { language: 'ro' } });
    e2e.sandbox.dice.force([3, 1]);
    await e2e.sandbox.press('bob', 'Doubt');
    expect(channelText()).toContain(`Mâna 2: ${at('bob')} aruncă sub pahar.`);
    await e2e.sandbox.command('alice', { path: ['tokyo', 'doubt'], options: {} });
    expect(said('alice')).toBe(`Nu e rândul tău; paharul e la ${at('bob')}.`);
    await e2e.sandbox.command('carol', { path: ['wallet', 'balance'], options: {} });
    expect(said('carol')).toBe('You have 100 tria.');
  });

  it('registers every command with its Romanian description beside the English one; the names stay English', () => {
    const tokyo = [...e2e.sandbox.standin.commands.values()].find((command) => command.name === 'tokyo')!;
    const definition = tokyo.definition as {
      description_localizations?: Record<string, string>;
      options?: { name: string; description_localizations?: Record<string, string> }[];
    };
    expect(definition.description_localizations?.ro).toBeTypeOf('string');
    const doubt = definition.options!.find((option) => option.name === 'doubt')!;
    expect(doubt.description_localizations?.ro).toBeTypeOf('string');
  });

  it('speaks the server’s Discord language in the channel when no moderator chose one, and a member’s own in English', async () => {
    // The server's Discord is in Romanian; a bot that connects then learns it.
    e2e.sandbox.standin.guildLocale = 'ro';
    await e2e.sandbox.restart();
    // The lobby's buttons are the channel's too: in Romanian.
    await e2e.run('alice', 'tokyo', 'open', { buy_in: 0 });
    await e2e.sandbox.press('bob', 'Intră');
    e2e.sandbox.dice.force([5, 4]);
    await e2e.sandbox.press('alice', 'Începe');
    expect(channelText()).toContain(`Mâna 1: ${at('alice')} aruncă sub pahar.`);
    // alice's Discord is in English: her own dice come in English.
    expect(said('alice', 'dm')).toMatch(/^Your dice \(2d6\)/);
  });

  it('deals a Romanian member their dice in Romanian when someone else starts the round (their language remembered from their last interaction)', async () => {
    e2e.sandbox.standin.member('alice').locale = 'ro';
    await e2e.run('bob', 'liars', 'open', { buy_in: 0, dice: 2 });
    await e2e.sandbox.press('alice', 'Join');
    e2e.sandbox.dice.force([3, 4, 6, 6]);
    await e2e.sandbox.press('bob', 'Start');
    expect(said('alice', 'dm')).toMatch(/^Zarurile tale \(2d6\) în <#\d+>: \*\*6, 6\*\*/);
    expect(said('bob', 'dm')).toMatch(/^Your dice \(2d6\) in <#\d+>: \*\*3, 4\*\*/);
  });
});
