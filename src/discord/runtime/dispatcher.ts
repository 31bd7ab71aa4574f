// The interaction dispatcher: claims each interaction once, routes it to its command or button, and answers every failure in one ephemeral sentence.
import { type ChatInputCommandInteraction, type Interaction, MessageFlags, type RepliableInteraction } from 'discord.js';
import { isDatabaseBusy, isDatabaseUnreachable } from '../../engine/write-lock.js';
import { t } from '../../i18n/index.js';
import { languageOf, speaking } from '../../i18n/language.js';
import { acknowledge, bestEffort } from '../delivery/channels.js';
import { PlayerError } from '../kit/player-error.js';
import { namingHouse, readerIn, sentenceOf } from '../kit/wording.js';
import { AnswerLine, LINE_TO_DEFER } from './answer-line.js';
import type { BotContext } from './context.js';
import { decodeCustomId } from './custom-id.js';
import { Deliveries } from './deliveries.js';
import { answersLate, type ComponentHandler, onlyReads, type SlashCommand, subcommandPath } from './handlers.js';
import { interactionAge, tooLateToAct } from './interaction-deadline.js';

/**
 * Lets the event loop take in whatever has arrived (interactions behind
 * this one) before this one's work at the database begins. That work runs
 * as one chain of promises, which nothing received meanwhile interrupts: in
 * a burst (150 joins at once) on a busy machine, the 100th join was read
 * only once the first ones had done theirs, 2.9 s after it was made, too
 * late even to be deferred. Yielded here, every one in the burst is read
 * (and deferred, in a long line) first.
 */
function afterWhatArrived(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Answers once, ephemerally, whether or not the handler already replied or
 * deferred. A deferred reply not yet filled in is filled in with it (a
 * follow-up would leave the member's "thinking…" standing).
 */
async function answerPrivately(interaction: RepliableInteraction, content: string): Promise<void> {
  const message = { content, flags: MessageFlags.Ephemeral as const, allowedMentions: { parse: [] } };
  if (interaction.deferred && !interaction.replied) await interaction.editReply({ content, allowedMentions: { parse: [] } });
  else if (interaction.replied || interaction.deferred) await interaction.followUp(message);
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

  const deliveries = new Deliveries(context.interactions, context.now);
  const line = new AnswerLine();

  /**
   * A command that may answer late, with a line of unanswered interactions
   * ahead of it, is answered "thinking…" (privately) before it waits its
   * turn at the database, and its handler fills that in: in a burst (150
   * joins at once) the tail would otherwise be answered past Discord's 3 s
   * on a busy host. Before the delivery is claimed: a copy's deferral is
   * refused by Discord (already answered) and costs only itself.
   */
  async function deferInLongLine(interaction: ChatInputCommandInteraction, command: SlashCommand, ahead: number): Promise<void> {
    if (ahead < LINE_TO_DEFER || !answersLate(command, interaction)) return;
    log.info({ ...fieldsOf(interaction), ahead }, 'deferred: a line of interactions waits ahead of it');
    await bestEffort(context, 'deferring in a long line', () => interaction.deferReply({ flags: MessageFlags.Ephemeral }));
  }

  /**
   * Issue 28: a copy of an interaction already handled (deliveries.ts)
   * changes nothing and says nothing: the first delivery answers, and
   * Discord refuses a second answer (40060) or, while the first is still
   * working, would let the copy take the answer the first owes (a hidden
   * roll's result). Checked before the handler's first await, so a copy
   * delivered at once is caught too. At most once: a bot killed between the
   * claim and the change has not answered either, so the member sees the
   * command fail and uses it again.
   */
  async function firstDelivery(interaction: Interaction, what: string, changes: boolean): Promise<boolean> {
    if (await deliveries.first(interaction.id, what, changes)) return true;
    log.info(fieldsOf(interaction), 'interaction delivered again; already handled, so not applied or answered again');
    return false;
  }

  /**
   * Issue 33: what a handler draws names house players as the server calls
   * them (`house_name`). Read once the interaction is claimed, after any
   * deferral: a line held at the database is deferred first.
   */
  async function namingHouseOf(serverId: string | null, work: () => Promise<void>): Promise<void> {
    const name = serverId === null ? null : (await context.servers.settings(serverId)).houseName;
    await namingHouse(name, work);
  }

  /** What the handler did: 'handled', or 'repeated' for a copy of an interaction already handled (left unanswered). */
  async function run(interaction: Interaction, ahead: number): Promise<'handled' | 'repeated'> {
    if (interaction.isChatInputCommand()) {
      const command = commandsByName.get(interaction.commandName);
      if (!command) throw new PlayerError('error-unknown-button');
      if (!interaction.inGuild()) throw new PlayerError('error-guild-only');
      await deferInLongLine(interaction, command, ahead);
      await afterWhatArrived();
      if (!(await firstDelivery(interaction, `/${interaction.commandName} ${subcommandPath(interaction)}`, !onlyReads(command, interaction))))
        return 'repeated';
      await namingHouseOf(interaction.guildId, () => command.execute(interaction, context));
      return 'handled';
    }
    if (interaction.isMessageComponent()) {
      const id = decodeCustomId(interaction.customId);
      const component = id ? componentsByAction.get(id.action) : undefined;
      if (!id || !component) throw new PlayerError('error-unknown-button');
      if (!interaction.inGuild() && !component.inDms) throw new PlayerError('error-guild-only');
      await afterWhatArrived();
      if (!(await firstDelivery(interaction, interaction.customId, !component.onlyReads))) return 'repeated';
      await namingHouseOf(interaction.guildId, () => component.execute(interaction, id, context));
    }
    return 'handled';
  }

  /** The refusal in words; a refusal that cannot be worded is the program's mistake, and the player still gets an answer. */
  async function refusalSentence(error: PlayerError, serverId: string | null, fields: Record<string, string>): Promise<string> {
    try {
      return sentenceOf(error.refusal, await readerIn(context, serverId));
    } catch (wordingError) {
      log.error({ ...fields, err: wordingError }, 'a refusal could not be worded');
      return t('error-unexpected');
    }
  }

  /**
   * Everything a handler renders is in the member's own language (their
   * replies, their refusals) unless it renders for the channel, in the
   * server's (language/readers.ts).
   */
  return async function dispatch(interaction: Interaction): Promise<void> {
    // Issue 27: an interaction at or past Discord's deadline (one replayed after a gateway resume, or
    // delivered late) was, or will be, shown to the member as failed, and they may try again: acting on it
    // would act twice (a gift, a bet, a grant). Nothing is done, not even the locale write
    // (interaction-deadline.ts says where the line is, clock skew allowed for).
    const now = context.now();
    if (tooLateToAct(interaction.createdTimestamp, now)) {
      log.warn(
        { ...fieldsOf(interaction), ageMs: interactionAge(interaction.createdTimestamp, now) },
        "interaction arrived too late to answer within Discord's deadline; not acted on",
      );
      return;
    }
    const ahead = line.join(interaction);
    try {
      return await speaking(languageOf(interaction.locale) ?? 'en', () => handle(interaction, ahead));
    } finally {
      line.leave(interaction);
    }
  };

  function fieldsOf(interaction: Interaction) {
    const what = interaction.isChatInputCommand()
      ? `/${interaction.commandName} ${interaction.options.getSubcommand(false) ?? ''}`.trim()
      : interaction.isMessageComponent()
        ? interaction.customId
        : `type ${interaction.type}`;
    return { interaction: interaction.id, user: interaction.user.id, what };
  }

  /** What the player reads when their interaction failed: the refusal, the busy database, or the apology. */
  async function failureSentence(error: unknown, interaction: Interaction, fields: Record<string, string>): Promise<string> {
    if (error instanceof PlayerError) return refusalSentence(error, interaction.guildId, fields);
    if (isDatabaseBusy(error)) return t('error-database-busy');
    return isDatabaseUnreachable(error) ? t('error-database-unreachable') : t('error-unexpected');
  }

  async function handle(interaction: Interaction, ahead: number): Promise<void> {
    const fields = fieldsOf(interaction);
    try {
      context.writeLock.waitAgainWhenCalm(context.now());
      // Issue 31: only noted here; written once the member is answered (writeRemembered, below).
      context.members.rememberLocale(interaction.user.id, interaction.locale, context.now());
      if ((await run(interaction, ahead)) === 'repeated') return;
      // Whatever the handler's own answer met, the player is answered (channels.ts).
      if (interaction.isChatInputCommand() || interaction.isMessageComponent()) await acknowledge(context, interaction);
      log.debug(fields, 'interaction handled');
    } catch (error) {
      if (!interaction.isRepliable()) {
        log.error({ ...fields, err: error }, 'interaction failed');
        return;
      }
      if (error instanceof PlayerError) log.info({ ...fields, refused: error.refusal.code }, 'interaction refused');
      // Another process holds SQLite's write lock (issue 27): the action's transaction rolled back.
      else if (isDatabaseBusy(error)) {
        // Writes meanwhile must not each hold the bot a second: they fail at once until the lock is gone.
        context.writeLock.stopWaiting(context.now());
        log.warn({ ...fields, err: error }, 'the database is busy (another program holds its write lock); not done');
      } else if (isDatabaseUnreachable(error)) log.warn({ ...fields, err: error }, 'PostgreSQL is unreachable; not done');
      else log.error({ ...fields, err: error }, 'interaction failed');
      try {
        await answerPrivately(interaction, await failureSentence(error, interaction, fields));
      } catch (replyError) {
        log.warn({ ...fields, err: replyError }, 'could not answer the interaction');
      }
    } finally {
      await writeRemembered(fields);
    }
  }

  /**
   * Issue 31: the member's name and locale are written after the handler
   * (its first answer long gone), never before it: the reply needs neither
   * (the handler reads them from Members meanwhile). A busy database keeps
   * them for the next interaction's write; the member was already answered.
   */
  async function writeRemembered(fields: Record<string, string>): Promise<void> {
    try {
      await context.members.writeRemembered();
    } catch (error) {
      if (!isDatabaseBusy(error)) {
        log.error({ ...fields, err: error }, "could not write the members' names and locales");
        return;
      }
      context.writeLock.stopWaiting(context.now());
      log.warn({ ...fields, err: error }, "the database is busy; the members' names and locales are written later");
    }
  }
}
