// Checks a button press or menu pick before any handler reads it: parses its forgeable payload with zod and insists it is this channel's table.
import { ComponentType, type MessageComponentInteraction } from 'discord.js';
import { z } from 'zod';
import type { PublicTable } from '../../engine/tables/service.js';
import type { MessageKey } from '../../i18n/index.js';
import { PlayerError } from '../kit/player-error.js';
import type { BotContext } from '../runtime/context.js';
import type { CustomId } from '../runtime/custom-id.js';
import type { ComponentHandler } from '../runtime/handlers.js';

/**
 * Everything a button press or a menu pick carries is typed by the member's
 * client, so a tampered one can send any custom id, component type and
 * values (issue 11). Each control says what it is; its payload is parsed
 * once, with zod, against that, and the table its custom id names must be
 * the table of the channel (or thread) it was used in — before any handler
 * reads a value.
 */
export interface ControlShape {
  /** A button, or a select menu (every menu we draw takes exactly one choice: Discord's default). */
  kind: 'button' | 'menu';
  /** The version a press must carry: the one it was drawn at, or any (the control means the same at every version). */
  version: 'current' | 'any';
  /** Whether the custom id must name a table ('required') or may name none (a lone /roll's "Show my dice"). */
  table: 'required' | 'optional';
  /** What the custom id's argument may be. */
  argument: z.ZodType<string | null, string | null>;
  /** The refusal when the payload does not fit. */
  refusal?: MessageKey;
  /** The refusal when only the version does not (Start: the roster that starts is the one the starter saw). */
  versionRefusal?: MessageKey;
}

export interface ControlPayload {
  tableId: number | null;
  version: number | 'any';
  argument: string | null;
  /** A menu's one chosen value; none for a button. */
  values: readonly string[];
}

/**
 * Built once per control and kept: a zod schema built anew costs about a
 * hundred times its parse (zod compiles each object schema on first use),
 * and the parse is on every press's way to its first response (issue 12).
 */
const schemas = new WeakMap<ControlShape, z.ZodType<ControlPayload>>();

function payloadSchema(shape: ControlShape): z.ZodType<ControlPayload> {
  let schema = schemas.get(shape);
  if (schema === undefined) {
    schema = buildSchema(shape);
    schemas.set(shape, schema);
  }
  return schema;
}

function buildSchema(shape: ControlShape): z.ZodType<ControlPayload> {
  return z.object({
    componentType: z.literal(shape.kind === 'menu' ? ComponentType.StringSelect : ComponentType.Button),
    values: shape.kind === 'menu' ? z.tuple([z.string().min(1).max(100)]) : z.tuple([]),
    tableId: shape.table === 'required' ? z.number().int().positive() : z.number().int().positive().nullable(),
    version: shape.version === 'current' ? z.number().int().positive() : z.union([z.number().int().positive(), z.literal('any')]),
    argument: shape.argument,
  });
}

/** The payload as the control allows it, or its one refusal. */
export function parseControl(interaction: MessageComponentInteraction, id: CustomId, shape: ControlShape): ControlPayload {
  const parsed = payloadSchema(shape).safeParse({
    componentType: interaction.componentType,
    values: interaction.isAnySelectMenu() ? interaction.values : [],
    tableId: id.tableId,
    version: id.version,
    argument: id.argument,
  });
  if (parsed.success) return parsed.data;
  const onlyVersion = parsed.error.issues.every((issue) => issue.path[0] === 'version');
  throw new PlayerError((onlyVersion ? shape.versionRefusal : undefined) ?? shape.refusal ?? 'error-control-mismatch');
}

/**
 * The table a control names, which must be the table of the channel (or
 * thread) it was used in: a table lives in one channel, and a table id is
 * only a number in text the client sends.
 */
export async function tableOfChannel(context: BotContext, tableId: number, channelId: string | null): Promise<PublicTable> {
  const table = await context.tables.publicTable(tableId);
  if (!table) throw new PlayerError('error-table-not-found');
  if (table.channelId !== channelId) throw new PlayerError('error-control-elsewhere');
  return table;
}

/** The table a private control names, wherever it was pressed (a DM). */
async function tableNamed(context: BotContext, tableId: number): Promise<PublicTable> {
  const table = await context.tables.publicTable(tableId);
  if (!table) throw new PlayerError('error-table-not-found');
  return table;
}

/** A table control's handler, once its payload fits and its table is this channel's. */
export type TableControlHandler = (
  interaction: MessageComponentInteraction,
  payload: ControlPayload & { tableId: number },
  table: PublicTable,
  context: BotContext,
) => Promise<void>;

/** A control of a table (lobby buttons, every game's controls): its payload parsed and its table checked before anything else. */
export function tableControl(action: string, shape: Omit<ControlShape, 'table'> & { inDms?: boolean }, execute: TableControlHandler): ComponentHandler {
  // One shape object for every press, so its schema is built once.
  const { inDms = false, ...controlShape } = shape;
  const required: ControlShape = { ...controlShape, table: 'required' };
  return {
    action,
    inDms,
    async execute(interaction, id, context) {
      const payload = parseControl(interaction, id, required);
      // Never null here (the schema requires a table): the guard tells TypeScript so without a cast.
      if (payload.tableId === null) throw new PlayerError('error-control-mismatch');
      // A private control pressed in a DM names its table in its id; the table service still checks the presser's own seat.
      const table =
        inDms && !interaction.inGuild() ? await tableNamed(context, payload.tableId) : await tableOfChannel(context, payload.tableId, interaction.channelId);
      await execute(interaction, { ...payload, tableId: payload.tableId }, table, context);
    },
  };
}
