// What the table played for an Eleven picker whose time ran out, as the channel's phrase (issue 30).
import type { PlayEvent } from '../../../engine/contract.js';
import type { ElevenEvent } from '../rules/events.js';
import { elevenWords } from '../words/index.js';

const { t } = elevenWords;

/** EL-3, the ruling's default: the lowest number left, named. */
export function elevenPlayed(_move: unknown, events: readonly PlayEvent<ElevenEvent>[], player: string): string | null {
  const pick = events.find((event) => event.name === 'pick' && event.data.player === player);
  return pick?.name === 'pick' ? t('eleven-played-pick', { number: pick.data.number }) : null;
}
