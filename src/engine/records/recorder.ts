// The records' hook on the table service: what each action adds to /stats and the leaderboards, in the action's own transaction.
import type { Store, Tx } from '../../db/store.js';
import type { TableHooks, TableStep } from '../tables/contract.js';
import { diceShownBy, recordShownDice } from './dice.js';
import { recordFinishedTable } from './results.js';

/**
 * Records, as a feature of the table service: the dice the channel saw
 * (`/stats dice`), and a finished game's places, nets and ratings. Run
 * once the action's transfers are posted, since a game's net is read from
 * them.
 */
export class Recorder implements TableHooks {
  /** The connection's statements: inside an action they join its transaction, outside every one each takes its own turn. */
  private readonly tx: Tx;

  constructor(store: Store) {
    this.tx = store.tx;
  }

  async posted({ table, game, plan, request, publicEvents }: TableStep): Promise<void> {
    await recordShownDice(this.tx, { serverId: table.serverId, game: table.game }, diceShownBy(publicEvents, game, plan.state));
    if (plan.status === 'finished' && plan.placings) await recordFinishedTable(this.tx, table, plan.placings, request.now);
  }
}
