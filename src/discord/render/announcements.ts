// Turns a table action's recorded events into the sentences announced in the channel, packed to fit, plus a text file of revealed hands.
import type { PlayEvent } from '../../engine/contract.js';
import type { RecordedEvent } from '../../engine/tables/recorded.js';
import type { PublicTable } from '../../engine/tables/service.js';
import { t } from '../../i18n/index.js';
import { ANNOUNCED_LIST, DISCORD_LIMITS, linesWithin, listWithin, SAID_ONE_BY_ONE } from '../kit/budget.js';
import type { ServerLines } from '../kit/game-module.js';
import { mention } from '../kit/wording.js';
import type { InstalledGames } from '../runtime/installed-games.js';
import { playing } from './table.js';
import { tableEventLine } from './table-events.js';

/**
 * A sentence to say. `kind`: an action may say many of that kind, one per
 * player (hands committed, players out); `together`: what replaces them all
 * when there are too many, else they end "… and N more".
 */
interface Said {
  line: string;
  kind?: string;
  together?: string;
}

/**
 * The sentences one action puts in the channel. Joins and leaves in the
 * lobby show in the table message itself; only what players must not miss
 * is announced, all of it in one message (Discord allows 5 per 5 s). At a
 * big table an action can say the same thing of dozens of players: such
 * sentences stay within a message's worth, summarised or ended with
 * "… and N more", and lists inside a sentence within a share of one.
 */
export function announcementLines(events: readonly RecordedEvent[], table: PublicTable, games: InstalledGames, server: ServerLines): Announcement {
  const gameName = games.tableName(table);
  const { render } = games.module(table.game);
  // Game events come only from a game that has a view to read them with.
  const game = playing(table);
  // `announce: rounds` (a Vitaji championship over days): only round ends, eliminations and the result.
  const said = (event: PlayEvent) => table.announce === 'all' || (render.roundsOnly?.(event) ?? true);
  const hands = handsTogether(events);
  const payouts = payoutsOf(events);
  const lines: Said[] = [];
  const together = game
    ? render.announceAll?.(
        events.filter((event): event is PlayEvent => event.type === 'game'),
        game,
      )
    : null;
  for (const event of events) {
    switch (event.type) {
      case 'table': {
        const line = tableEventLine(event, { table, gameName, server, payouts: render.saysPayouts ? {} : payouts, refunds: payouts });
        if (line !== null) lines.push({ line });
        break;
      }
      case 'committed':
        lines.push({
          line: t('hidden-committed', { member: mention(event.owner), label: event.label, code: event.code }),
          kind: 'committed',
          together: hands.committed,
        });
        break;
      case 'revealed':
        lines.push({
          line: t('hidden-revealed', { member: mention(event.owner), label: event.label, dice: event.dice.join(', '), code: event.code, salt: event.salt }),
          kind: 'revealed',
          together: hands.revealed,
        });
        break;
      case 'game': {
        if (!said(event)) break;
        if (together?.at === event) lines.push({ line: together.line });
        const line = game ? render.announce(event, game, server) : null;
        if (line) lines.push({ line, kind: `game:${event.name}` });
        break;
      }
      case 'moved':
        // Money shows in the table message and the ledger; one line per ante would drown the channel.
        break;
    }
  }
  const { shown, summarised } = withinShares(lines);
  // Said together, the hands' commitments are still every one public: in a file with the announcement (RL-2).
  const hidden = events.filter((event): event is Hand => (event.type === 'committed' || event.type === 'revealed') && summarised.has(event.type));
  return { lines: shown, hands: hidden };
}

type Hand = Extract<RecordedEvent, { type: 'committed' | 'revealed' }>;

/** What one action says in the channel: its sentences, and the hidden hands said only together (for a file). */
export interface Announcement {
  lines: string[];
  hands: Hand[];
}

/**
 * The hands said together, one per line, for a file posted with the
 * announcement: each commitment code before the reveal, and after it the
 * dice and salt /verify checks. `name`: a member as text outside Discord.
 */
export function handsFile(hands: readonly Hand[], name: (userId: string) => string): { name: string; content: string } | null {
  if (hands.length === 0) return null;
  const lines = hands.map((hand) =>
    hand.type === 'committed'
      ? t('hidden-file-committed', { member: name(hand.owner), label: hand.label, code: hand.code })
      : t('hidden-file-revealed', { member: name(hand.owner), label: hand.label, dice: hand.dice.join(', '), code: hand.code, salt: hand.salt }),
  );
  return { name: hands.some((hand) => hand.type === 'revealed') ? 'revealed-hands.txt' : 'commitments.txt', content: `${lines.join('\n')}\n` };
}

type Revealed = Extract<RecordedEvent, { type: 'revealed' }>;

/**
 * An action's hidden hands in one line each, for a big table: RL-2's
 * commitments and reveals go one by one at a table of a usual size, but
 * past a message's worth each player has their own code by DM, the reveal
 * says who had what as far as a share of a message goes, and /verify checks
 * any hand against its salt.
 */
function handsTogether(events: readonly RecordedEvent[]): { committed: string; revealed: string } {
  const committed = events.filter((event) => event.type === 'committed').length;
  const revealed = events.filter((event): event is Revealed => event.type === 'revealed');
  const hands = listWithin(
    revealed.map((event) => `${mention(event.owner)} ${event.dice.join(', ')}`),
    ANNOUNCED_LIST,
  );
  return { committed: t('hidden-committed-many', { count: committed }), revealed: t('hidden-revealed-many', { count: revealed.length, hands }) };
}

/**
 * Sentences of one kind kept within a message's worth, in the place of the
 * first: said together when they can be, else the first ones and "… and N
 * more"; every other sentence as it was.
 */
function withinShares(lines: readonly Said[]): { shown: string[]; summarised: Set<string> } {
  const byKind = new Map<string, Said[]>();
  for (const said of lines) if (said.kind) byKind.set(said.kind, [...(byKind.get(said.kind) ?? []), said]);
  const shown: string[] = [];
  const summarised = new Set<string>();
  for (const said of lines) {
    const group = said.kind ? byKind.get(said.kind)! : [said];
    if (group.map(({ line }) => line).join('\n').length <= SAID_ONE_BY_ONE) shown.push(said.line);
    // The whole kind goes where its first sentence stood.
    else if (said === group[0]) {
      if (said.kind) summarised.add(said.kind);
      shown.push(
        ...(said.together !== undefined
          ? [said.together]
          : linesWithin(
              group.map(({ line }) => line),
              SAID_ONE_BY_ONE,
            )),
      );
    }
  }
  return { shown, summarised };
}

/** A line longer than a message, cut between list items (`, `) rather than mid-mention. */
function splitLong(line: string, limit: number): string[] {
  if (line.length <= limit) return [line];
  const pieces: string[] = [];
  let current = '';
  for (const part of line.split(', ')) {
    const next = current ? `${current}, ${part}` : part;
    if (next.length > limit && current) {
      pieces.push(current);
      current = part.slice(0, limit);
    } else {
      current = next.slice(0, limit);
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/** Lines packed into as few messages as Discord's content limit allows (with the margin). */
export function packLines(lines: readonly string[], limit: number = DISCORD_LIMITS.content): string[] {
  const messages: string[] = [];
  let current = '';
  for (const piece of lines.flatMap((line) => splitLong(line, limit))) {
    if (current && current.length + 1 + piece.length > limit) {
      messages.push(current);
      current = piece;
    } else {
      current = current ? `${current}\n${piece}` : piece;
    }
  }
  if (current) messages.push(current);
  return messages;
}

/**
 * Issue 30: what the game's end paid each player out of the table — the pot,
 * a round pot, a buy-in held — summed per player. Money a game gave nobody
 * and that went back to those who put it in is said by its own line.
 */
function payoutsOf(events: readonly RecordedEvent[]): Record<string, number> {
  const paid: Record<string, number> = {};
  for (const event of events) {
    if (event.type === 'table' && event.what === 'leftover-returned') break;
    if (event.type !== 'moved' || event.to.kind !== 'player' || event.from.kind === 'player') continue;
    paid[event.to.userId] = (paid[event.to.userId] ?? 0) + event.amount;
  }
  return paid;
}
