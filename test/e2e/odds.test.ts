// End-to-end: /odds (issue 33) tells the asker, privately and from their own sight only, their chances at the decision before them; the values are worked out here independently.
import { describe, expect, it } from 'vitest';
import { expectNothingHiddenInChannel, lastVisible, shownText, useSandbox } from './helpers.js';

const e2e = useSandbox();
const { said } = e2e;

const odds = async (name: string) => {
  await e2e.sandbox.command(name, { path: ['odds'], options: {} });
  return said(name);
};

/** n choose k. */
function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - i + 1)) / i;
  return result;
}

/** The chance of exactly k successes in n dice, each a success with chance p. */
const exactly = (n: number, k: number, p: number) => choose(n, k) * p ** k * (1 - p) ** (n - k);
const atLeast = (n: number, k: number, p: number) => Array.from({ length: n + 1 }, (_, i) => (i >= k ? exactly(n, i, p) : 0)).reduce((a, b) => a + b, 0);
const shown = (chance: number) => `${Math.round(chance * 100)}%`;

describe('issue 33: /odds', () => {
  it("LD-10/LD-11/LD-17 Liar's Dice: the standing bid's chance and each raise's, from the asker's hand alone", async () => {
    // alice 2 2 5 · bob 5 1 3 (LD-4: hidden hands); no wild ones.
    await e2e.startGame('liars', ['alice', 'bob'], [2, 2, 5, 5, 1, 3], { dice: 3 });
    const opening = await odds('alice');
    expect(opening).toContain('No bid to call yet: you open the round.');
    // A raise of 2 × 2: alice holds two 2s, so it is sure; 3 × 2 needs one 2 among bob's 3 dice.
    expect(opening).toContain(`2 × 2 ${shown(1)}`);
    expect(opening).toContain(`3 × 2 ${shown(atLeast(3, 1, 1 / 6))}`);
    expect(opening).toContain('Worked out over the 3 dice you cannot see');
    await e2e.sandbox.wait(3000);
    await e2e.run('alice', 'liars', 'bid', { quantity: 2, face: 5 });
    // bob holds one 5: the bid is true with at least one 5 among alice's 3 dice, spot on with exactly one.
    const bobs = await odds('bob');
    expect(bobs).toContain(`The standing bid, 2 × 5: true ${shown(atLeast(3, 1, 1 / 6))} (exactly 2: ${shown(exactly(3, 1, 1 / 6))})`);
    expect(shown(atLeast(3, 1, 1 / 6))).toBe('42%');
    // Nothing of alice's hand reached bob's answer, and nothing hidden reached the channel.
    expect(bobs).not.toMatch(/2, 2, 5/);
    expectNothingHiddenInChannel(e2e.sandbox);
    // A member without a seat is told the odds are worked out from their own seat.
    expect(await odds('carol')).toBe('You are not playing at this table: the odds are worked out from your own seat.');
  });

  it('LD-17 with wild ones a one counts for every face but ones', async () => {
    // alice 1 4 · bob 6 6: alice's 1 is wild, so she holds two 4s.
    await e2e.startGame('liars', ['alice', 'bob'], [1, 4, 6, 6], { dice: 2, wild_ones: true });
    const opening = await odds('alice');
    expect(opening).toContain(`2 × 4 ${shown(1)}`);
    expect(opening).toContain(`3 × 4 ${shown(atLeast(2, 1, 2 / 6))}`);
  });

  it('a server that turned the odds off answers so, and changes nothing', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await e2e.sandbox.command('mona', { path: ['gm', 'config', 'set'], options: { odds: false } });
    await e2e.startGame('liars', ['alice', 'bob'], [2, 2, 5, 5, 1, 3], { dice: 3 });
    expect(await odds('alice')).toBe('This server has turned the odds off.');
    await e2e.sandbox.command('mona', { path: ['gm', 'config', 'show'], options: {} });
    expect(shownText(lastVisible(e2e.sandbox, 'mona', 'ephemeral'))).toContain('No odds: /odds and the Odds button are off.');
  });
});
