// The point-die buttons on a Valere player's own hidden hand (DM or private reply), whose ids never reveal a die to anyone else (VA-2).
import { createHash } from 'node:crypto';
import { ButtonStyle } from 'discord.js';
import { z } from 'zod';
import { type HeldRoll, type MessageRow, playsFor } from '../../../discord/kit/game-module.js';
import { button, buttonRow, controlsOf } from '../../../discord/kit/parts.js';
import { PlayerError } from '../../../discord/kit/player-error.js';
import { refusals } from '../../../engine/refusal.js';
import type { ValereAction } from '../rules/options.js';
import type { ValereView } from '../rules/view.js';
import { type ValereKey, valereWords } from '../words/index.js';

const { t } = valereWords;
const { control } = playsFor<ValereAction, ValereView, ValereKey>();
const { error: handGone } = refusals<ValereKey, 'hand-gone'>();

/** The point-die buttons on a player's own hand (in their DM, or the ephemeral fallback). */
const handControl = controlsOf<'pointdie'>('valere')('pointdie');

/**
 * VA-2: a button's token for one die of a hand. It says which die to the
 * bot, which can recompute it from the roll's secret salt, and nothing to
 * anyone else: the custom id (which Discord and logs see) never names a die
 * or its position.
 */
function tokenOf(roll: Pick<HeldRoll, 'salt' | 'handle'>, position: number): string {
  return createHash('sha256')
    .update(`${roll.salt}:${roll.handle ?? ''}:${position}`)
    .digest('hex')
    .slice(0, 16);
}

/** The round a hand was dealt in, from its handle (`r3:alice`). */
function roundOf(roll: Pick<HeldRoll, 'handle'>): number | null {
  const match = /^r(\d+):/.exec(roll.handle ?? '');
  return match ? Number(match[1]) : null;
}

/** One button per die of the hand, labelled with the die: the owner alone sees them. */
export function handControls(roll: HeldRoll, tableId: number): MessageRow[] {
  if (roll.dice.length !== 3 || roundOf(roll) === null) return [];
  const table = { id: tableId, version: 0 };
  return [
    buttonRow(
      ...roll.dice.map((die, index) =>
        button(table, handControl, t('valere-point-button', { die }), ButtonStyle.Primary, { version: 'any', argument: tokenOf(roll, index + 1) }),
      ),
    ),
  ];
}

/** A press on one of those buttons: the die it stands for, found again among the presser's own hands in play. */
export const pointDieButton = control({
  id: handControl,
  kind: 'button',
  version: 'any',
  private: true,
  argument: z.string().regex(/^[0-9a-f]{16}$/),
  toAction: ({ argument, rolls }) => {
    for (const roll of rolls()) {
      const round = roundOf(roll);
      const position = [1, 2, 3].find((candidate) => argument === tokenOf(roll, candidate));
      if (round === null || position === undefined) continue;
      const die = roll.dice[position - 1]!;
      return { act: { kind: 'point', die, round }, said: t('valere-done-point', { die }) };
    }
    // An older round's hand (revealed at its round's end, a folded one too) or someone else's: nothing of theirs to choose
    // from. Said of the dice, not of a table message: the button was pressed in a DM or on a private answer.
    throw new PlayerError(handGone('hand-gone', 'valere-hand-gone'));
  },
});
