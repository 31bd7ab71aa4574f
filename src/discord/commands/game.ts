// Builds each game's slash command (/<game> open and its plays) from the game's module, routing each play to the table in this channel.
import { type ChatInputCommandInteraction, SlashCommandBuilder, type SlashCommandSubcommandBuilder } from 'discord.js';
import { z } from 'zod';
import type { MessageParams } from '../../i18n/catalog.js';
import type { MessageKey } from '../../i18n/index.js';
import { actFromCommand, tableHere } from '../actions/table-actions.js';
import type { AnyGameModule, OptionText, SharedOpenOption } from '../kit/game-module.js';
import { PlayerError, parseOptions } from '../kit/player-error.js';
import { addZodOption, type OptionWords, shapeOf } from '../options/zod-options.js';
import type { BotContext } from '../runtime/context.js';
import { type SlashCommand, subcommandOptions } from '../runtime/handlers.js';
import { openTable, tableOptions, tableOptionTexts } from './open.js';

/**
 * The table a game's play goes to: the open one here; with none open, the
 * last one here if it was this game, so a late move is answered by its
 * rules (LD-8: a Call just after the call that ended the game is told who
 * called) instead of "there is no table".
 */
async function playedAt(interaction: ChatInputCommandInteraction, context: BotContext, gameId: string): Promise<number> {
  const open = await context.tables.tableIn(interaction.channelId);
  if (open !== null) return open;
  const latest = await tableHere(interaction, context, true);
  if ((await context.tables.publicTable(latest))?.game !== gameId) throw new PlayerError('error-no-table');
  return latest;
}

/** The open options every game shares, described once; their bounds are in games/shared/stakes.ts. */
const sharedOpenTexts: Record<SharedOpenOption, OptionText<MessageKey>> = {
  stakes: { description: 'cmd-game-open-stakes', choices: { points: 'cmd-game-open-stakes-points', tria: 'cmd-game-open-stakes-tria' } },
  stack: 'cmd-game-open-stack',
  buy_in: 'cmd-game-open-buy-in',
};

const isShared = (name: string): name is SharedOpenOption => Object.hasOwn(sharedOpenTexts, name);

function worded(text: OptionText<string>, t: (key: string) => string): OptionWords {
  if (typeof text === 'string') return { description: t(text) };
  return { description: t(text.description), choices: Object.fromEntries(Object.entries(text.choices).map(([value, key]) => [value, t(key)])) };
}

/** A confirmation's parameters: the command's options as the player typed them. */
function asParams(options: Record<string, unknown>, named: (option: string, value: string) => string | null): MessageParams {
  return Object.fromEntries(
    Object.entries(options).flatMap(([name, value]): [string, string | number][] =>
      typeof value === 'number'
        ? [[name, value]]
        : typeof value === 'string'
          ? // A choice reads as its name in the catalog ("add" → "add it to the score", in the reader's language).
            [[name, named(name, value) ?? value]]
          : value === undefined
            ? []
            : [[name, String(value)]],
    ),
  );
}

/**
 * `/<game>`: `open` with the shared options and the game's own (laid out from
 * its options schema), then one subcommand per play. One handler serves
 * every game: options parsed with the play's zod shape, the action made by
 * the play, confirmed in the game's words.
 */
export function gameCommand(module: AnyGameModule): SlashCommand {
  const { game, words, text, plays } = module;
  const t = (key: string) => words.t(key);
  const data = new SlashCommandBuilder().setName(game.id).setDescription(t(text.command));

  data.addSubcommand((sub) => {
    sub.setName('open').setDescription(t(text.open));
    for (const [name, schema] of Object.entries(shapeOf(game.optionsSchema))) {
      const own: Readonly<Record<string, OptionText<string>>> = text.options;
      const optionText = isShared(name) ? sharedOpenTexts[name] : own[name];
      if (optionText === undefined) throw new Error(`/${game.id} open: option ${name} has no description`);
      addZodOption(sub, name, schema, worded(optionText, t));
    }
    // Then the table's own settings, the same for every game.
    for (const [name, schema] of Object.entries(tableOptions(module))) {
      const optionText = tableOptionTexts[name];
      if (!schema || !optionText) throw new Error(`/${game.id} open: table option ${name} has no description`);
      addZodOption(sub, name, schema, worded(optionText, t));
    }
    return sub;
  });
  for (const play of plays.commands) {
    data.addSubcommand((sub: SlashCommandSubcommandBuilder) => {
      sub.setName(play.sub).setDescription(t(play.description));
      const texts: Readonly<Record<string, OptionText<string>>> = play.optionTexts ?? {};
      for (const [name, schema] of Object.entries(play.options ?? {})) {
        const optionText = texts[name];
        if (optionText === undefined) throw new Error(`/${game.id} ${play.sub}: option ${name} has no description`);
        addZodOption(sub, name, schema, worded(optionText, t));
      }
      return sub;
    });
  }

  const playsBySub = new Map(plays.commands.map((play) => [play.sub, play]));
  // Each play's options schema built once, not at every command: building one costs far more than parsing with it.
  const optionSchemas = new Map(plays.commands.map((play) => [play.sub, z.object(play.options ?? {})]));
  return {
    data,
    async execute(interaction, context) {
      const sub = interaction.options.getSubcommand();
      if (sub === 'open') return await openTable(interaction, context, module);
      const play = playsBySub.get(sub);
      if (!play) throw new PlayerError('error-unknown-button');
      // "No table here" comes before what is wrong with the options, as it did when the rules judged them.
      const tableId = await playedAt(interaction, context, module.game.id);
      const options = parseOptions(optionSchemas.get(sub) ?? z.object(play.options ?? {}), subcommandOptions(interaction, sub));
      const action = play.toAction(options);
      const choiceName = (option: string, value: string) => {
        const text = play.optionTexts?.[option];
        const key = typeof text === 'object' ? text.choices[value] : undefined;
        return key === undefined ? null : words.t(key);
      };
      await actFromCommand(interaction, context, { kind: 'play', action }, words.t(play.confirmKey, asParams(options, choiceName)), tableId);
    },
  };
}
