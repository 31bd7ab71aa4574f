// End-to-end: a command that arrives behind a long line of unanswered interactions is deferred at once and answered later (issue 32's CI: a join rush on a busy host).
import { describe, expect, it } from 'vitest';
import { LINE_TO_DEFER } from '../../src/discord/runtime/answer-line.js';
import { t } from '../../src/i18n/index.js';
import type { StandInInteraction } from '../../standin/model.js';
import { typeCommand } from '../../standin/users.js';
import { answerTo, useSandbox } from './helpers.js';

const e2e = useSandbox();
const answerOf = (interaction: StandInInteraction) => answerTo(e2e.sandbox, interaction);

describe('a long line: answered within 3 s however long the database takes', () => {
  it('behind 20 unanswered interactions a tournament join is deferred before it waits, then filled in with its answer or its refusal', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await e2e.run('mona', 'tournament', 'open', { game: 'vitaji', options: 'rounds=1 rerolls=1 ante=0', group_size: 4, advance: 1, games_per_round: 1 });
    // The database is held (another action's long transaction): every join waits in line behind it.
    let release = () => {};
    const held = e2e.sandbox.store.transaction(() => new Promise<void>((resolve) => (release = resolve)));
    const names = Array.from({ length: LINE_TO_DEFER }, (_, index) => `entrant${index + 1}`);
    const first = names.map((name) => typeCommand(e2e.sandbox.standin, name, { path: ['tournament', 'join'], options: {} }));
    // Behind them: two newcomers, and entrant1 joining a second time.
    const behind = ['late1', 'late2', 'entrant1'].map((name) => typeCommand(e2e.sandbox.standin, name, { path: ['tournament', 'join'], options: {} }));
    // Those behind are answered ("thinking…") while the database is still held: nothing of theirs has run yet.
    const deferred = await Promise.all(behind.map((interaction) => e2e.sandbox.standin.waitForAnswer(interaction.id, 60_000)));
    expect(deferred.map((interaction) => interaction.callbackType)).toEqual([5, 5, 5]);
    expect(first.every((interaction) => interaction.outcome === 'waiting')).toBe(true);
    release();
    await held;
    await Promise.all(first.map((interaction) => e2e.sandbox.standin.waitForAnswer(interaction.id, 60_000)));
    await e2e.sandbox.bot.idle();

    // The first twenty answered as always, each with its own confirmation.
    expect(first.map((interaction) => interaction.callbackType)).toEqual(first.map(() => 4));
    const seed = (index: number) => t('tournament-joined', { game: 'Vitaji', seed: index });
    expect(first.map((interaction) => answerOf(interaction).content)).toEqual(names.map((_, index) => seed(index + 1)));
    // Those deferred read their answer in place of "thinking…", privately; entrant1's second join its refusal.
    expect(behind.map(answerOf)).toEqual([
      { content: seed(LINE_TO_DEFER + 1), pending: false, privately: true },
      { content: seed(LINE_TO_DEFER + 2), pending: false, privately: true },
      { content: t('error-tournament-already-in'), pending: false, privately: true },
    ]);
  });
});
