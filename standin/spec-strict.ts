// Makes strict copies of discord-api-spec's zod schemas, so every nested object refuses fields Discord does not declare.

import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';

/**
 * A strict copy of one of discord-api-spec's schemas: every object in it,
 * however deep, refuses keys it does not declare.
 *
 * Why not the package's own `setStrictObject(true)`: it swaps the function
 * the module builds its objects with, but every exported schema is built
 * while the module is evaluated, before anyone can call it — so it changes
 * nothing for them. Instead this walks a schema's definition (zod's
 * documented `_zod.def`) and rebuilds each object with `catchall: never`,
 * exactly what `z.strictObject` builds; strings, numbers and their checks are
 * shared as they are. `z.lazy` references are followed only when parsed, so
 * the spec's recursive schemas (components in containers) cost nothing here.
 */

type Schema = core.$ZodType;

const leaves = new Set<string>(['string', 'number', 'int', 'boolean', 'bigint', 'literal', 'enum', 'null', 'undefined', 'unknown', 'any', 'never']);

const strictCopies = new WeakMap<Schema, Schema>();

/** A string's length check, with both bounds of its string (Discord words a length error by them). */
const lengthBounds = new WeakMap<object, { minimum?: number; maximum?: number }>();

function noteLengthBounds(checks: readonly core.$ZodCheck[]): void {
  const bounds: { minimum?: number; maximum?: number } = {};
  const lengthChecks = checks.filter((check) => {
    const def = check._zod.def as { check: string; minimum?: number; maximum?: number };
    if (def.check === 'min_length') bounds.minimum = def.minimum;
    else if (def.check === 'max_length') bounds.maximum = def.maximum;
    else return false;
    return true;
  });
  for (const check of lengthChecks) lengthBounds.set(check, bounds);
}

/** The bounds of the string a length check belongs to, if it came from the spec. */
export function boundsOfLengthCheck(check: unknown): { minimum?: number; maximum?: number } | undefined {
  return typeof check === 'object' && check !== null ? lengthBounds.get(check) : undefined;
}

function copy(schema: Schema, def: core.$ZodTypeDef): Schema {
  // `clone` builds a new schema of the same kind from a definition, keeping its checks.
  return (schema as z.ZodMiniType).clone(def as never);
}

/**
 * Makes every strict schema that reaches `original` (the spec reaches its
 * schemas through `z.lazy`, so: every one parsed afterwards) use
 * `replace(strictCopy)` instead — for where Discord's docs correct the spec.
 */
export function overrideStrictly<T extends Schema>(original: T, replace: (strictCopy: T) => Schema): void {
  strictCopies.set(original, replace(strictly(original)));
}

/** The same object schema, ignoring keys it does not declare (as `z.object` does); what it declares stays strict. */
export function lenient<T extends Schema>(schema: T): T {
  const def = schema._zod.def as core.$ZodObjectDef;
  if (def.type !== 'object') throw new Error(`spec-strict: lenient() takes an object, not ${def.type}`);
  return copy(schema, { ...def, catchall: undefined } as core.$ZodObjectDef) as T;
}

export function strictly<T extends Schema>(schema: T): T {
  const known = strictCopies.get(schema);
  if (known) return known as T;
  const def = schema._zod.def as core.$ZodTypes['_zod']['def'];
  let strict: Schema;
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(Object.entries(def.shape).map(([key, value]) => [key, strictly(value)]));
      strict = copy(schema, { ...def, shape, catchall: z.never() } as core.$ZodObjectDef);
      break;
    }
    case 'array':
      strict = copy(schema, { ...def, element: strictly(def.element) } as core.$ZodArrayDef);
      break;
    case 'union':
      strict = copy(schema, { ...def, options: def.options.map(strictly) } as core.$ZodUnionDef);
      break;
    case 'intersection':
      strict = copy(schema, { ...def, left: strictly(def.left), right: strictly(def.right) } as core.$ZodIntersectionDef);
      break;
    case 'record':
      strict = copy(schema, { ...def, valueType: strictly(def.valueType) } as core.$ZodRecordDef);
      break;
    case 'optional':
    case 'nullable':
      strict = copy(schema, { ...def, innerType: strictly(def.innerType) } as core.$ZodOptionalDef);
      break;
    case 'lazy': {
      const getter = def.getter;
      strict = copy(schema, { ...def, getter: () => strictly(getter()) } as core.$ZodLazyDef);
      break;
    }
    default:
      // Strings, numbers, literals and the like hold no object; a kind this
      // walk does not know might, so a new spec version using one is noticed.
      if (!leaves.has(def.type)) throw new Error(`spec-strict: no rule for zod type ${def.type}`);
      if (def.type === 'string') noteLengthBounds(def.checks ?? []);
      strict = schema;
  }
  strictCopies.set(schema, strict);
  return strict as T;
}
