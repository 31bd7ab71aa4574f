/**
 * What players see before they sit down (issue 13, Common terms ruling):
 * the lobby, the join confirmation and /table status say what is played —
 * the stakes, what each player puts in at the start, and every option that
 * differs from the game's default, in words, and the turn timer (issue 30); and a host seated at open chooses a team
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
    // Issue 30: in words, not `dice:4 · wild_ones:on`; the server's turn timer [5m] is said too.
    expect(terms()).toBe(
      'For tria: 15 tria from each wallet at the start.\nAt this table: 4 dice each; ones are wild (except in bids on ones).\nEach turn has 5 minutes (then the table plays for you).',
    );
    await e2e.run('bob', 'table', 'join');
    expect(said('bob')).toBe(
      "You took seat 2 at the Liar's Dice table. For tria: 15 tria from each wallet at the start. At this table: 4 dice each; ones are wild (except in bids on ones). Each turn has 5 minutes (then the table plays for you).",
    );
  });

  it('a points Tokyo lobby with the usual rules; the server’s currency is the one written', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await e2e.sandbox.command('mona', { path: ['gm', 'config', 'set'], options: { currency_symbol: '₮' } });
    await e2e.run('alice', 'tokyo', 'open', { stack: 500 });
    expect(terms()).toBe(
      'For points: a stack of 500 each; 10 of it in at the start.\nThe usual rules.\nEach turn has 5 minutes (then the table plays for you).',
    );
    await e2e.run('alice', 'table', 'end');
    await e2e.run('alice', 'tokyo', 'open', { stakes: 'tria', buy_in: 20, variant: 'tokyetto' });
    expect(terms()).toBe(
      'For tria: ₮20 from each wallet at the start.\nAt this table: 31 ranks just below 21 (Tokyetto).\nEach turn has 5 minutes (then the table plays for you).',
    );
  });

  it('Vitaji: the ante its preset sets, and /table status says what is played after the start too, when the table message no longer does', async () => {
    await e2e.run('alice', 'vitaji', 'open', { preset: 'standard' });
    expect(terms()).toBe(
      'For points: a stack of 1000 each; 10 of it in at the start.\nAt this table: standard rules (a d20, 10 rounds, 4 rerolls).\nEach turn has 5 minutes (then the table plays for you).',
    );
    await e2e.run('bob', 'table', 'join');
    await e2e.run('alice', 'table', 'start');
    expect(shownText(tableMessage(e2e.sandbox))).not.toContain('What is played');
    await e2e.run('carol', 'table', 'status');
    expect(shownText(lastVisible(e2e.sandbox, 'carol', 'ephemeral'))).toContain('For points: a stack of 1000 each; 10 of it in at the start.');
  });
});

// Issue 30: the options in words in the reader's language, the turn timer included — whenever the table has one, default or not.
describe('the terms in words, with the turn timer', () => {
  /** The terms field of the /table status `member` was last answered with, under its name in their language. */
  const statusTerms = (member: string, name = 'What is played') =>
    lastVisible(e2e.sandbox, member, 'ephemeral').embeds[0]!.fields!.find((field) => field.name === name)?.value;

  it('a turn timer of 1 hour and 30 minutes is said in the lobby and /table status, and the channel no longer shows option syntax', async () => {
    await e2e.run('alice', 'vitaji', 'open', { preset: 'casual', bonuses: true, turn_timeout: '1h 30m' });
    const lines =
      'At this table: casual rules (a d6, 5 rounds); with bonuses (triples and sweeps).\nEach turn has 1 hour and 30 minutes (then the table plays for you).';
    expect(terms()).toBe(`For points: a stack of 1000 each; 10 of it in at the start.\n${lines}`);
    expect(shownText(tableMessage(e2e.sandbox))).not.toMatch(/preset:|bonuses:|\bda\b/);
    await e2e.run('carol', 'table', 'status');
    expect(statusTerms('carol')).toContain(lines);
  });

  it('without a timer (timeout off) the terms say no turn time', async () => {
    await e2e.run('alice', 'eleven', 'open', { order_roll: false, multiplier: 2, turn_timeout: 'off' });
    expect(terms()).toBe('For points: a stack of 1000 each; 22 of it in at the start.\nAt this table: picks go in seat order; every payout × 2.');
  });

  it('in Romanian: the lobby in the server’s language, /table status in the asker’s', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await e2e.sandbox.command('mona', { path: ['gm', 'config', 'set'], options: { language: 'ro', turn_timeout: '2m' } });
    await e2e.run('alice', 'liars', 'open', { dice: 2, wild_ones: true, call_window: 5, spot_on: 'caller-two' });
    const romanian =
      'La masa asta: fiecare cu câte 2 zaruri; la fix: pierde doar cel care contestă, și pierde două zaruri; 1 e joker (mai puțin la licitațiile pe 1); 5 secunde ca să contești o licitație înaintea următoarei.\nFiecare tură are 2 minute (apoi masa joacă în locul tău).';
    const field = tableMessage(e2e.sandbox).embeds[0]!.fields!.find((field) => field.name === 'Ce se joacă')?.value;
    expect(field).toBe(`Pe puncte de masă: fiecare pornește cu 1000, din care pune 10 la început.\n${romanian}`);
    // carol's Discord speaks Romanian too: her /table status says it the same way.
    e2e.sandbox.standin.member('carol').locale = 'ro';
    await e2e.run('carol', 'table', 'status');
    expect(statusTerms('carol', 'Ce se joacă')).toContain(romanian);
    // bob reads English: his /table status says the same terms in English.
    await e2e.run('bob', 'table', 'status');
    expect(statusTerms('bob')).toContain(
      'At this table: 2 dice each; spot on: only the caller loses, and loses two dice; ones are wild (except in bids on ones); 5 seconds to call a bid before the next one.\nEach turn has 2 minutes (then the table plays for you).',
    );
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
