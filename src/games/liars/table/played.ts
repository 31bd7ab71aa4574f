// What the table played for a Liar's Dice player whose time ran out, as the channel's phrase (issue 30).
import type { PlayEvent } from '../../../engine/contract.js';
import type { LiarsEvent } from '../rules/events.js';
import { liarsActionSchema } from '../rules/options.js';
import { liarsWords } from '../words/index.js';

const { t } = liarsWords;

/** The ruling's default: a call, or the smallest raise when there is nothing to call. */
export function liarsPlayed(move: unknown, events: readonly PlayEvent<LiarsEvent>[], player: string): string | null {
  const action = liarsActionSchema.safeParse(move);
  if (!action.success) return null;
  if (action.data.kind === 'call') return t('liars-played-call');
  const bid = events.find((event) => event.name === 'bid' && event.data.bettor === player);
  return bid?.name === 'bid' ? t('liars-played-bid', { quantity: bid.data.quantity, face: bid.data.face }) : null;
}
