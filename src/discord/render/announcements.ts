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
  const payouts = payoutsOf(events);
  const lines: Said[] = [];
  const gameEvents = events.filter((event): event is PlayEvent => event.type === 'game');
  const played = (member: string, move: unknown) => (move === undefined || !game ? null : (render.played?.(move, gameEvents, member, game) ?? null));
  const together = game ? render.announceAll?.(gameEvents, game, server) : null;
  const committed = events.filter((event): event is Committed => event.type === 'committed');
  const revealed = events.filter((event): event is Revealed => event.type === 'revealed');
  const deal = committed.length > 0 ? dealLine(committed) : null;
  let revealing = false;
  let handsSaid = false;
  let lastGameLine: number | null = null;
  for (const event of events) {
    switch (event.type) {
      case 'table': {
        const line = tableEventLine(event, { table, gameName, server, payouts: render.saysPayouts ? {} : payouts, played, refunds: payouts });
        if (line !== null) lines.push({ line });
        break;
      }
      case 'committed':
        // Issue 30: a deal is one line, where its first hand stood.
        if (deal && event === committed[0]) lines.push({ line: deal.line });
        break;
      case 'revealed':
        // Issue 30: the count and the verdict first, the hands for checking right after the game's line that gave it
        // (said before the reveal, or the first one after). A game whose own reveal shows every hand (Valere)
        // leaves the codes and salts to the file and /verify.
        if (render.showsHands || handsSaid || revealing) break;
        if (lastGameLine !== null) {
          lines.splice(lastGameLine + 1, 0, { line: revealLine(revealed) });
          handsSaid = true;
        } else revealing = true;
        break;
      case 'game': {
        if (!said(event)) break;
        if (together?.at === event && !together.after) lines.push({ line: together.line });
        const line = game ? render.announce(event, game, server) : null;
        if (line) lines.push({ line, kind: `game:${event.name}` });
        if (together?.at === event && together.after) lines.push({ line: together.line });
        if (together?.at !== event && !line) break;
        lastGameLine = lines.length - 1;
        if (revealing) {
          lines.push({ line: revealLine(revealed) });
          revealing = false;
          handsSaid = true;
        }
        break;
      }
      case 'moved':
        // Money shows in the table message and the ledger; one line per ante would drown the channel.
        break;
    }
  }
  if (revealing) lines.push({ line: revealLine(revealed) });
  const shown = withinShares(lines);
  // The salts of a reveal, and a big deal's codes, are every one public: in a file with the announcement (RL-2).
  const hands: Hand[] = [...(deal?.inFile ? committed : []), ...(revealed.length > 1 || render.showsHands ? revealed : [])];
  return { lines: shown, hands };
}

type Committed = Extract<RecordedEvent, { type: 'committed' }>;
type Revealed = Extract<RecordedEvent, { type: 'revealed' }>;

/**
 * Issue 30, RL-2: the hands one action dealt, in one line — one hand as
 * itself, several as their owners and codes; past a share of a message
 * (a big table), their count, with every code in the file.
 */
function dealLine(committed: readonly Committed[]): { line: string; inFile: boolean } {
  const [first] = committed;
  if (committed.length === 1 && first) {
    return { line: t('hidden-committed', { member: mention(first.owner), label: first.label, code: first.code }), inFile: false };
  }
  const line = t('hidden-dealt', {
    count: committed.length,
    hands: committed.map((hand) => t('hidden-dealt-one', { member: mention(hand.owner), code: hand.code })).join(' · '),
  });
  if (line.length <= SAID_ONE_BY_ONE) return { line, inFile: false };
  return { line: t('hidden-committed-many', { count: committed.length }), inFile: true };
}

/**
 * Issue 30, RL-2: the hands one action revealed, in one line after the
 * verdict: whose dice were what. Each code and salt is where a player who
 * checks looks for it: `/verify` with the code, and the attached file.
 */
function revealLine(revealed: readonly Revealed[]): string {
  const [first] = revealed;
  if (revealed.length === 1 && first) {
    return t('hidden-revealed', { member: mention(first.owner), label: first.label, dice: first.dice.join(', '), code: first.code });
  }
  const hands = listWithin(
    revealed.map((event) => t('hidden-revealed-one', { member: mention(event.owner), dice: event.dice.join(', ') })),
    ANNOUNCED_LIST,
  );
  return t('hidden-revealed-many', { count: revealed.length, hands });
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

/**
 * Sentences of one kind kept within a message's worth, in the place of the
 * first: said together when they can be, else the first ones and "… and N
 * more"; every other sentence as it was.
 */
function withinShares(lines: readonly Said[]): string[] {
  const byKind = new Map<string, Said[]>();
  for (const said of lines) if (said.kind) byKind.set(said.kind, [...(byKind.get(said.kind) ?? []), said]);
  const shown: string[] = [];
  for (const said of lines) {
    const group = said.kind ? byKind.get(said.kind)! : [said];
    if (group.map(({ line }) => line).join('\n').length <= SAID_ONE_BY_ONE) shown.push(said.line);
    // The whole kind goes where its first sentence stood.
    else if (said === group[0]) {
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
  return shown;
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
