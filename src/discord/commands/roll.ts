// The /roll command: rolls dice notation publicly, hidden (sent by DM with a commitment posted in the channel), or to a named GM.
import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import { deliveryOf } from '../../engine/dice/hidden-rolls.js';
import { parseNotation } from '../../engine/dice/notation.js';
import { rollExpression } from '../../engine/dice/roller.js';
import { t } from '../../i18n/index.js';
import { deliverHidden } from '../delivery/hidden.js';
import { PlayerError, parseOptions } from '../kit/player-error.js';
import { mention } from '../kit/wording.js';
import { inMemberLanguage, inServerLanguage } from '../language/readers.js';
import { describeRoll } from '../render/roll.js';
import type { SlashCommand } from '../runtime/handlers.js';

const data = new SlashCommandBuilder()
  .setName('roll')
  .setDescription(t('cmd-roll'))
  .addStringOption((o) => o.setName('dice').setDescription(t('cmd-roll-dice')).setRequired(true).setMaxLength(200))
  .addStringOption((o) =>
    o
      .setName('mode')
      .setDescription(t('cmd-roll-mode'))
      .addChoices(
        { name: t('cmd-roll-mode-public'), value: 'public' },
        { name: t('cmd-roll-mode-hidden'), value: 'hidden' },
        { name: t('cmd-roll-mode-gm'), value: 'gm' },
      ),
  )
  .addUserOption((o) => o.setName('gm').setDescription(t('cmd-roll-gm')));

const optionsSchema = z.object({
  dice: z.string().max(200),
  mode: z.enum(['public', 'hidden', 'gm']).default('public'),
  gm: z.object({ id: z.string(), bot: z.boolean() }).optional(),
});

/** RL-1 plain rolls; RL-2 every hidden one committed in the channel when made. */
export const rollCommand: SlashCommand = {
  data,
  async execute(interaction, context) {
    const gmUser = interaction.options.getUser('gm');
    const options = parseOptions(optionsSchema, {
      dice: interaction.options.getString('dice', true),
      mode: interaction.options.getString('mode') ?? undefined,
      gm: gmUser ? { id: gmUser.id, bot: gmUser.bot } : undefined,
    });
    if (options.mode === 'gm' && !options.gm) throw new PlayerError('roll-gm-missing');
    if (options.mode !== 'gm' && options.gm) throw new PlayerError('roll-gm-without-mode');
    if (options.gm?.bot) throw new PlayerError('roll-gm-is-bot');

    const parsed = parseNotation(options.dice);
    if (!parsed.ok) throw new PlayerError(parsed.error.code, parsed.error.params);
    const outcome = rollExpression(parsed.expression, context.rng);
    const member = mention(interaction.user.id);

    if (options.mode === 'public') {
      // The channel reads the result in the server's language.
      const { text: result, listed } = await inServerLanguage(context, interaction.guildId, () => describeRoll(outcome));
      // A public roll is evidence too (/stats dice): each term's dice by their size, every roll of them (rerolled and
      // exploded ones too: each is a fair draw) — when the channel saw them listed.
      if (listed) {
        const shown = outcome.sets.flatMap((set) =>
          set.terms.flatMap((term) =>
            term.kind === 'dice' ? [{ owner: interaction.user.id, sides: term.sides, faces: term.dice.flatMap((die) => die.rolls) }] : [],
          ),
        );
        await context.records.recordShownDice({ serverId: interaction.guildId!, game: null }, shown);
      }
      const content = await inServerLanguage(context, interaction.guildId, () => t('roll-public', { member, result }));
      await interaction.reply({ content, allowedMentions: { parse: [] } });
      return;
    }

    const gm = options.gm?.id ?? null;
    const saved = await context.commitments.commitHiddenRoll({
      dice: outcome.dice,
      serverId: interaction.guildId!,
      channelId: interaction.channelId,
      tableId: null,
      owner: interaction.user.id,
      viewers: gm ? [gm] : [],
      label: outcome.notation,
      now: context.now(),
    });
    // The roller reads the reply in their own language (the dispatcher speaks it); a GM reads their DM in theirs.
    const secret = { result: describeRoll(outcome).text, code: saved.code, salt: saved.salt };
    await interaction.reply({
      content: gm ? t('roll-gm-result', { ...secret, gm: mention(gm) }) : t('roll-hidden-result', secret),
      flags: MessageFlags.Ephemeral,
      allowedMentions: { parse: [] },
    });
    // The commitment goes to the channel through the interaction, so it needs no send permission.
    // The commitment is the channel's to read: in the server's language.
    await interaction.followUp({
      content: await inServerLanguage(context, interaction.guildId, () =>
        gm
          ? t('roll-gm-committed', { member, label: saved.label, gm: mention(gm), code: saved.code })
          : t('hidden-committed', { member, label: saved.label, code: saved.code }),
      ),
      allowedMentions: { parse: [] },
    });
    if (gm) {
      const forGm = await inMemberLanguage(context, gm, () => describeRoll(outcome).text);
      await deliverHidden(context, [deliveryOf(saved, forGm)], { quiet: new Set([interaction.user.id]) });
    }
  },
};
