import type { Scoresheet, SheetNames } from '../../discord/game-module.js';
import type { LoggedAction } from '../../tables/recorded.js';
import type { PublicTable } from '../../tables/service.js';
import type { LiarsEvent } from './events.js';
import { liarsWords } from './words.js';

const { t } = liarsWords;

/** The scoresheet: each round's bids in order, the call, the count, who lost dice — read from the action log. */
export function liarsScoresheet(table: Pick<PublicTable, 'id'>, log: readonly LoggedAction<LiarsEvent>[], names: SheetNames): Scoresheet {
  const name = names.inText;
  const lines = [t('liars-sheet-title', { table: table.id })];
  let bids: string[] = [];
  const flushBids = () => {
    lines.push(bids.length > 0 ? t('liars-sheet-bids', { bids: bids.join(', ') }) : t('liars-sheet-no-bids'));
    bids = [];
  };
  let open = false;
  for (const event of log.flatMap((action) => action.events)) {
    if (event.type !== 'game') continue;
    switch (event.name) {
      case 'round':
        lines.push('', t('liars-sheet-round', { round: event.data.round }));
        open = true;
        break;
      case 'bid':
        bids.push(`${name(event.data.bettor)} ${event.data.quantity}×${event.data.face}`);
        break;
      case 'call': {
        const { caller, bettor, quantity, face, count, verdict, losses } = event.data;
        flushBids();
        open = false;
        const lost = Object.entries(losses).map(([player, dice]) => `${name(player)} −${dice}`);
        lines.push(
          t('liars-sheet-call', {
            caller: name(caller),
            bettor: name(bettor),
            quantity,
            face,
            count,
            verdict: t(`liars-sheet-verdict-${verdict}`),
            losses: lost.join(', '),
          }),
        );
        break;
      }
      case 'left':
        flushBids();
        open = false;
        lines.push(t('liars-sheet-left', { player: name(event.data.player) }));
        break;
      case 'eliminated':
        break;
    }
  }
  if (open) flushBids();
  return { text: lines.join('\n') };
}
