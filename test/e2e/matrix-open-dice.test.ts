/**
 * Issue 26, the matrix: the games played in the open (Vitaji, Eleven)
 * in every setting but the tournament group — two short games each
 * (matrix/scenarios.ts says which setting is met where;
 * matrix-tournaments.test.ts plays the tournament group).
 */
import { describe, it } from 'vitest';
import { useSandbox } from './helpers.js';
import { Matrix } from './matrix/drive.js';
import { elevenPlayer, vitajiPlayer } from './matrix/players.js';
import { pointsInAThreadInRomanian, triaAtAPlainTable } from './matrix/scenarios.js';

const e2e = useSandbox();

describe.each([vitajiPlayer, elevenPlayer].map((player) => [player.name, player] as const))('the matrix: %s', (_, player) => {
  it('tria at a plain table: /table bet, closed DMs, a member in Romanian, a runout, pause and resume, a kick, a restart', async () => {
    await triaAtAPlainTable(new Matrix(e2e, player));
  });

  it('points in a thread, the server in Romanian: a leave', async () => {
    await pointsInAThreadInRomanian(new Matrix(e2e, player));
  });
});
