import { SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import { commitmentPreimage, isCommitmentCode, matchesCommitment } from '../../dice/commitment.js';
import { findCommitment, revealCommitment } from '../../db/commitments.js';
import { t } from '../../i18n/index.js';
import type { SlashCommand } from '../handlers.js';
import { parseOptions, PlayerError } from '../player-error.js';
import { mention } from '../render/table.js';

const data = new SlashCommandBuilder()
  .setName('verify')
  .setDescription('Check a revealed hidden roll against its commitment')
  .addStringOption((o) => o.setName('code').setDescription('The 12-character commitment code').setRequired(true).setMaxLength(64));

const optionsSchema = z.object({
  code: z
    .string()
    .trim()
    .toLowerCase()
    .refine(isCommitmentCode, { error: 'a commitment code is 12 characters of 0–9 and a–f' }),
});

/**
 * RL-2: recomputes the hash from the revealed dice and salt. A game reveals
 * its dice itself; a plain `/roll` hidden roll is revealed when its roller
 * runs `/verify` on it — the roller choosing to show it is the reveal.
 */
export const verifyCommand: SlashCommand = {
  data,
  async execute(interaction, context) {
    const { code } = parseOptions(optionsSchema, { code: interaction.options.getString('code', true) });
    let record = findCommitment(context.db, code);
    if (!record || record.serverId !== interaction.guildId) throw new PlayerError('verify-unknown', { code });
    if (record.revealedAt === null) {
      const ownPlainRoll = record.tableId === null && record.ownerId === interaction.user.id;
      if (!ownPlainRoll) throw new PlayerError('verify-not-revealed', { code });
      record = revealCommitment(context.db, code, context.now());
    }
    const matches = matchesCommitment(record.hash, record.dice, record.salt);
    const content = matches
      ? t('verify-match', {
          code,
          member: mention(record.ownerId),
          label: record.label,
          dice: record.dice.join(', '),
          salt: record.salt,
          preimage: commitmentPreimage(record.dice, record.salt),
          hash: record.hash,
        })
      : t('verify-mismatch', { code });
    await interaction.reply({ content, allowedMentions: { parse: [] } });
    if (!matches) context.log.error({ code }, 'a revealed commitment does not match its hash');
  },
};
