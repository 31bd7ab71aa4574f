import type { PlayEvent } from '../../games/contract.js';
import { t } from '../../i18n/index.js';
import type { RecordedEvent } from '../../tables/recorded.js';
import type { PublicTable } from '../../tables/service.js';
import type { ServerVoice } from '../game-module.js';
import type { InstalledGames } from '../installed-games.js';
import { mention } from '../wording.js';
import { playing } from './table.js';

/**
 * The sentences one action puts in the channel. Joins and leaves in the
 * lobby show in the table message itself; only what players must not miss
 * is announced, all of it in one message (Discord allows 5 per 5 s).
 */
export function announcementLines(events: readonly RecordedEvent[], table: PublicTable, games: InstalledGames, server: ServerVoice): string[] {
  const players = table.seats.filter((seat) => seat.role === 'player' && seat.status === 'seated');
  const gameName = games.name(table.game);
  const { render } = games.module(table.game);
  // Game events come only from a game that has a view to read them with.
  const game = playing(table);
  // `announce: rounds` (a Vitaji championship over days): only round ends, eliminations and the result.
  const said = (event: PlayEvent) => table.announce === 'all' || (render.roundsOnly?.(event) ?? true);
  const lines: string[] = [];
  const together = game
    ? render.announceAll?.(
        events.filter((event): event is PlayEvent => event.type === 'game'),
        game,
      )
    : null;
  for (const event of events) {
    switch (event.type) {
      case 'table':
        if (event.what === 'started') {
          lines.push(t('table-announce-started', { game: gameName, players: players.map((seat) => mention(seat.userId)).join(', ') }));
        } else if (event.what === 'ended') {
          lines.push(t('table-announce-ended', { game: gameName, member: event.by ? mention(event.by) : '—' }));
        } else if (event.what === 'abandoned') {
          lines.push(t('table-announce-abandoned', { game: gameName }));
        } else if (event.what === 'kicked' && event.member) {
          lines.push(t('table-announce-kicked', { player: mention(event.member), member: event.by ? mention(event.by) : '—' }));
        } else if (event.what === 'left' && event.member && table.status !== 'lobby') {
          lines.push(t('table-announce-left', { player: mention(event.member) }));
        } else if (event.what === 'paused' && event.by) {
          lines.push(t('table-announce-paused', { member: mention(event.by), game: gameName }));
        } else if (event.what === 'resumed' && event.by) {
          lines.push(t('table-announce-resumed', { member: mention(event.by), game: gameName }));
        } else if (event.what === 'timed-out' && event.member && table.announce === 'all') {
          const player = mention(event.member);
          lines.push(event.by ? t('table-announce-skipped', { member: mention(event.by), player }) : t('table-announce-timed-out', { player }));
        } else if (event.what === 'forfeited' && event.member) {
          lines.push(t('table-announce-forfeited', { player: mention(event.member) }));
        } else if (event.what === 'finished') {
          const winners = table.placings?.[0]?.map(mention).join(', ') ?? '';
          lines.push(t('table-announce-finished', { winners: winners ? t('table-winners', { winners }) : '' }).trim());
        }
        break;
      case 'committed':
        lines.push(t('hidden-committed', { member: mention(event.owner), label: event.label, code: event.code }));
        break;
      case 'revealed':
        lines.push(t('hidden-revealed', { member: mention(event.owner), label: event.label, dice: event.dice.join(', '), code: event.code, salt: event.salt }));
        break;
      case 'game': {
        if (!said(event)) break;
        if (together?.at === event) lines.push(together.line);
        const line = game ? render.announce(event, game, server) : null;
        if (line) lines.push(line);
        break;
      }
      case 'moved':
        // Money shows in the table message and the ledger; one line per ante would drown the channel.
        break;
    }
  }
  return lines;
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

/** Lines packed into as few messages as Discord's 2000-character limit allows. */
export function packLines(lines: readonly string[], limit = 2000): string[] {
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
