// Draws a scoresheet as an SVG table: a header row, a row each, marked rows bold, long sheets capped with the text carrying the rest.

import { clip, foot, frame, look, text, textWidth } from './draw.js';
import type { ScoreGrid } from './spec.js';

/** A scoresheet as a table: a header row, then a row each, the marked rows bold; long sheets drawn to a cap, the text carrying the rest. */
const GRID = {
  maxRows: 30,
  maxColumns: 14,
  cellCharacters: 16,
  rowHeight: 26,
  cellPadding: 10,
  size: 14,
} as const;

export interface GridLayout {
  width: number;
  height: number;
  columns: number[];
  drawnRows: number;
  leftOut: number;
}

export function gridLayout(spec: ScoreGrid): GridLayout {
  const drawnRows = Math.min(spec.rows.length, GRID.maxRows);
  const all = [spec.header, ...spec.rows.slice(0, drawnRows)];
  const count = Math.min(GRID.maxColumns, spec.header.length);
  const columns = Array.from({ length: count }, (_, column) => {
    const longest = Math.max(1, ...all.map((row) => Math.min(GRID.cellCharacters, [...(row[column] ?? '')].length)));
    return textWidth(longest, GRID.size) + GRID.cellPadding * 2;
  });
  const leftOut = spec.rows.length - drawnRows;
  const tableWidth = columns.reduce((sum, width) => sum + width, 0);
  const captionWidth = Math.max(textWidth([...spec.title].length, look.titleSize), ...spec.caption.map((line) => textWidth(Math.min(90, [...line].length))));
  const width = look.padding * 2 + Math.max(tableWidth, captionWidth, 320);
  const height =
    look.padding * 2 +
    look.lineHeight +
    12 +
    (drawnRows + 1) * GRID.rowHeight +
    (leftOut > 0 ? look.lineHeight : 0) +
    8 +
    spec.caption.length * look.lineHeight;
  return { width, height, columns, drawnRows, leftOut };
}

export function gridSvg(spec: ScoreGrid): string {
  const layout = gridLayout(spec);
  const body: string[] = [text(look.padding, look.padding + look.titleSize, spec.title, { size: look.titleSize, bold: true })];
  let y = look.padding + look.lineHeight + 12;
  const tableWidth = layout.columns.reduce((sum, width) => sum + width, 0);
  const rows = [spec.header, ...spec.rows.slice(0, layout.drawnRows)];
  rows.forEach((row, index) => {
    const header = index === 0;
    const bold = header || spec.marked.includes(index - 1);
    // Every other row shaded, so a long row reads across.
    if (header || index % 2 === 0) {
      body.push(`<rect x="${look.padding}" y="${y}" width="${tableWidth}" height="${GRID.rowHeight}" fill="${header ? look.panel : '#252a37'}"/>`);
    }
    let x = look.padding;
    layout.columns.forEach((width, column) => {
      const cell = clip(row[column] ?? '', GRID.cellCharacters);
      body.push(text(x + GRID.cellPadding, y + GRID.rowHeight * 0.68, cell, { size: GRID.size, bold, fill: header ? look.muted : look.ink }));
      x += width;
    });
    y += GRID.rowHeight;
  });
  body.push(...foot(y, layout.leftOut, spec.caption));
  return frame(layout.width, layout.height, body);
}
