// The /verify command: anyone checks a revealed hidden roll against its commitment code, with the answer posted publicly.
import { SlashCommandBuilder } from 'discord.js';
import { t } from '../../i18n/index.js';
import { PlayerError } from '../kit/player-error.js';
import { mention } from '../kit/wording.js';
import { inServerLanguage } from '../language/readers.js';
import type { SlashCommand } from '../runtime/handlers.js';

const data = new SlashCommandBuilder()
  .setName('verify')
  .setDescription(t('cmd-verify'))
  .addStringOption((o) => o.setName('code').setDescription(t('cmd-verify-code')).setRequired(true).setMaxLength(64));

/** RL-2: anyone checks a revealed roll; the answer is public, so the table sees it too. */
export const verifyCommand: SlashCommand = {
  data,
  async execute(interaction, context) {
    const code = interaction.options.getString('code', true).trim().toLowerCase();
    const outcome = await context.commitments.verify({ code, serverId: interaction.guildId!, requester: interaction.user.id, now: context.now() });
    switch (outcome.verdict) {
      case 'bad-code':
        throw new PlayerError('verify-bad-code');
      case 'unknown':
        throw new PlayerError('verify-unknown', { code });
      case 'not-revealed':
        // Issue 30: a hidden /roll is not a game's: only its roller shows it, by verifying it.
        if (outcome.roller) throw new PlayerError('verify-roll-not-revealed', { code, member: mention(outcome.roller) });
        throw new PlayerError('verify-not-revealed', { code });
      case 'never-shown':
        throw new PlayerError(outcome.why === 'discarded' ? 'verify-discarded' : 'verify-game-over', { code });
      case 'mismatch':
        context.log.error({ code }, 'a revealed commitment does not match its hash');
        await interaction.reply({
          content: await inServerLanguage(context, interaction.guildId, () => t('verify-mismatch', { code })),
          allowedMentions: { parse: [] },
        });
        return;
      case 'match': {
        const { record, preimage } = outcome;
        const content = await inServerLanguage(context, interaction.guildId, () =>
          t('verify-match', {
            code,
            member: mention(record.ownerId),
            label: record.label,
            dice: record.dice.join(', '),
            salt: record.salt,
            preimage,
            hash: record.hash,
          }),
        );
        await interaction.reply({ content, allowedMentions: { parse: [] } });
      }
    }
  },
};
