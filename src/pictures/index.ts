// The pictures' entry point: turns a picture spec into a PNG with its size, file name and alt text, drawing each spec once (cached).
import { createHash } from 'node:crypto';
import { altText } from './alt.js';
import { bracketLayout, bracketSvg } from './bracket.js';
import { PictureCache } from './cache.js';
import { diceBoardLayout, diceBoardSvg } from './dice-board.js';
import { gridLayout, gridSvg } from './grid.js';
import { rasterise } from './raster.js';
import type { PictureSpec } from './spec.js';

export type { PictureSources, PictureSpec } from './spec.js';

/** A picture ready to attach: the PNG, its size, its file name and its text alternative. */
export interface Picture {
  png: Buffer;
  width: number;
  height: number;
  file: string;
  alt: string;
}

/** The size a spec is drawn at, as its layout computes it (the PNG's IHDR says the same). */
export function pictureSize(spec: PictureSpec): { width: number; height: number } {
  switch (spec.kind) {
    case 'dice':
      return diceBoardLayout(spec);
    case 'grid':
      return gridLayout(spec);
    case 'bracket':
      return bracketLayout(spec);
  }
}

export function pictureSvg(spec: PictureSpec): string {
  switch (spec.kind) {
    case 'dice':
      return diceBoardSvg(spec);
    case 'grid':
      return gridSvg(spec);
    case 'bracket':
      return bracketSvg(spec);
  }
}

/** What was drawn, as a key: the same spec is the same picture. */
export function pictureKey(spec: PictureSpec): string {
  return createHash('sha256').update(JSON.stringify(spec)).digest('base64url');
}

/**
 * The bot's pictures: each spec drawn once (the cache holds the last few),
 * `rendered` counting what was really drawn.
 */
export class Pictures {
  readonly #cache: PictureCache<Picture>;
  rendered = 0;

  constructor(capacity = 32) {
    this.#cache = new PictureCache(capacity);
  }

  draw(spec: PictureSpec): Picture {
    const key = pictureKey(spec);
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const { width, height } = pictureSize(spec);
    const picture = { png: rasterise(pictureSvg(spec)), width, height, file: spec.file, alt: altText(spec) };
    this.rendered += 1;
    this.#cache.set(key, picture);
    return picture;
  }
}
