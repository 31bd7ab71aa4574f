// Builds a slash command's options from the same zod schema that parses them, so the bounds Discord shows are the ones the bot enforces.
import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { z } from 'zod';

/**
 * Discord's command picker shows an option's type, bounds and choices; the
 * same zod schema that parses the option says what they are, so every bound
 * a member sees is one the bot enforces (one set of bounds). What only the
 * rules can judge (a bid against the dice in play) is theirs to refuse.
 */

/** How an option reads in the picker, already in words. */
export interface OptionWords {
  description: string;
  /** For a choice list: each value's name. */
  choices?: Readonly<Record<string, string>>;
}

type Schema = z.core.$ZodType;

interface Unwrapped {
  schema: Schema;
  required: boolean;
}

/** The schema under optional, default and transform wrappers: what the member types. */
function unwrap(schema: Schema): Unwrapped {
  let current = schema;
  let required = true;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodDefault) {
      required = false;
      current = current.unwrap();
    } else if (current instanceof z.ZodPipe) {
      current = current.in;
    } else {
      return { schema: current, required };
    }
  }
}

/** What a member types for an option, as text to convert: a number, true/false, or words. */
export function optionKind(schema: Schema): 'number' | 'boolean' | 'string' {
  const { schema: base } = unwrap(schema);
  return base instanceof z.ZodNumber ? 'number' : base instanceof z.ZodBoolean ? 'boolean' : 'string';
}

/** Adds one option, typed and bounded by its zod schema; an unsupported schema is a programming error, found at start. */
export function addZodOption(sub: SlashCommandSubcommandBuilder, name: string, schema: Schema, words: OptionWords): void {
  const { schema: base, required } = unwrap(schema);
  if (base instanceof z.ZodNumber) {
    const bounded = <O extends { setMinValue(value: number): O; setMaxValue(value: number): O }>(option: O): O => {
      // `.int()` alone bounds a number by the safe integers: that is no bound a member needs to see.
      if (base.minValue !== null && Math.abs(base.minValue) < Number.MAX_SAFE_INTEGER) option.setMinValue(base.minValue);
      if (base.maxValue !== null && Math.abs(base.maxValue) < Number.MAX_SAFE_INTEGER) option.setMaxValue(base.maxValue);
      return option;
    };
    if (base.isInt) sub.addIntegerOption((o) => bounded(o.setName(name).setDescription(words.description).setRequired(required)));
    else sub.addNumberOption((o) => bounded(o.setName(name).setDescription(words.description).setRequired(required)));
    return;
  }
  if (base instanceof z.ZodBoolean) {
    sub.addBooleanOption((o) => o.setName(name).setDescription(words.description).setRequired(required));
    return;
  }
  if (base instanceof z.ZodEnum) {
    const values = base.options.map(String);
    const choices = values.map((value) => {
      const label = words.choices?.[value];
      if (label === undefined) throw new Error(`option ${name}: no name for the choice ${value}`);
      return { name: label, value };
    });
    sub.addStringOption((o) =>
      o
        .setName(name)
        .setDescription(words.description)
        .setRequired(required)
        .addChoices(...choices),
    );
    return;
  }
  if (base instanceof z.ZodString) {
    sub.addStringOption((o) => {
      o.setName(name).setDescription(words.description).setRequired(required);
      if (base.minLength !== null) o.setMinLength(base.minLength);
      if (base.maxLength !== null) o.setMaxLength(base.maxLength);
      return o;
    });
    return;
  }
  throw new Error(`option ${name}: no Discord option type for this schema`);
}

/** The fields of an object schema, to lay out as options; anything else is a programming error, found at start. */
export function shapeOf(schema: Schema): Readonly<Record<string, Schema>> {
  if (!(schema instanceof z.ZodObject)) throw new Error('open options must be a zod object');
  return schema.shape;
}
