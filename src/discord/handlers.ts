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
}

/** A button or select, routed by the action in its custom id. */
export interface ComponentHandler {
  action: string;
  /** Whether it may be pressed in a DM (a control drawn on a player's own hidden roll); others are for servers only. */
  inDms?: boolean;
  execute(interaction: MessageComponentInteraction, id: CustomId, context: BotContext): Promise<void>;
}

/** The options as typed into one subcommand (in a group or not), by name, for a zod schema to judge. */
export function subcommandOptions(interaction: ChatInputCommandInteraction, sub: string): Record<string, unknown> {
  const top = interaction.options.data;
  const found = top.find((option) => option.name === sub) ?? top.flatMap((group) => group.options ?? []).find((option) => option.name === sub);
  const options: readonly CommandInteractionOption[] = found?.options ?? [];
  return Object.fromEntries(options.map((option) => [option.name, option.value]));
}
