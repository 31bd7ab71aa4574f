import { type Interaction, MessageFlags, type RepliableInteraction } from 'discord.js';
import { t } from '../i18n/index.js';
import { acknowledge } from './channels.js';
import type { BotContext } from './context.js';
import { decodeCustomId } from './custom-id.js';
import type { ComponentHandler, SlashCommand } from './handlers.js';
import { PlayerError } from './player-error.js';
import { readerIn, sentenceOf } from './wording.js';
import { languageOf, speaking } from '../i18n/voice.js';
import { rememberLocale } from './voices.js';

/** Answers once, ephemerally, whether or not the handler already replied or deferred. */
export async function answerPrivately(interaction: RepliableInteraction, content: string): Promise<void> {
  const message = { content, flags: MessageFlags.Ephemeral as const, allowedMentions: { parse: [] } };
  if (interaction.replied || interaction.deferred) await interaction.followUp(message);
  else await interaction.reply(message);
}

/**
 * The one place that catches: a player's mistake becomes one ephemeral
 * sentence, anything else one apology and one error log line. Handlers do
 * not wrap themselves.
 */
export function createDispatcher(commands: readonly SlashCommand[], components: readonly ComponentHandler[], context: BotContext) {
  const commandsByName = new Map(commands.map((command) => [command.data.name, command]));
  const componentsByAction = new Map(components.map((component) => [component.action, component]));
  if (componentsByAction.size !== components.length) throw new Error('two buttons share an action');
  const { log } = context;

  async function run(interaction: Interaction): Promise<void> {
    if (interaction.isChatInputCommand()) {
      const command = commandsByName.get(interaction.commandName);
      if (!command) throw new PlayerError('error-unknown-button');
      if (!interaction.inGuild()) throw new PlayerError('error-guild-only');
      await command.execute(interaction, context);
      return;
    }
    if (interaction.isMessageComponent()) {
      const id = decodeCustomId(interaction.customId);
      const component = id ? componentsByAction.get(id.action) : undefined;
      if (!id || !component) throw new PlayerError('error-unknown-button');
      if (!interaction.inGuild() && !component.inDms) throw new PlayerError('error-guild-only');
      await component.execute(interaction, id, context);
    }
  }

  /** The refusal in words; a refusal that cannot be worded is the program's mistake, and the player still gets an answer. */
  function refusalSentence(error: PlayerError, serverId: string | null, fields: Record<string, string>): string {
    try {
      return sentenceOf(error.refusal, readerIn(context, serverId));
    } catch (wordingError) {
      log.error({ ...fields, err: wordingError }, 'a refusal could not be worded');
      return t('error-unexpected');
    }
  }

  // Locales already written, so an interaction writes one only when a member's client language changed.
  const localesSeen = new Map<string, string>();

  /**
   * Everything a handler renders is in the member's own language (their
   * replies, their refusals) unless it renders for the channel, in the
   * server's (voices.ts).
   */
  return async function dispatch(interaction: Interaction): Promise<void> {
    rememberLocale(context.db, localesSeen, interaction.user.id, interaction.locale, context.now());
    return speaking(languageOf(interaction.locale) ?? 'en', () => handle(interaction));
  };

  async function handle(interaction: Interaction): Promise<void> {
    const what = interaction.isChatInputCommand()
      ? `/${interaction.commandName} ${interaction.options.getSubcommand(false) ?? ''}`.trim()
      : interaction.isMessageComponent()
        ? interaction.customId
        : `type ${interaction.type}`;
    const fields = { interaction: interaction.id, user: interaction.user.id, what };
    try {
      await run(interaction);
      // Whatever the handler's own answer met, the player is answered (channels.ts).
      if (interaction.isChatInputCommand() || interaction.isMessageComponent()) await acknowledge(context, interaction);
      log.debug(fields, 'interaction handled');
    } catch (error) {
      if (!interaction.isRepliable()) {
        log.error({ ...fields, err: error }, 'interaction failed');
        return;
      }
      const refused = error instanceof PlayerError;
      if (refused) log.info({ ...fields, refused: error.refusal.code }, 'interaction refused');
      else log.error({ ...fields, err: error }, 'interaction failed');
      try {
        await answerPrivately(interaction, refused ? refusalSentence(error, interaction.guildId, fields) : t('error-unexpected'));
      } catch (replyError) {
        log.warn({ ...fields, err: replyError }, 'could not answer the interaction');
      }
    }
  }
}
