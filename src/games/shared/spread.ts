/**
 * At most `limit` positions out of `count`, spread evenly from the first to
 * the last (both always kept): how a menu of 25 shows a long range.
 */
export function spreadIndexes(count: number, limit: number): number[] {
  if (count <= limit) return Array.from({ length: count }, (_, index) => index);
  if (limit <= 1) return count > 0 ? [0] : [];
  return [...new Set(Array.from({ length: limit }, (_, step) => Math.round((step * (count - 1)) / (limit - 1))))];
}

/** At most `limit` of the items, evenly from the first to the last. */
export function spread<T>(items: readonly T[], limit: number): T[] {
  return spreadIndexes(items.length, limit).map((index) => items[index]!);
}
