/**
 * VA-2: each player chooses the point die by buttons showing their own three
 * dice — in the DM that carries them, or, with DMs closed, on the private
 * "Show my dice" answer — and may change it until everyone has settled. The
 * buttons' custom ids never name a die (issue 14).
 */
import { describe, expect, it } from 'vitest';
import { lastVisible, tableMessage, useSandbox } from './helpers.js';

const e2e = useSandbox();
const { said, at } = e2e;

async function start(players: readonly string[], dice: readonly number[], options: Record<string, string | number | boolean> = {}) {
  await e2e.run(players[0]!, 'valere', 'open', options);
  for (const player of players.slice(1)) await e2e.sandbox.press(player, 'Join');
  e2e.sandbox.dice.force([...dice]);
  await e2e.sandbox.press(players[0]!, 'Start');
}

const customIds = (name: string, to: 'dm' | 'ephemeral') =>
  lastVisible(e2e.sandbox, name, to).components.flatMap((row) => ((row.components ?? []) as { custom_id?: string }[]).map((child) => child.custom_id ?? ''));
const channelText = () =>
  e2e.sandbox.standin
    .channelMessages()
    .map((message) => message.content)
    .join('\n');

describe('VA-2: the point die by buttons on the player’s own dice', () => {
  it('in the DM: one button per die, a change of mind, the reveal using the last choice; no custom id names a die', async () => {
    await start(['alice', 'bob'], [6, 6, 5, 1, 2, 4], { target: 6 });
    expect(lastVisible(e2e.sandbox, 'alice', 'dm').components.length).toBe(1);
    const ids = customIds('alice', 'dm');
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(/^v1:\d+:0:valere-pointdie:[0-9a-f]{16}$/);
    await e2e.sandbox.press('alice', 'Keep 6 as point die');
    expect(said('alice')).toBe('You keep a 6 as your point die. You may change it until everyone has settled.');
    // Issue 30: the table message shows who has settled; the channel says nothing of it.
    expect(tableMessage(e2e.sandbox).embeds[0]!.fields!.find((field) => field.name === 'Players')!.value).toContain('alice — score 0 · settled');
    // A change of mind, by the same buttons.
    await e2e.sandbox.press('alice', 'Keep 5 as point die');
    expect(channelText()).not.toMatch(/point die: [56]|keeps? a [56]/);
    await e2e.sandbox.press('bob', 'Keep 4 as point die');
    expect(channelText()).toContain(`${at('alice')}: 6+6 | 5 (sum 12)`);
    expect(channelText()).toContain(`${at('bob')}: 1+2 | 4 (sum 3)`);
  });

  it('with DMs closed: the private "Show my dice" answer carries the same buttons, and they work there', async () => {
    e2e.sandbox.standin.setDmsClosed('bob');
    await start(['alice', 'bob'], [3, 3, 2, 5, 5, 1], { target: 9 });
    await e2e.sandbox.press('bob', 'Show my dice');
    expect(lastVisible(e2e.sandbox, 'bob', 'ephemeral').content).toMatch(/5, 5, 1/);
    expect(customIds('bob', 'ephemeral')).toHaveLength(3);
    await e2e.sandbox.press('bob', 'Keep 1 as point die');
    expect(said('bob')).toBe('You keep a 1 as your point die. You may change it until everyone has settled.');
    await e2e.sandbox.press('alice', 'Keep 2 as point die');
    expect(channelText()).toContain(`${at('bob')}: 5+5 | 1 (sum 10)`);
  });
});
