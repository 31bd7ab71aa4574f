import type { APIEmbedField } from 'discord.js';
import { t } from '../../i18n/index.js';
import type { PublicTable } from '../../tables/service.js';
import type { InstalledGames } from '../installed-games.js';
import { mention } from '../wording.js';
import { ANNOUNCED_LIST, listWithin } from './budget.js';
import { playing } from './table.js';

/**
 * EL-1: a table split into groups shows one field per group: where it
 * plays, its standing as its game draws it, and its winners once it has
 * finished. Each group's own message carries the rest.
 */
export function groupFields(table: PublicTable, games: InstalledGames): APIEmbedField[] {
  const render = games.module(table.game).render;
  return (table.groups ?? []).map((group, index) => {
    const number = group.group?.number ?? index + 1;
    const where = group.channelId === table.channelId ? t('table-group-here') : t('table-group-in-thread', { thread: `<#${group.channelId}>` });
    const game = playing(group);
    const standing = game ? (render.standing?.(game) ?? render.roster(game, mention)) : [];
    const winners =
      group.status === 'finished' && group.placings?.[0] ? [t('table-winners', { winners: listWithin(group.placings[0].map(mention), ANNOUNCED_LIST) })] : [];
    const status = t(`table-status-${group.status}`, { host: mention(group.hostId) });
    return { name: t('table-group-field', { number, status }), value: [where, ...standing, ...winners].join('\n').slice(0, 1024) };
  });
}
