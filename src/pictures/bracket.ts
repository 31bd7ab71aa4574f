// Draws a tournament bracket as SVG: a column per tier, its groups as boxes, winners marked, big tournaments capped to stay small.

import { t } from '../i18n/index.js';
import { clip, foot, frame, look, moreLine, text, textWidth } from './draw.js';
import type { BracketPicture } from './spec.js';

/**
 * A bracket: a column per tier, its groups stacked as boxes, who advanced
 * in bold and green. Big tiers are drawn to a cap of groups, and a long
 * tournament to its latest tiers (the earlier ones said in a line), so
 * the picture stays under 200 KB.
 */
const BRACKET = {
  maxGroups: 6,
  maxTiers: 5,
  maxPlayers: 8,
  nameCharacters: 18,
  lineHeight: 20,
  size: 14,
  gap: 16,
} as const;

export interface BracketLayout {
  width: number;
  height: number;
  columnWidth: number;
}

function groupHeight(players: number): number {
  return (Math.min(players, BRACKET.maxPlayers) + (players > BRACKET.maxPlayers ? 1 : 0) + 1) * BRACKET.lineHeight + 12;
}

function columnHeight(tier: BracketPicture['tiers'][number]): number {
  const groups = tier.groups.slice(0, BRACKET.maxGroups);
  const more = tier.groups.length > BRACKET.maxGroups ? look.lineHeight : 0;
  return look.lineHeight + 8 + groups.reduce((sum, group) => sum + groupHeight(group.players.length) + BRACKET.gap, 0) + more;
}

/** The tiers drawn: the latest ones; how many earlier are not. */
function tiersDrawn(spec: BracketPicture): { tiers: BracketPicture['tiers']; earlier: number } {
  const tiers = spec.tiers.slice(-BRACKET.maxTiers);
  return { tiers, earlier: spec.tiers.length - tiers.length };
}

/** The captions under the bracket: a line for the earlier tiers not drawn, then the spec's own. */
function captionOf(spec: BracketPicture): string[] {
  const { earlier } = tiersDrawn(spec);
  return [...(earlier > 0 ? [t('picture-bracket-earlier', { count: earlier })] : []), ...spec.caption];
}

export function bracketLayout(spec: BracketPicture): BracketLayout {
  const { tiers } = tiersDrawn(spec);
  const caption = captionOf(spec);
  const columnWidth = textWidth(BRACKET.nameCharacters, BRACKET.size) + 24;
  const tiersWidth = tiers.length * columnWidth + Math.max(0, tiers.length - 1) * BRACKET.gap;
  const captionWidth = Math.max(textWidth([...spec.title].length, look.titleSize), ...caption.map((line) => textWidth(Math.min(90, [...line].length))));
  const width = look.padding * 2 + Math.max(tiersWidth, captionWidth, 320);
  const tallest = Math.max(0, ...tiers.map(columnHeight));
  const height = look.padding * 2 + look.lineHeight + 12 + tallest + 8 + caption.length * look.lineHeight;
  return { width, height, columnWidth };
}

export function bracketSvg(spec: BracketPicture): string {
  const layout = bracketLayout(spec);
  const body: string[] = [text(look.padding, look.padding + look.titleSize, spec.title, { size: look.titleSize, bold: true })];
  const top = look.padding + look.lineHeight + 12;
  const { tiers } = tiersDrawn(spec);
  tiers.forEach((tier, index) => {
    const x = look.padding + index * (layout.columnWidth + BRACKET.gap);
    let y = top;
    body.push(text(x, y + look.textSize, clip(tier.title, BRACKET.nameCharacters + 4), { bold: true, fill: look.muted }));
    y += look.lineHeight + 8;
    for (const group of tier.groups.slice(0, BRACKET.maxGroups)) {
      const height = groupHeight(group.players.length);
      body.push(`<rect x="${x}" y="${y}" width="${layout.columnWidth}" height="${height}" rx="6" fill="${look.panel}"/>`);
      let line = y + 6 + BRACKET.lineHeight * 0.75;
      body.push(text(x + 12, line, clip(group.title, BRACKET.nameCharacters), { size: BRACKET.size, fill: look.muted }));
      for (const player of group.players.slice(0, BRACKET.maxPlayers)) {
        line += BRACKET.lineHeight;
        const fill = player.advanced ? look.accent : look.ink;
        body.push(text(x + 12, line, clip(player.name, BRACKET.nameCharacters), { size: BRACKET.size, bold: player.advanced, fill }));
      }
      if (group.players.length > BRACKET.maxPlayers) {
        line += BRACKET.lineHeight;
        body.push(text(x + 12, line, moreLine(group.players.length - BRACKET.maxPlayers), { size: BRACKET.size, fill: look.muted }));
      }
      y += height + BRACKET.gap;
    }
    if (tier.groups.length > BRACKET.maxGroups) {
      body.push(text(x, y + look.textSize, moreLine(tier.groups.length - BRACKET.maxGroups), { fill: look.muted }));
      y += look.lineHeight;
    }
  });
  body.push(...foot(top + Math.max(0, ...tiers.map(columnHeight)), 0, captionOf(spec)));
  return frame(layout.width, layout.height, body);
}
