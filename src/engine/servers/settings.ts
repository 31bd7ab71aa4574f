// Per-server settings (moderator role, tags, currency, starting balance, …) with their defaults, plus the members' remembered display names.
import { z } from 'zod';
import type { Tx } from '../../db/store.js';
import { LANGUAGES } from '../../i18n/language.js';

/** A server's settings; every field has the default a new server plays with. */
export const serverSettingsSchema = z.object({
  /** Members with this role are moderators besides those with Manage Server. */
  gmRoleId: z.string().nullable().default(null),
  /** LD-3: the community's tags; a server may rename or replace them. */
  playerTags: z.array(z.string().min(1).max(24)).min(1).default(['DND', 'Away']),
  watcherTags: z.array(z.string().min(1).max(24)).min(1).default(['OOC', 'PRED']),
  /** LD-3 (ruling): tags belong to Liar's Dice; the games (by id) whose tables carry them here. */
  tagGames: z.array(z.string()).default(['liars']),
  /**
   * LD-3 (ruling): the elimination line a server gives a player tag, by tag
   * (`{player}` and `{pred}` in it); a tag without one says the catalog's.
   */
  eliminationLines: z.record(z.string(), z.string().min(1).max(200)).default({}),
  /** The server's currency: its name, and a symbol written before amounts when set. */
  currencyName: z.string().min(1).max(24).default('tria'),
  currencySymbol: z.string().min(1).max(4).nullable().default(null),
  /** What a member's wallet starts with on first use, from the mint. */
  startingBalance: z.number().int().min(0).max(1_000_000).default(100),
  /** What `/wallet daily` pays, once every 24 hours. */
  dailyAmount: z.number().int().min(0).max(1_000_000).default(25),
  /** Who may open tables: anyone, or only moderators (Manage Server or the GM role). */
  openers: z.enum(['anyone', 'gm-role']).default('anyone'),
  /** The turn timer a new table gets unless its opener says otherwise [5 min]; null: none. */
  turnTimeoutMs: z
    .number()
    .int()
    .nullable()
    .default(5 * 60_000),
  /** Tables in threads: never, when the opener asks (`thread:true`), or always. */
  threadMode: z.enum(['never', 'optional', 'always']).default('optional'),
  /** Options each game opens with unless its opener says otherwise, by game id. */
  gameDefaults: z.record(z.string(), z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))).default({}),
  /** Pictures (revealed dice, scoresheets, brackets) attached to announcements; off: text only, nothing drawn. */
  images: z.boolean().default(true),
  /** The language of public messages (issue 19); null: the server's Discord language when the bot speaks it, else English. */
  language: z.enum(LANGUAGES).nullable().default(null),
  /**
   * Issue 27: hidden dice go by DM at tables of at most this many players;
   * at a larger one they go by "Show my dice" (an interaction's answer,
   * outside Discord's 50-a-second global limit that every DM counts
   * against), with one notice per game. 0: never by DM.
   */
  dmMaxPlayers: z.number().int().min(0).max(1000).default(25),
  /** Issue 33: whether `/odds` (and the Odds button) tells players their chances; off for serious games. Tournament tables never do. */
  odds: z.boolean().default(true),
  /** Issue 33: what the server calls its house players ("the tavern keeper"), numbered at a table; null: the catalog's "the House". */
  houseName: z.string().min(1).max(24).nullable().default(null),
});
export type ServerSettings = z.output<typeof serverSettingsSchema>;

/** Whether this game's tables carry roleplay tags on this server (LD-3). */
export function usesTags(settings: Pick<ServerSettings, 'tagGames'>, gameId: string): boolean {
  return settings.tagGames.includes(gameId);
}

export async function ensureServer(db: Tx, serverId: string, now: number): Promise<void> {
  await db.run('INSERT INTO servers (id, created_at) VALUES (?, ?) ON CONFLICT DO NOTHING', serverId, now);
}

/**
 * Issue 31: the settings parsed once per server and connection, not on every
 * read (an action reads them several times: the actor's GM role, the
 * announcement's pictures and lines, the stakes). The cache belongs to the
 * connection, as its statements do, so a restart (a new connection) reads
 * the file afresh. updateServerSettings is the only writer of the column;
 * it replaces the server's entry, so the next read sees the write.
 */
const parsedSettings = new WeakMap<Tx, Map<string, ServerSettings>>();

function cacheOf(db: Tx): Map<string, ServerSettings> {
  let cache = parsedSettings.get(db);
  if (cache === undefined) {
    cache = new Map();
    parsedSettings.set(db, cache);
  }
  return cache;
}

/**
 * Frozen, since every reader of the server shares the one object: a reader
 * that changed it would change every later read (a change goes through
 * updateServerSettings).
 */
function frozen(settings: ServerSettings): ServerSettings {
  for (const value of Object.values(settings)) if (typeof value === 'object' && value !== null) Object.freeze(value);
  for (const defaults of Object.values(settings.gameDefaults)) Object.freeze(defaults);
  return Object.freeze(settings);
}

export async function serverSettings(db: Tx, serverId: string): Promise<ServerSettings> {
  const cache = cacheOf(db);
  const cached = cache.get(serverId);
  if (cached !== undefined) return cached;
  const row = (await db.get('SELECT settings FROM servers WHERE id = ?', serverId)) as { settings: string } | undefined;
  const settings = frozen(serverSettingsSchema.parse(row ? JSON.parse(row.settings) : {}));
  // Inside a transaction the row may yet be rolled back: kept only once it is committed.
  if (!db.inTransaction()) cache.set(serverId, settings);
  return settings;
}

/** Changes the settings given (an `undefined` one stays as it was). */
export async function updateServerSettings(db: Tx, serverId: string, change: Partial<ServerSettings>, now: number): Promise<ServerSettings> {
  await ensureServer(db, serverId, now);
  const given = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  const next = frozen(serverSettingsSchema.parse({ ...(await serverSettings(db, serverId)), ...given }));
  await db.run('UPDATE servers SET settings = ? WHERE id = ?', JSON.stringify(next), serverId);
  // The next read sees this write; within a transaction that may roll back, it reads the row again instead.
  if (db.inTransaction()) cacheOf(db).delete(serverId);
  else cacheOf(db).set(serverId, next);
  return next;
}

/** Remembers the name a member goes by, for scoresheets and leaderboards read later. */
export async function rememberMember(db: Tx, serverId: string, userId: string, displayName: string, now: number): Promise<void> {
  await ensureServer(db, serverId, now);
  await db.run(
    `INSERT INTO members (server_id, user_id, display_name, first_seen_at, last_seen_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (server_id, user_id) DO UPDATE SET display_name = excluded.display_name, last_seen_at = excluded.last_seen_at`,
    serverId,
    userId,
    displayName,
    now,
    now,
  );
}

/** The names members were last seen with in a server, in one query a few hundred at a time; a member never seen there is not in it. */
export async function rememberedNames(db: Tx, serverId: string, userIds: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (let at = 0; at < userIds.length; at += NAMES_AT_ONCE) {
    const part = userIds.slice(at, at + NAMES_AT_ONCE);
    const rows = (await db.all(
      `SELECT user_id, display_name FROM members WHERE server_id = ? AND user_id IN (${part.map(() => '?').join(', ')})`,
      serverId,
      ...part,
    )) as { user_id: string; display_name: string }[];
    for (const row of rows) names.set(row.user_id, row.display_name);
  }
  return names;
}

/** Within SQLite's 999 parameters of old builds, with room to spare. */
const NAMES_AT_ONCE = 500;
