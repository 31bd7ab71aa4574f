/**
 * TK-1: a roll's value is the higher die × 10 + the lower die. Ranking,
 * lowest first: 31 32 41 42 43 51 52 53 54 61 62 63 64 65, then the
 * doubles 11 … 66, then 21 ("Tokyo") — and how the variants change it.
 */
export const NON_DOUBLES = [31, 32, 41, 42, 43, 51, 52, 53, 54, 61, 62, 63, 64, 65] as const;
const DOUBLES = [11, 22, 33, 44, 55, 66] as const;
export const TOKYO = 21;
export const DOUBLE_TOKYO = 42;
export const TRIPLE_TOKYO = 63;
export const ALL_VALUES: readonly number[] = [...NON_DOUBLES, ...DOUBLES, TOKYO];

export interface Variants {
  tokyetto: boolean;
  reversedDoubles: boolean;
  doubleTokyo: boolean;
  sumValues: boolean;
  bluffPenaltyTwo: boolean;
  allowEqual: boolean;
  /** TK-14: accepting a 21, or failing to equal it, costs two lives. */
  beghel: boolean;
}

export function rollValue(dice: readonly [number, number] | readonly number[]): number {
  const [a, b] = [dice[0]!, dice[1]!];
  return Math.max(a, b) * 10 + Math.min(a, b);
}

export const isDouble = (value: number) => value % 11 === 0;

/**
 * A comparable rank (higher beats lower; equal ranks tie, as TK-11 allows).
 * `tokyoAnnounced`: 21 has been announced in this hand (TK-10).
 */
export function rank(value: number, variants: Variants, tokyoAnnounced: boolean): number {
  if (variants.doubleTokyo && tokyoAnnounced && value === DOUBLE_TOKYO) return 1001; // TK-10
  if (variants.doubleTokyo && tokyoAnnounced && value === TRIPLE_TOKYO) return 1002;
  if (value === TOKYO) return 1000;
  if (variants.tokyetto && value === 31) return 999; // TK-8
  if (isDouble(value)) {
    const face = value / 11;
    return 500 + (variants.reversedDoubles ? 7 - face : face); // TK-9
  }
  if (variants.sumValues) return Math.floor(value / 10) + (value % 10); // TK-11
  return NON_DOUBLES.indexOf(value as (typeof NON_DOUBLES)[number]);
}

/** Every value, lowest first, under these variants (ties in one group each, as TK-11 makes them). */
export function ranking(variants: Variants, tokyoAnnounced: boolean): number[][] {
  const groups = new Map<number, number[]>();
  for (const value of ALL_VALUES) {
    const key = rank(value, variants, tokyoAnnounced);
    groups.set(key, [...(groups.get(key) ?? []), value]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, values]) => values);
}

/** TK-5 / TK-13: may `next` follow `previous`? (Any value opens a hand.) */
export function beats(next: number, previous: number | null, variants: Variants, tokyoAnnounced: boolean): boolean {
  if (previous === null) return true;
  const after = tokyoAnnounced || previous === TOKYO;
  const difference = rank(next, variants, after) - rank(previous, variants, tokyoAnnounced);
  return variants.allowEqual ? difference >= 0 : difference > 0;
}

/** The values that may be announced after `previous`, lowest first. */
export function legalAnnouncements(previous: number | null, variants: Variants, tokyoAnnounced: boolean): number[] {
  const after = tokyoAnnounced || previous === TOKYO;
  const values = ranking(variants, after).flat();
  return values.filter((value) => beats(value, previous, variants, tokyoAnnounced));
}
