// For a table split into groups: one embed field per group saying where it plays, its standing, and its winners once finished.
import type { APIEmbedField } from 'discord.js';
import type { PublicTable } from '../../engine/tables/service.js';
import { t } from '../../i18n/index.js';
import { ANNOUNCED_LIST, DISCORD_LIMITS, listWithin } from '../kit/budget.js';
import type { NameOf } from '../kit/game-module.js';
import type { InstalledGames } from '../runtime/installed-games.js';
import { playing } from './table.js';

/**
 * EL-1: a table split into groups shows one field per group: where it
 * plays, its standing as its game draws it, and its winners once it has
 * finished, members by `name` (an embed). Each group's own message carries the rest.
 */
export function groupFields(table: PublicTable, games: InstalledGames, name: NameOf): APIEmbedField[] {
  const render = games.module(table.game).render;
  return (table.groups ?? []).map((group, index) => {
    const number = group.group?.number ?? index + 1;
    const where = group.channelId === table.channelId ? t('table-group-here') : t('table-group-in-thread', { thread: `<#${group.channelId}>` });
    const game = playing(group);
    const standing = game ? (render.standing?.(game, name) ?? render.roster(game, name)) : [];
    const winners =
      group.status === 'finished' && group.placings?.[0] ? [t('table-winners', { winners: listWithin(group.placings[0].map(name), ANNOUNCED_LIST) })] : [];
    const status = t(`table-status-${group.status}`, { host: name(group.hostId) });
    return { name: t('table-group-field', { number, status }), value: [where, ...standing, ...winners].join('\n').slice(0, DISCORD_LIMITS.fieldValue) };
  });
}
