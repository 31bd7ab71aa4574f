// A picture's text alternative (Discord's attachment description for screen readers): everything it shows, in words, within 1024 characters.
import { t } from '../i18n/index.js';
import type { PictureSpec } from './spec.js';

/** Discord's longest attachment description. */
export const ALT_LIMIT = 1024;

/**
 * A picture's text alternative (Discord's attachment description, read
 * aloud by screen readers): everything it shows, in words — the caption
 * first (the bid and the count), then each row — ending "… and N more"
 * when 1024 characters cannot hold every row. The message text carries
 * the same facts in full.
 */
export function altText(spec: PictureSpec): string {
  const head = [spec.title, ...spec.caption].join(' — ');
  return within(head, itemsOf(spec));
}

function itemsOf(spec: PictureSpec): string[] {
  switch (spec.kind) {
    case 'dice':
      return spec.rows.map((row) =>
        row.note
          ? t('picture-alt-dice-noted', { name: row.name, dice: row.dice.join(', '), note: row.note })
          : t('picture-alt-dice', { name: row.name, dice: row.dice.join(', ') }),
      );
    case 'grid': {
      const { summary } = spec;
      const cellsOf = (row: readonly string[]) =>
        row
          .map((cell, column) => ({ cell, column }))
          .filter(({ cell, column }) => column > 0 && cell.length > 0 && (summary === undefined || column === summary))
          .map(({ cell, column }) => `${spec.header[column] ?? ''} ${cell}`.trim())
          .join(', ');
      return spec.rows.map((row) => t('picture-alt-row', { name: row[0] ?? '', cells: cellsOf(row) }));
    }
    case 'bracket':
      return spec.tiers.flatMap((tier) =>
        tier.groups.map((group) =>
          t('picture-alt-group', {
            tier: tier.title,
            group: group.title,
            players: group.players.map((player) => (player.advanced ? t('picture-alt-advanced', { name: player.name }) : player.name)).join(', '),
          }),
        ),
      );
  }
}

/** The head and as many items as fit in Discord's limit, then how many did not. */
function within(head: string, items: readonly string[]): string {
  let said = `${head}.`;
  for (const [index, item] of items.entries()) {
    const rest = items.length - index - 1;
    const next = `${said} ${item}.`;
    const tail = rest > 0 ? ` ${t('picture-more', { count: rest })}` : '';
    // Room is kept for the "… and N more" that would follow this item.
    if (next.length + tail.length > ALT_LIMIT) return cut(`${said} ${t('picture-more', { count: items.length - index })}`);
    said = next;
  }
  return cut(said);
}

/** At most the limit, never half of a character written as two code units (an emoji in a name). */
function cut(text: string): string {
  const cutAt = /[\uD800-\uDBFF]/.test(text.charAt(ALT_LIMIT - 1)) ? ALT_LIMIT - 1 : ALT_LIMIT;
  return text.slice(0, cutAt);
}
