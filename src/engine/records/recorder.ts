// The records' hook on the table service: what each action adds to /stats and the leaderboards, in the action's own transaction.
import type { Db } from '../../db/connection.js';
import { txOf } from '../../db/sqlite-store.js';
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
  constructor(private readonly db: Db) {}

  async posted({ table, game, plan, request, publicEvents }: TableStep): Promise<void> {
    await recordShownDice(txOf(this.db), { serverId: table.serverId, game: table.game }, diceShownBy(publicEvents, game, plan.state));
    if (plan.status === 'finished' && plan.placings) await recordFinishedTable(txOf(this.db), table, plan.placings, request.now);
  }
}
