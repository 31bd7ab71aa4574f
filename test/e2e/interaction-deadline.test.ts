import { SlashCommandBuilder } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { SlashCommand } from '../../src/discord/handlers.js';
import type { Sandbox } from '../../src/sandbox/harness.js';
import { startSandbox } from './helpers.js';

let sandbox: Sandbox | null = null;
afterEach(async () => {
  await sandbox?.stop();
  sandbox = null;
});

/** A handler that dawdles past Discord's 3 seconds before answering (the shared clock moves on). */
function slowCommand(delayMs: number, clock: () => { advance(ms: number): void }): SlashCommand {
  return {
    data: new SlashCommandBuilder().setName('dawdle').setDescription('Answers late on purpose'),
    async execute(interaction) {
      clock().advance(delayMs);
      await interaction.reply({ content: 'finally' });
    },
  };
}

describe("Discord's 3-second rule", () => {
  it('a handler that answers after 3 s gets 10062 (Unknown interaction) and nothing is shown', async () => {
    sandbox = await startSandbox({ extraCommands: [slowCommand(3500, () => sandbox!.clock)] });
    const interaction = await sandbox.command('alice', { path: ['dawdle'], options: {} });
    expect(interaction.outcome).toBe('too-late');
    expect(sandbox.standin.refusalsGiven).toContainEqual(expect.objectContaining({ status: 404, code: 10062 }));
    expect(sandbox.standin.visibleTo('alice')).toEqual([]);
  });

  it('the same handler within 3 s is answered', async () => {
    sandbox = await startSandbox({ extraCommands: [slowCommand(2500, () => sandbox!.clock)] });
    const interaction = await sandbox.command('alice', { path: ['dawdle'], options: {} });
    expect(interaction.outcome).toBe('answered');
    expect(sandbox.standin.visibleTo('bob').map((message) => message.content)).toEqual(['finally']);
  });
});
