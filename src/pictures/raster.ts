// Turns a picture's SVG into PNG (resvg) using only the fonts shipped in assets/fonts, so every machine draws it alike: on libuv's thread pool, or (for the bench's comparison) on the bot's own thread.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg, type ResvgRenderOptions, renderAsync } from '@resvg/resvg-js';

/** The fonts shipped with the bot (assets/fonts): the only ones a picture uses, so every machine draws it alike. */
const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'];

/**
 * Where the SVG is drawn: `pool` on libuv's thread pool (resvg's
 * `renderAsync`), so the bot's thread keeps answering other tables while a
 * 12 × 10 Vitaji sheet takes its ~90 ms (issue 31); `bot` on the bot's own
 * thread, as before, kept so the bench can show both in one run.
 */
export type DrawingThread = 'pool' | 'bot';

/** assets/fonts, found upwards from this file: the same from src/ (tsx, vitest) and from dist/src/ (built). */
function fontsDirectory(): string {
  let directory = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(directory, 'assets', 'fonts');
    if (existsSync(join(candidate, FONT_FILES[0]!))) return candidate;
    const parent = dirname(directory);
    if (parent === directory) throw new Error('assets/fonts/DejaVuSans.ttf not found above src/pictures');
    directory = parent;
  }
}

let options: ResvgRenderOptions | undefined;

/** The same options both ways, so a picture is the same PNG wherever it is drawn. */
function renderOptions(): ResvgRenderOptions {
  options ??= {
    fitTo: { mode: 'original' },
    font: { fontFiles: FONT_FILES.map((file) => join(fontsDirectory(), file)), loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
  };
  return options;
}

/**
 * An SVG drawn to PNG at its own size, with the shipped fonts only. On the
 * pool, loading the fonts, parsing and drawing leave the bot's thread; only
 * the PNG encoding (~8 ms for the biggest sheet) stays on it.
 */
export async function rasterise(svg: string, thread: DrawingThread = 'pool'): Promise<Buffer> {
  if (thread === 'bot') return new Resvg(svg, renderOptions()).render().asPng();
  const image = await renderAsync(svg, renderOptions());
  return image.asPng();
}
