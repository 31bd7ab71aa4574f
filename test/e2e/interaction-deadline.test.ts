// End-to-end: Discord's 3-second rule on the stand-in — a handler that answers late gets 10062 and shows nothing; one in time is answered.
import { SlashCommandBuilder } from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { SlashCommand } from '../../src/discord/runtime/handlers.js';
import { useSandbox } from './helpers.js';

/** A handler that dawdles before answering (the shared clock moves on). */
function slowCommand(name: string, delayMs: number): SlashCommand {
  return {
    data: new SlashCommandBuilder().setName(name).setDescription('Answers late on purpose'),
    async execute(interaction) {
      e2e.sandbox.clock.advance(delayMs);
      await interaction.reply({ content: 'finally' });
    },
  };
}

const e2e = useSandbox({ extraCommands: [slowCommand('dawdle', 3500), slowCommand('hurry', 2500)] });

describe("Discord's 3-second rule", () => {
  it('a handler that answers after 3 s gets 10062 (Unknown interaction) and nothing is shown', async () => {
    // The late answer is what this test is about: the suite-wide check must not count it.
    e2e.sandbox.standin.expectRefusal(10062);
    const interaction = await e2e.sandbox.command('alice', { path: ['dawdle'], options: {} });
    expect(interaction.outcome).toBe('too-late');
    expect(e2e.sandbox.standin.refusalsGiven).toContainEqual(expect.objectContaining({ status: 404, code: 10062 }));
    expect(e2e.sandbox.standin.visibleTo('alice')).toEqual([]);
  });

  it('the same handler within 3 s is answered', async () => {
    const interaction = await e2e.sandbox.command('alice', { path: ['hurry'], options: {} });
    expect(interaction.outcome).toBe('answered');
    expect(e2e.sandbox.standin.visibleTo('bob').map((message) => message.content)).toEqual(['finally']);
  });
});
