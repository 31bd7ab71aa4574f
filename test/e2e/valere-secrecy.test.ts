/**
 * VA-2: the point die is secret until the reveal — in the channel, the
 * bot's log (every line, debug included), the action log and every custom
 * id any member is shown (issue 14).
 */
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.js';
import { expectNothingHiddenInChannel, shownText, tableMessage, useSandbox } from './helpers.js';

const logLines: string[] = [];
const e2e = useSandbox({ log: createLogger({ level: 'debug', destination: { write: (line: string) => void logLines.push(line) } }) });
const { at } = e2e;

const valere = (name: string, sub: string, options: Record<string, string | number | boolean> = {}) => e2e.run(name, 'valere', sub, options);
const POINT_MENU = 'Keep as point die…';
const channel = () =>
  e2e.sandbox.standin
    .channelMessages()
    .map((message) => message.content)
    .join('\n');

async function start(players: readonly string[], dice: readonly number[], options: Record<string, string | number | boolean> = {}) {
  await valere(players[0]!, 'open', options);
  for (const player of players.slice(1)) await e2e.sandbox.press(player, 'Join');
  e2e.sandbox.dice.force([...dice]);
  await e2e.sandbox.press(players[0]!, 'Start');
}

describe('VA-2: the point die stays secret until the reveal', () => {
  it('no channel message, log line, action-log row or custom id names a point die before the reveal', async () => {
    await start(['alice', 'bob'], [2, 3, 5, 1, 4, 6], { target: 50 });
    await e2e.sandbox.select('alice', POINT_MENU, '2');
    await valere('alice', 'point', { die: 3 });
    await e2e.sandbox.select('alice', POINT_MENU, '5');
    // And by the buttons on her own dice in her DM: the press carries only a token.
    await e2e.sandbox.press('alice', 'Keep 2 as point die');
    // Before bob settles last, nothing public says which die anyone keeps.
    const before = e2e.sandbox.standin.channelMessages().flatMap((message) => message.history.map((version) => JSON.stringify(version)));
    for (const text of before) {
      const leak = /\| [1-6]/.exec(text);
      expect(leak && text.slice(Math.max(0, leak.index - 200), leak.index + 20)).toBeNull();
      expect(text).not.toMatch(/point die: ?[1-6]/i);
    }
    const rows = e2e.sandbox.db.prepare("SELECT payload FROM actions WHERE kind = 'play'").all() as { payload: string }[];
    expect(rows.map((row) => JSON.parse(row.payload))).toEqual([
      { kind: 'play', action: { kind: 'point' } },
      { kind: 'play', action: { kind: 'point' } },
      { kind: 'play', action: { kind: 'point' } },
      { kind: 'play', action: { kind: 'point' } },
    ]);
    // Every custom id any member was shown: the point menu names only its round; a DM's point-die buttons carry
    // only a token the bot recomputes from the hand's secret salt, never a die or its position.
    const ids = [...e2e.sandbox.standin.messages.values()].flatMap((message) =>
      (message.components as { components: { custom_id?: string }[] }[]).flatMap((row) => row.components.map((child) => child.custom_id ?? '')),
    );
    for (const id of ids.filter((candidate) => candidate.includes('valere-point:'))) expect(id).toMatch(/:valere-point:1$/);
    const dieButtons = ids.filter((candidate) => candidate.includes('valere-pointdie'));
    expect(dieButtons.length).toBeGreaterThan(0);
    for (const id of dieButtons) expect(id).toMatch(/:valere-pointdie:[0-9a-f]{16}$/);
    // The log says what was done (the command, the custom id), never the option or the pick.
    expect(logLines.join('')).toContain('interaction handled');
    expect(logLines.join('')).not.toMatch(/"die"|"values"/);
    expectNothingHiddenInChannel(e2e.sandbox);
    // The reveal shows alice's last choice, made in her DM: 3+5 | 2.
    e2e.sandbox.dice.force([1, 1, 1, 1, 1, 1]);
    await valere('bob', 'point', { die: 4 });
    expect(channel()).toContain(`Round 1, the hands (sum dice | point die):\n${at('alice')}: 3+5 | 2 (sum 8)\n${at('bob')}: 1+6 | 4 (sum 7)`);
    expect(shownText(tableMessage(e2e.sandbox))).toContain('score 2');
  });
});
