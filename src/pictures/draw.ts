// The pictures' shared drawing kit: colours and sizes, text, a die with pips, the frame and footer every picture uses, as SVG strings.
import { t } from '../i18n/index.js';

/** The pictures' shared look: colours, sizes and the few shapes every picture draws (text, a die with pips). */
export const look = {
  background: '#1f2430',
  panel: '#2a3040',
  ink: '#f2f2f2',
  muted: '#aab2c0',
  die: '#fbfbf7',
  pip: '#20242c',
  highlight: '#f5c542',
  highlightPip: '#3a2a00',
  accent: '#7ccf8a',
  font: 'DejaVu Sans',
  padding: 20,
  titleSize: 22,
  textSize: 16,
  lineHeight: 24,
};

/** DejaVu Sans averages about 0.6 em a character (digits 0.64): a width that always holds `characters` at `size`. */
export function textWidth(characters: number, size = look.textSize): number {
  return Math.ceil(characters * size * 0.64);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A name or a cell kept to `characters`, ended with "…" when cut (a picture has no room to wrap). */
export function clip(text: string, characters: number): string {
  const chars = [...text];
  return chars.length <= characters ? text : `${chars.slice(0, Math.max(1, characters - 1)).join('')}…`;
}

export function text(
  x: number,
  y: number,
  words: string,
  options: { size?: number; bold?: boolean; fill?: string; anchor?: 'start' | 'middle' | 'end' } = {},
): string {
  const { size = look.textSize, bold = false, fill = look.ink, anchor = 'start' } = options;
  const weight = bold ? ' font-weight="bold"' : '';
  return `<text x="${x}" y="${y}" font-family="${look.font}" font-size="${size}"${weight} fill="${fill}" text-anchor="${anchor}">${escapeXml(words)}</text>`;
}

/** Where a face's pips sit on a 3×3 grid (column, row), as a die shows them. */
const PIPS: Record<number, [number, number][]> = {
  1: [[1, 1]],
  2: [
    [0, 0],
    [2, 2],
  ],
  3: [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  4: [
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
  ],
  5: [
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
  ],
  6: [
    [0, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [2, 2],
  ],
};

/** One die at (x, y), `size` wide: pips for faces 1–6 (shapes, so every renderer draws them alike), the number for a bigger die's face. */
export function die(x: number, y: number, size: number, face: number, highlighted: boolean): string {
  const fill = highlighted ? look.highlight : look.die;
  const ink = highlighted ? look.highlightPip : look.pip;
  const outline = `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${Math.round(size / 6)}" fill="${fill}" stroke="${ink}" stroke-width="1.5"/>`;
  const pips = PIPS[face];
  if (!pips) return outline + text(x + size / 2, y + size * 0.66, String(face), { size: Math.round(size * 0.42), bold: true, fill: ink, anchor: 'middle' });
  const step = size / 4;
  const radius = size / 11;
  const dots = pips.map(([column, row]) => `<circle cx="${x + step * (column + 1)}" cy="${y + step * (row + 1)}" r="${radius.toFixed(2)}" fill="${ink}"/>`);
  return outline + dots.join('');
}

/** The whole picture: its size, background and body. */
export function frame(width: number, height: number, body: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${look.background}"/>`,
    ...body,
    '</svg>',
  ].join('');
}

/** "… and N more", as the catalog says it: what a picture leaves out, the message text still carries. */
export function moreLine(count: number): string {
  return t('picture-more', { count });
}

/**
 * The foot every picture ends with, from `y` down: "… and N more" when rows
 * were left out, then the caption's lines. The text elements, to add to the body.
 */
export function foot(y: number, leftOut: number, caption: readonly string[]): string[] {
  const lines: string[] = [];
  let at = y;
  if (leftOut > 0) {
    lines.push(text(look.padding, at + look.textSize, moreLine(leftOut), { fill: look.muted }));
    at += look.lineHeight;
  }
  at += 8;
  for (const line of caption) {
    lines.push(text(look.padding, at + look.textSize, clip(line, 90)));
    at += look.lineHeight;
  }
  return lines;
}
