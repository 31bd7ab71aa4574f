// Turns the rules' events into stored facts inside an action's transaction: hidden rolls into commitments, reveals, moves into ledger transfers.

import type { RuleEvent } from '../contract.js';
import { discardCommitment, findCommitmentByHandle, revealCommitment } from '../dice/commitment-store.js';
import { commitHiddenRoll, deliveryOf, type HiddenDelivery } from '../dice/hidden-rolls.js';
import { ensureWallet } from '../economy/wallets.js';
import { isHouse } from '../house.js';
import type { RecordedEvent } from './recorded.js';
import { type ActionContext, type PendingTransfer, stakeAccount, stakesOf } from './stakes.js';

/**
 * Turns the rules' events into stored facts inside the action's transaction:
 * hidden rolls become commitments, reveals open them, moves become ledger
 * transfers (returned, to be posted once the action is logged). Returns what
 * may be shown publicly and what goes privately.
 */
export async function recordEvents(context: ActionContext, events: readonly RuleEvent[]) {
  const { tx, table, now } = context;
  const publicEvents: RecordedEvent[] = [];
  const deliveries: HiddenDelivery[] = [];
  const transfers: PendingTransfer[] = [];
  for (const event of events) {
    switch (event.type) {
      case 'hidden-roll': {
        const { dice, handle, owner, label } = event;
        const saved = await commitHiddenRoll(tx, {
          dice,
          serverId: table.serverId,
          channelId: table.channelId,
          tableId: table.id,
          handle,
          owner,
          viewers: event.viewers ?? [],
          label,
          now,
        });
        publicEvents.push({ type: 'committed', code: saved.code, owner: saved.ownerId, label: saved.label });
        deliveries.push(deliveryOf(saved));
        break;
      }
      case 'reveal':
        for (const handle of event.handles) {
          const found = await findCommitmentByHandle(tx, table.id, handle);
          if (!found) throw new Error(`reveal of unknown hidden roll ${handle} at table ${table.id}`);
          const revealed = await revealCommitment(tx, found.code, now);
          publicEvents.push({
            type: 'revealed',
            code: revealed.code,
            hash: revealed.hash,
            owner: revealed.ownerId,
            label: revealed.label,
            dice: revealed.dice,
            salt: revealed.salt,
          });
        }
        break;
      case 'discard':
        for (const handle of event.handles) {
          const found = await findCommitmentByHandle(tx, table.id, handle);
          if (found) await discardCommitment(tx, found.code, now);
        }
        break;
      case 'move':
        if (event.amount === 0) break;
        // A wallet first touched by a stake opens with the server's starting balance.
        for (const holder of [event.from, event.to]) {
          // A house player has no wallet: its stake is the house's (issue 33).
          if (holder.kind === 'player' && stakesOf(table).stakes === 'tria' && !isHouse(holder.userId))
            await ensureWallet(tx, table.serverId, holder.userId, now);
        }
        transfers.push({
          serverId: table.serverId,
          cause: 'table-action',
          tableId: table.id,
          interactionId: context.interactionId,
          postings: [
            { account: stakeAccount(table, event.from), amount: -event.amount },
            { account: stakeAccount(table, event.to), amount: event.amount },
          ],
          now,
        });
        publicEvents.push({ type: 'moved', from: event.from, to: event.to, amount: event.amount });
        break;
      default:
        publicEvents.push(event);
    }
  }
  return { publicEvents, deliveries, transfers };
}
