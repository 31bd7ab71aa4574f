// The servers' settings as a service bound to the database, for the layers above the engine.
import type { Db } from '../../db/connection.js';
import { txOf } from '../../db/sqlite-store.js';
import { type ServerSettings, serverSettings, updateServerSettings } from './settings.js';

export class Servers {
  constructor(private readonly db: Db) {}

  /** A server's settings; a server never configured plays with the defaults. */
  async settings(serverId: string): Promise<ServerSettings> {
    return serverSettings(txOf(this.db), serverId);
  }

  /** Changes the settings given (an `undefined` one stays as it was). */
  async updateSettings(serverId: string, change: Partial<ServerSettings>, now: number): Promise<ServerSettings> {
    return updateServerSettings(txOf(this.db), serverId, change, now);
  }
}
