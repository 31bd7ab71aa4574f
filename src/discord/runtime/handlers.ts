// The shapes of a slash command and a button/menu handler, and helpers to read a subcommand's options and whether it only reads.
import type {
  ChatInputCommandInteraction,
  CommandInteractionOption,
  MessageComponentInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { BotContext } from './context.js';
import type { CustomId } from './custom-id.js';

/** One slash command: its data and its handler, side by side in one file. */
export interface SlashCommand {
  data: { name: string; toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody };
  execute(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void>;
  /**
   * Issue 28: the subcommands (`status`, `config show`) that only read, or
   * `true` for a command that only reads. Every other use of the command is
   * applied once per interaction, however often Discord delivers it: a
   * command is taken to change something unless it says otherwise.
   */
  onlyReads?: true | readonly string[];
  /**
   * The subcommands whose handler answers a reply deferred before it ran (a
   * private "thinking…" it fills in): these are deferred at once when a line
   * of interactions waits ahead of them (dispatcher.ts), so a burst (150
   * joins at once) is answered within Discord's 3 s however long its tail
   * waits for the database.
   */
  answersLate?: readonly string[];
}

/** A button or select, routed by the action in its custom id. */
export interface ComponentHandler {
  action: string;
  /** Whether it may be pressed in a DM (a control drawn on a player's own hidden roll); others are for servers only. */
  inDms?: boolean;
  /** Issue 28: a control that only shows (Show my dice); any other is applied once per interaction. */
  onlyReads?: true;
  execute(interaction: MessageComponentInteraction, id: CustomId, context: BotContext): Promise<void>;
}

/** The options as typed into one subcommand (in a group or not), by name, for a zod schema to judge. */
export function subcommandOptions(interaction: ChatInputCommandInteraction, sub: string): Record<string, unknown> {
  const top = interaction.options.data;
  const found = top.find((option) => option.name === sub) ?? top.flatMap((group) => group.options ?? []).find((option) => option.name === sub);
  const options: readonly CommandInteractionOption[] = found?.options ?? [];
  return Object.fromEntries(options.map((option) => [option.name, option.value]));
}

/** `config set`, `bet`, or '' for a command without subcommands: the path `onlyReads` names. */
export function subcommandPath(interaction: ChatInputCommandInteraction): string {
  return [interaction.options.getSubcommandGroup(false), interaction.options.getSubcommand(false)].filter((part) => part !== null).join(' ');
}

/** Whether this use of a command may be deferred before its handler runs (`answersLate`). */
export function answersLate(command: SlashCommand, interaction: ChatInputCommandInteraction): boolean {
  return command.answersLate?.includes(subcommandPath(interaction)) ?? false;
}

/** Whether this use of a command only reads (answered as often as it is delivered, changing nothing). */
export function onlyReads(command: SlashCommand, interaction: ChatInputCommandInteraction): boolean {
  const { onlyReads: reads } = command;
  return reads === true || (reads?.includes(subcommandPath(interaction)) ?? false);
}
