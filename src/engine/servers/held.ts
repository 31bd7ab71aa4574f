// What a process holds while it shows it (issue 32): the outbox of table actions and the tournament notices, taken once among the processes on one database.
import { randomBytes } from 'node:crypto';
import type { Dialect, Tx } from '../../db/store.js';
import { type ServedShards, servingName } from './served-shards.js';

/**
 * How long a process holds what it shows before another may take it:
 * showing takes seconds, a backlog behind Discord's limits minutes; a
 * process that died lets go when this runs out, or at once when its
 * successor (the same shards, so the same name) starts.
 */
export const HELD_MS = 5 * 60_000;

/** Who takes owed showing, and when: `startedAt` tells a predecessor's rows (held by the same name before it started) from a live sibling's. */
export interface Claim {
  served: ServedShards;
  shownBy: string;
  startedAt: number;
  now: number;
}

/**
 * The condition on a row (`alias` names its table) that this process may
 * take it: held by nobody, held too long, or held by its predecessor. Its
 * three parameters are `heldParameters`.
 */
export function claimable(alias: string): string {
  return `(${alias}.shown_by IS NULL OR ${alias}.claimed_at <= ? OR (${alias}.shown_by = ? AND ${alias}.claimed_at < ?))`;
}

export function heldParameters(claim: Claim): [number, string, number] {
  return [claim.now - HELD_MS, claim.shownBy, claim.startedAt];
}

/**
 * On PostgreSQL each row read to be taken is locked, and rows another
 * process is taking at that moment are skipped: two processes starting at
 * once never take one row both. SQLite's writers take turns already.
 */
export function lockedToTake(dialect: Dialect, alias: string): string {
  return dialect === 'postgres' ? ` FOR UPDATE OF ${alias} SKIP LOCKED` : '';
}

/** Marks the rows just taken (`key` their key column) held by this process from now. Call in the transaction that took them. */
export async function hold(db: Tx, table: 'outbox' | 'tournament_notices', key: string, keys: readonly number[], claim: Claim): Promise<void> {
  for (const id of keys) await db.run(`UPDATE ${table} SET shown_by = ?, claimed_at = ? WHERE ${key} = ?`, claim.shownBy, claim.now, id);
}

/** This process's claim on the servers it serves: `now` [the clock's], `startedAt` [now: whatever its name held before is its predecessor's]. */
export function claimOf(served: ServedShards, at: { now?: number; startedAt?: number } = {}): Claim {
  const now = at.now ?? Date.now();
  return { served, shownBy: servingName(served), startedAt: at.startedAt ?? now, now };
}

/**
 * The base of the nonces of what one saved thing shows (an action's
 * announcement, a tournament step's news), kept with it: random, so that no
 * other database's row with the same id ever shares it.
 */
export function newNonce(): string {
  return randomBytes(12).toString('base64url');
}
