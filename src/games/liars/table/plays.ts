// How Liar's Dice players bid and call on Discord: `/liars bid` and `/liars call`, the bid menu, the private two-step bid menus and the Call button.
import { z } from 'zod';
import { pickedNumber, pickedNumberText, playsFor } from '../../../discord/kit/game-module.js';
import { PlayerError, parseOptions } from '../../../discord/kit/player-error.js';
import { bidFields, type LiarsAction } from '../rules/options.js';
import { notYourTurn } from '../rules/rules.js';
import type { LiarsView } from '../rules/view.js';
import { type LiarsKey, liarsWords } from '../words/index.js';
import { ANOTHER_BID, faceMenu, liarsControl, quantityMenu } from './render.js';

const { t } = liarsWords;
const { command, plain, control } = playsFor<LiarsAction, LiarsView, LiarsKey>();

/** A bid as picked: its quantity and face as text (the bid menu's `<quantity>.<face>`, or the face menu's argument and value). */
const pickedBid = z.object({ quantity: pickedNumber.pipe(bidFields.quantity), face: pickedNumber.pipe(bidFields.face) });

/**
 * LD-6: a quantity the private quantity menu could have offered at this
 * table — one a raise may have now (`bidQuantities`, consecutive). Anything
 * else (`abc`, `-1`, a billion) is refused before a face menu is drawn.
 */
function offeredQuantity(view: LiarsView, picked: string | undefined): number {
  const quantities = view.bidQuantities;
  const lowest = quantities[0];
  const highest = quantities.at(-1);
  // No raise is left (the game is over, or the bid is the highest there is): the bid menu is gone.
  if (lowest === undefined || highest === undefined) throw new PlayerError('error-stale-button');
  const parsed = pickedNumber.pipe(z.number().int().min(lowest).max(highest)).safeParse(picked);
  if (!parsed.success) throw new PlayerError('error-menu-number', { minimum: lowest, maximum: highest });
  return parsed.data;
}

/** `/liars bid` and `/liars call`, and the table message's bid menu and Call button: each exactly its command (LD-6, LD-8). */
export const liarsPlays = {
  commands: [
    command({
      sub: 'bid',
      description: 'cmd-liars-bid',
      options: bidFields,
      optionTexts: { quantity: 'cmd-liars-bid-quantity', face: 'cmd-liars-bid-face' },
      confirmKey: 'liars-bid-made',
      toAction: (bid) => ({ kind: 'bid', ...bid }),
    }),
    plain({ kind: 'call' }, 'cmd-liars-call', 'liars-called'),
  ],
  controls: [
    control({
      id: liarsControl('bid'),
      kind: 'menu',
      toAction: ({ values, member }, table) => {
        // A bid beyond the menu: how many dice, then which face, in a private menu — only for the player to bid (LD-7):
        // anyone else is told at once, not after two menus. (A bid picked here goes to the rules, which refuse it so.)
        if (values[0] === ANOTHER_BID) {
          const current = table();
          if (current.view.turn !== member) throw new PlayerError(notYourTurn(current.view.turn));
          return { show: { content: t('liars-choose-quantity'), components: [quantityMenu(current)] } };
        }
        const [quantity, face] = (values[0] ?? '').split('.');
        return { act: { kind: 'bid', ...parseOptions(pickedBid, { quantity, face }) } };
      },
    }),
    control({
      id: liarsControl('quantity'),
      kind: 'menu',
      toAction: ({ values, member }, table) => {
        const current = table();
        if (current.view.turn !== member) throw new PlayerError(notYourTurn(current.view.turn));
        const quantity = offeredQuantity(current.view, values[0]);
        return { show: { content: t('liars-choose-face', { quantity }), components: [faceMenu(current, quantity)], replace: true } };
      },
    }),
    // The face menu carries the quantity picked before it: only one the quantity menu offers at this version (LD-6).
    // The bid then goes through the rules like any other.
    control({
      id: liarsControl('face'),
      kind: 'menu',
      argument: pickedNumberText,
      toAction: ({ argument, values }, table) => {
        const quantity = offeredQuantity(table().view, argument ?? undefined);
        return { act: { kind: 'bid', ...parseOptions(pickedBid, { quantity: String(quantity), face: values[0] }) } };
      },
    }),
    // Call names the bid it calls (`<round>.<bid>`), so it works at any version (render.ts draws it so); the rules refuse a
    // reference that is not the standing bid's (raised, or never made) and a bid already called.
    control({
      id: liarsControl('call'),
      kind: 'button',
      version: 'any',
      argument: z.string().regex(/^\d{1,9}\.\d{1,9}$/),
      toAction: ({ argument }) => ({ act: { kind: 'call', bid: argument ?? undefined } }),
    }),
  ],
};
