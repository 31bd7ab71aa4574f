// The line said when a player is eliminated: the server's own line for the player's tag, else the built-in one for that tag or the plain one.
import { z } from 'zod';
import type { ServerSettings } from '../../engine/servers/settings.js';
import { fill } from '../../i18n/catalog.js';
import { t } from '../../i18n/index.js';
import type { ServerLines, TaggedMember } from '../kit/game-module.js';
import { formatMoney, mention } from '../kit/wording.js';

/**
 * LD-3 (ruling): each player tag carries its own elimination line, which a
 * server may rewrite. The community's defaults never narrate a DND player as
 * digested, and a tag the server made up says the plain line until it is
 * given one of its own.
 */
export function eliminationLine(settings: Pick<ServerSettings, 'eliminationLines'>, tag: string | null): string {
  const own = tag === null ? undefined : settings.eliminationLines[tag];
  if (own) return own;
  if (tag === 'DND') return t('elimination-line-dnd');
  if (tag === 'Away') return t('elimination-line-away');
  return t('elimination-line');
}

/** Placeholders a line may use: who is out, and the pred who narrates it (LD-14). */
const PLACEHOLDERS = ['player', 'pred'];

/** A line as a moderator writes it: one sentence naming `{player}`, with `{pred}` if they like; "-" gives the tag its default back. */
export const eliminationLineText = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine((line) => line === '-' || line.includes('{player}'), { error: 'zod-elimination-line' })
  .refine((line) => [...line.matchAll(/\{(\w*)\}/g)].every(([, name]) => PLACEHOLDERS.includes(name ?? '')), { error: 'zod-elimination-line' });

const tagged = (member: TaggedMember) => (member.tag ? `${mention(member.userId)} [${member.tag}]` : mention(member.userId));

/** What a server says its own way, for a game's renderer: eliminations in the line of the player's tag, with both tags shown. */
export function serverLines(settings: Pick<ServerSettings, 'eliminationLines' | 'currencyName' | 'currencySymbol' | 'watcherTags'>): ServerLines {
  return {
    eliminated: (player, pred) => fill(eliminationLine(settings, player.tag), { player: tagged(player), pred: tagged(pred) }),
    // LD-3: the first watcher tag is the out-of-character one (OOC); the others (PRED) are the sideline's narrators.
    narrates: (tag) => tag !== null && settings.watcherTags.includes(tag) && tag !== settings.watcherTags[0],
    money: (amount) => formatMoney(settings, amount),
  };
}
