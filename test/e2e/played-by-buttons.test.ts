/**
 * Issue 30, done when: a whole game of each game, played by buttons and
 * menus in the sandbox (test/transcripts/buttons/*.txt), ends with a line
 * naming every payout, and says fewer lines a round in the channel than
 * before the issue.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runTranscript } from '../../sandbox/transcript/run.js';
import { sandboxesPerTest } from './helpers.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Channel lines a round before issue 30, measured at commit ed3c02a on the
 * same games (test/transcripts/<game>.txt then): every non-empty line of
 * every channel message that is not the table message, over the rounds
 * (Tokyo: hands) the game played.
 */
const BEFORE = {
  liars: { lines: 48, rounds: 5 },
  tokyo: { lines: 25, rounds: 4 },
  vitaji: { lines: 20, rounds: 3 },
  valere: { lines: 64, rounds: 4 },
  eleven: { lines: 153, rounds: 11 },
} as const;

/** What the end of each game must say: every payout, in the channel's words. */
const PAYOUTS: Record<keyof typeof BEFORE, readonly string[]> = {
  liars: ['Paid out of the table: @bob 40 tria.'],
  tokyo: ['Paid out of the table: @bob 15 tria.'],
  vitaji: ['Paid out of the table: @alice 80 tria.'],
  valere: ['Paid out of the table: @alice 75 tria.'],
  // EL-9: Eleven's own end line pays each buy-in back with the net.
  eleven: ['Each player is paid back their buy-in plus their net:\n@alice: net +2, paid back 13\n@bob: net +3, paid back 14\n@carol: net -5, paid back 6'],
};

interface Message {
  kind: string;
  to?: 'channel' | 'dm' | 'ephemeral';
  user?: string | null;
  content?: string;
  embeds?: unknown[];
}

const start = sandboxesPerTest('buttons');

/** The game's button transcript through the real bot: what the channel said (names for mentions), and every private answer. */
async function play(game: keyof typeof BEFORE): Promise<{ channel: string[]; privately: string[] }> {
  const sandbox = await start();
  const out: string[] = [];
  const script = readFileSync(join(root, 'test/transcripts/buttons', `${game}.txt`), 'utf8');
  const { exitCode } = await runTranscript(script, { sandbox, json: true, out: (line) => out.push(line) });
  expect(exitCode).toBe(0);
  const lines = out.map((line) => JSON.parse(line) as Message);
  expect(lines.filter((line) => line.kind === 'error')).toEqual([]);
  const named = (text: string) => text.replace(/<@(\d+)>/g, (mention, id: string) => `@${sandbox.standin.users.get(id)?.name ?? mention}`);
  const messages = lines.filter((line) => line.kind === 'message');
  return {
    channel: messages.filter((message) => message.to === 'channel' && message.embeds?.length === 0).map((message) => named(message.content ?? '')),
    privately: messages.filter((message) => message.to === 'ephemeral').map((message) => message.content ?? ''),
  };
}

describe('a whole game of each game, played by buttons (issue 30)', () => {
  it.each(Object.keys(BEFORE) as (keyof typeof BEFORE)[])('%s: every move taken, every payout named, fewer channel lines a round than before', async (game) => {
    const { channel, privately } = await play(game);
    // Nothing refused: the only private answers are a join's, a watch's, a point die kept (VA-2) and the final scoresheet.
    expect(privately.filter((said) => !/^You took seat|^You are watching|^You keep a \d as your point die|— scoresheet/.test(said))).toEqual([]);
    const text = channel.join('\n');
    for (const payout of PAYOUTS[game]) expect(text).toContain(payout);
    const lines = channel.flatMap((message) => message.split('\n')).filter((line) => line.trim() !== '');
    const before = BEFORE[game];
    const perRound = lines.length / before.rounds;
    expect(perRound, `${lines.length} lines over ${before.rounds} rounds:\n${lines.join('\n')}`).toBeLessThan(before.lines / before.rounds);
  });
});
