// Opening a table: checks a game's open options (refusing a stack too small to pay the start), then stores the table, the opener's seat and the log entry.

import type { Tx } from '../../db/store.js';
import type { AnyGame } from '../contract.js';
import { invalidOption } from '../invalid-option.js';
import { type RuleError, ruleError } from '../refusal.js';
import { ensureServer, serverSettings, usesTags } from '../servers/settings.js';
import { logAction } from './action-log.js';
import type { OpenRequest } from './contract.js';
import type { RecordedEvent } from './recorded.js';
import { insertTable, takeSeat } from './repository.js';
import { stakesOf } from './stakes.js';

/**
 * An open command's options as the game parses them. At a points table
 * every stack is the same: one that cannot pay the start would refuse
 * everyone, so the open is refused.
 */
export function openingOptions(game: AnyGame, typed: Record<string, unknown>): { ok: true; options: unknown } | { ok: false; error: RuleError } {
  const parsed = game.optionsSchema.safeParse(typed);
  if (!parsed.success) return { ok: false, error: invalidOption(parsed.error) };
  const { stakes, stack } = stakesOf({ options: parsed.data });
  const stake = game.stakeAtStart(parsed.data, game.minPlayers);
  if (stakes === 'points' && stake > stack) return { ok: false, error: ruleError('stack-too-small', 'error-stack-below-stake', { stack, amount: stake }) };
  return { ok: true, options: parsed.data };
}

/**
 * A new table's lobby, in the open's transaction (the service has checked
 * the options and that the channel has no open table): the table, its
 * opener in the first seat, and the open in the action log.
 */
export async function openTable(db: Tx, game: AnyGame, request: OpenRequest, options: unknown): Promise<{ tableId: number; events: RecordedEvent[] }> {
  await ensureServer(db, request.serverId, request.now);
  const settings = await serverSettings(db, request.serverId);
  const tableId = await insertTable(db, {
    serverId: request.serverId,
    channelId: request.channelId,
    parentChannelId: request.parentChannelId ?? null,
    game: game.id,
    hostId: request.host,
    options,
    turnTimeoutMs: request.turnTimeoutMs === undefined ? settings.turnTimeoutMs : request.turnTimeoutMs,
    announce: request.announce ?? 'all',
    now: request.now,
  });
  // The opener takes the first seat: most hosts play; one who only runs the table leaves it.
  const tag = usesTags(settings, game.id) ? settings.playerTags[0]! : null;
  const team = game.teams ? (request.team ?? null) : null;
  await takeSeat(db, tableId, { userId: request.host, role: 'player', position: 1, tag, team, status: 'seated', timeouts: 0 }, request.now);
  const events: RecordedEvent[] = [{ type: 'table', what: 'opened', member: request.host }];
  const { interactionId, host, now } = request;
  await logAction(db, { tableId, version: 1, interactionId, actorId: host, kind: 'open', payload: options, events, now });
  return { tableId, events };
}
