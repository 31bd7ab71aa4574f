/**
 * What players see before they sit down (issue 13, Common terms ruling):
 * the lobby, the join confirmation and /table status say what is played —
 * the stakes, what each player puts in at the start, and every option that
 * differs from the game's default; and a host seated at open chooses a team
 * (VJ-9) at open or by /table join team:, keeping the seat.
 */
import { describe, expect, it } from 'vitest';
import { allCommandData } from '../../src/main/commands.js';
import { lastVisible, shownText, tableMessage, useSandbox } from './helpers.js';

const e2e = useSandbox();
const { said } = e2e;

const terms = () => tableMessage(e2e.sandbox).embeds[0]!.fields!.find((field) => field.name === 'What is played')?.value;

describe('what is played, before anyone joins', () => {
  it("a tria Liar's Dice lobby: the buy-in from each wallet, and only the options that differ from the defaults", async () => {
    await e2e.run('alice', 'liars', 'open', { stakes: 'tria', buy_in: 15, dice: 4, wild_ones: true, spot_on: 'everyone' });
    // spot_on:everyone is the default: not said again.
    expect(terms()).toBe('For tria: 15 tria from each wallet at the start.\nPlayed with dice:4 · wild_ones:on.');
    await e2e.run('bob', 'table', 'join');
    expect(said('bob')).toBe("You took seat 2 at the Liar's Dice table. For tria: 15 tria from each wallet at the start. Played with dice:4 · wild_ones:on.");
  });

  it('a points Tokyo lobby with the usual rules; the server’s currency is the one written', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await e2e.sandbox.command('mona', { path: ['gm', 'config', 'set'], options: { currency_symbol: '₮' } });
    await e2e.run('alice', 'tokyo', 'open', { stack: 500 });
    expect(terms()).toBe('For points: a stack of 500 each; 10 of it in at the start.\nThe usual rules.');
    await e2e.run('alice', 'table', 'end');
    await e2e.run('alice', 'tokyo', 'open', { stakes: 'tria', buy_in: 20, variant: 'tokyetto' });
    expect(terms()).toBe('For tria: ₮20 from each wallet at the start.\nPlayed with variant:tokyetto.');
  });

  it('Vitaji: the ante its preset sets, and /table status says what is played after the start too, when the table message no longer does', async () => {
    await e2e.run('alice', 'vitaji', 'open', { preset: 'standard' });
    expect(terms()).toBe('For points: a stack of 1000 each; 10 of it in at the start.\nPlayed with preset:standard.');
    await e2e.run('bob', 'table', 'join');
    await e2e.run('alice', 'table', 'start');
    expect(shownText(tableMessage(e2e.sandbox))).not.toContain('What is played');
    await e2e.run('carol', 'table', 'status');
    expect(shownText(lastVisible(e2e.sandbox, 'carol', 'ephemeral'))).toContain('For points: a stack of 1000 each; 10 of it in at the start.');
  });
});

describe('VJ-9: the host’s team', () => {
  it('is chosen at open, and a seated player moves to another team with /table join team:, keeping the seat', async () => {
    await e2e.run('alice', 'vitaji', 'open', { teams: true, team: 'red' });
    await e2e.run('bob', 'table', 'join', { team: 'blue' });
    const roster = () => tableMessage(e2e.sandbox).embeds[0]!.fields!.find((field) => field.name === 'Players')!.value;
    expect(roster()).toBe(`1. alice (red)\n2. bob (blue)`);
    await e2e.run('alice', 'table', 'join', { team: 'blue' });
    expect(said('alice')).toBe('You are in team blue now, keeping seat 1.');
    expect(roster()).toBe(`1. alice (blue)\n2. bob (blue)`);
    await e2e.run('alice', 'table', 'join');
    expect(said('alice')).toMatch(/already/);
  });

  it('is offered at open only by a game of teams', () => {
    const open = (game: string) =>
      allCommandData()
        .find((command) => command.name === game)!
        .options!.find((option) => option.name === 'open');
    const names = (game: string) => ((open(game) as { options?: { name: string }[] }).options ?? []).map((option) => option.name);
    expect(names('vitaji')).toContain('team');
    expect(names('liars')).not.toContain('team');
  });
});
