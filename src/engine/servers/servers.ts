// The servers' settings as a service bound to the database, for the layers above the engine.
import type { Store, Tx } from '../../db/store.js';
import { type ServerSettings, serverSettings, updateServerSettings } from './settings.js';

export class Servers {
  /** The connection's statements: inside an action they join its transaction, outside every one each takes its own turn. */
  private readonly tx: Tx;

  constructor(store: Store) {
    this.tx = store.tx;
  }

  /** A server's settings; a server never configured plays with the defaults. */
  async settings(serverId: string): Promise<ServerSettings> {
    return serverSettings(this.tx, serverId);
  }

  /** Changes the settings given (an `undefined` one stays as it was). */
  async updateSettings(serverId: string, change: Partial<ServerSettings>, now: number): Promise<ServerSettings> {
    return updateServerSettings(this.tx, serverId, change, now);
  }
}
