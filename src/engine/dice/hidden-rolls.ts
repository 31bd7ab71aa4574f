// Hidden rolls: commits a roll only its owner (and named viewers) may see, and shapes it for private delivery by DM.

import type { Tx } from '../../db/store.js';
import { commit } from './commitment.js';
import { type CommitmentRecord, saveCommitment } from './commitment-store.js';

/** A hidden roll on its way to its owner (and named viewers) only: by DM, or the ephemeral fallback. */
export interface HiddenDelivery {
  code: string;
  owner: string;
  viewers: string[];
  label: string;
  dice: number[];
  salt: string;
  /** The roll in full (modifiers, kept dice) when there is more to say than the dice. */
  detail?: string;
  /** The table it was rolled at; null for a plain /roll. */
  tableId: number | null;
  channelId: string;
  /** The game's name for the roll ("r3:alice"): a game's controls on the roll read it. */
  handle: string | null;
}

export interface HiddenRoll {
  dice: readonly number[];
  serverId: string;
  channelId: string;
  tableId: number | null;
  /** The game's name for the roll at its table ("r3:alice"), to reveal it by later. */
  handle?: string;
  owner: string;
  viewers?: readonly string[];
  label: string;
  now: number;
}

/**
 * RL-2, the one way a hidden roll is made, at a table or with /roll: its
 * commitment (hash of the dice and a fresh salt) is saved, to be shown
 * publicly, and the roll is ready for its private delivery. Runs inside the
 * caller's transaction.
 */
export async function commitHiddenRoll(db: Tx, roll: HiddenRoll): Promise<CommitmentRecord> {
  return saveCommitment(db, {
    commitment: commit(roll.dice),
    serverId: roll.serverId,
    channelId: roll.channelId,
    tableId: roll.tableId,
    handle: roll.handle ?? null,
    ownerId: roll.owner,
    viewerIds: [...(roll.viewers ?? [])],
    label: roll.label,
    now: roll.now,
  });
}

/** What goes privately to the roll's owner and viewers. */
export function deliveryOf(record: CommitmentRecord, detail?: string): HiddenDelivery {
  return {
    code: record.code,
    owner: record.ownerId,
    viewers: record.viewerIds,
    label: record.label,
    dice: record.dice,
    salt: record.salt,
    ...(detail === undefined ? {} : { detail }),
    tableId: record.tableId,
    channelId: record.channelId,
    handle: record.handle,
  };
}
