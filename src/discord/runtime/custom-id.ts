// Encodes and decodes button and menu custom ids (v1:table:version:action[:argument]) so an outdated button is refused before any rule runs.
import { z } from 'zod';

/**
 * Buttons say what they act on and at which table version:
 * `v1:<table>:<version>:<action>[:<argument>]`. A button from an older
 * version is refused before any rule runs. Some buttons mean the same at any
 * version (Join, Show my dice) and some belong to no table (the "Show my
 * dice" of a lone /roll): on the wire both are written 0, as the buttons
 * already posted in servers say. Nothing secret ever goes in here: Discord
 * shows custom ids to clients.
 */
export interface CustomId {
  /** null: not a table's (a lone /roll). */
  tableId: number | null;
  version: number | 'any';
  action: string;
  argument: string | null;
}

const pattern = /^v1:(\d{1,15}):(\d{1,15}):([a-z][a-z-]{0,31})(?::([\w.-]{1,40}))?$/;

const customIdSchema = z
  .string()
  .max(100)
  .regex(pattern)
  .transform((text): CustomId => {
    const [, table, version, action, argument] = pattern.exec(text)!;
    return {
      tableId: Number(table) === 0 ? null : Number(table),
      version: Number(version) === 0 ? 'any' : Number(version),
      action: action!,
      argument: argument ?? null,
    };
  });

export function encodeCustomId({ tableId, version, action, argument }: CustomId): string {
  const id = `v1:${tableId ?? 0}:${version === 'any' ? 0 : version}:${action}${argument === null ? '' : `:${argument}`}`;
  if (!pattern.test(id)) throw new Error(`custom id ${id} does not fit the v1 format`);
  return id;
}

export function decodeCustomId(text: string): CustomId | null {
  const parsed = customIdSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}
