// The servers' settings as a service bound to the database, for the layers above the engine.
import type { Db } from '../../db/connection.js';
import { type ServerSettings, serverSettings, updateServerSettings } from './settings.js';

export class Servers {
  constructor(private readonly db: Db) {}

  /** A server's settings; a server never configured plays with the defaults. */
  settings(serverId: string): ServerSettings {
    return serverSettings(this.db, serverId);
  }

  /** Changes the settings given (an `undefined` one stays as it was). */
  updateSettings(serverId: string, change: Partial<ServerSettings>, now: number): ServerSettings {
    return updateServerSettings(this.db, serverId, change, now);
  }
}
