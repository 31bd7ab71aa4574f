// Turns a picture's SVG into PNG (resvg) using only the fonts shipped in assets/fonts, so every machine draws it alike.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

/** The fonts shipped with the bot (assets/fonts): the only ones a picture uses, so every machine draws it alike. */
const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'];

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

let fontFiles: string[] | undefined;

/** An SVG drawn to PNG at its own size, with the shipped fonts only. */
export function rasterise(svg: string): Buffer {
  fontFiles ??= FONT_FILES.map((file) => join(fontsDirectory(), file));
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'original' },
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
  });
  return resvg.render().asPng();
}
