// Dice statistics for /stats dice: counts every die the channel saw fall, by server, game, owner and face, and reads the counts back.

import type { Tx } from '../../db/store.js';
import type { AnyGame, UserId } from '../contract.js';
import { parseNotation } from '../dice/notation.js';
import type { RecordedEvent } from '../tables/recorded.js';

/** Dice the channel saw fall: one player's, all of one size. */
export interface ShownDice {
  owner: UserId;
  sides: number;
  faces: readonly number[];
}

/** Where the dice were rolled: the server, and the game (none for a `/roll`). */
export interface RolledAt {
  serverId: string;
  game: string | null;
}

/** Counts dice as the channel saw them, for `/stats dice`. Only ever called with dice already public. */
export async function recordShownDice(db: Tx, at: RolledAt, dice: readonly ShownDice[]): Promise<void> {
  for (const roll of dice) {
    for (const face of roll.faces) {
      await db.run(
        `INSERT INTO dice_faces (server_id, sides, game, owner_id, face, times) VALUES (?, ?, ?, ?, ?, 1)
     ON CONFLICT (server_id, sides, game, owner_id, face) DO UPDATE SET times = dice_faces.times + 1`,
        at.serverId,
        roll.sides,
        at.game ?? '',
        roll.owner,
        face,
      );
    }
  }
}

/**
 * A hidden roll's dice by their size, from the label it was committed
 * under ("5d6"; a /roll's "2d6+1d20" has two sizes): the faces in the
 * order the terms name them.
 */
function diceOfLabel(owner: UserId, label: string, faces: readonly number[]): ShownDice[] {
  const parsed = parseNotation(label);
  // Sets, rerolls and explosions roll more dice than the terms name: such a label cannot be split by counts (games commit plain `5d6`).
  if (!parsed.ok || parsed.expression.sets !== 1 || parsed.expression.terms.some((term) => term.kind === 'dice' && (term.reroll || term.explode))) return [];
  const shown: ShownDice[] = [];
  let from = 0;
  for (const term of parsed.expression.terms) {
    if (term.kind !== 'dice') continue;
    shown.push({ owner, sides: term.sides, faces: faces.slice(from, from + term.count) });
    from += term.count;
  }
  return shown;
}

/**
 * The dice an action showed the channel: hidden rolls it revealed, and the
 * game's own public rolls (Eleven's, Vitaji's), as the game reads them
 * from its events. A hidden roll still in play is never among them: the
 * recorded events carry only its commitment until it is revealed. Nor are
 * the reveals of a game that reveals by choice (Tokyo's doubted cups):
 * counted, they would make fair dice look loaded.
 */
export function diceShownBy(events: readonly RecordedEvent[], game: AnyGame, state: unknown): ShownDice[] {
  const shown: ShownDice[] = [];
  for (const event of events) {
    if (event.type === 'revealed' && !game.selectiveReveals) shown.push(...diceOfLabel(event.owner, event.label, event.dice));
    else if (event.type === 'game' && game.publicDice && state !== null) shown.push(...game.publicDice(event, state));
  }
  return shown;
}

/** What `/stats dice` looks at: which dice of a server (a member's, a game's) of one size. */
export interface DiceQuery {
  serverId: string;
  sides: number;
  owner?: UserId | undefined;
  game?: string | undefined;
}

/** How often each face fell (index 0 is face 1), over the dice the channel saw. */
export async function faceCounts(db: Tx, query: DiceQuery): Promise<number[]> {
  const rows = (await db.all(
    `SELECT face, sum(times) AS times FROM dice_faces
     WHERE server_id = ? AND sides = ? AND (CAST(? AS TEXT) IS NULL OR owner_id = ?) AND (CAST(? AS TEXT) IS NULL OR game = ?)
     GROUP BY face`,
    query.serverId,
    query.sides,
    query.owner ?? null,
    query.owner ?? null,
    query.game ?? null,
    query.game ?? null,
  )) as { face: number; times: number }[];
  const counts = Array.from({ length: query.sides }, () => 0);
  for (const { face, times } of rows) if (face >= 1 && face <= query.sides) counts[face - 1] = times;
  return counts;
}

/** The die size most rolled here (by the member, at the game), for `/stats dice` without `sides`. */
export async function commonestSides(db: Tx, query: Omit<DiceQuery, 'sides'>): Promise<number | null> {
  const row = (await db.get(
    `SELECT sides, sum(times) AS dice FROM dice_faces
     WHERE server_id = ? AND (CAST(? AS TEXT) IS NULL OR owner_id = ?) AND (CAST(? AS TEXT) IS NULL OR game = ?)
     GROUP BY sides ORDER BY dice DESC, sides LIMIT 1`,
    query.serverId,
    query.owner ?? null,
    query.owner ?? null,
    query.game ?? null,
    query.game ?? null,
  )) as { sides: number } | undefined;
  return row?.sides ?? null;
}
