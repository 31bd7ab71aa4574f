// The pictures' entry point: turns a picture spec into a PNG with its size, file name and alt text, drawing each spec once (cached), off the bot's thread.
import { createHash } from 'node:crypto';
import { altText } from './alt.js';
import { bracketLayout, bracketSvg } from './bracket.js';
import { PictureCache } from './cache.js';
import { diceBoardLayout, diceBoardSvg } from './dice-board.js';
import { gridLayout, gridSvg } from './grid.js';
import { type DrawingThread, rasterise } from './raster.js';
import type { PictureSpec } from './spec.js';

export type { DrawingThread } from './raster.js';
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
 * The bot's pictures: each spec drawn once (the cache holds the last few,
 * and a draw under way, so two asking at once draw it once), `rendered`
 * counting what was really drawn. Drawn on libuv's thread pool unless told
 * `bot` (the bench's "before", bench/picture-load.ts).
 */
export class Pictures {
  readonly #cache: PictureCache<Promise<Picture>>;
  readonly #thread: DrawingThread;
  rendered = 0;

  constructor(capacity = 32, thread: DrawingThread = 'pool') {
    this.#cache = new PictureCache(capacity);
    this.#thread = thread;
  }

  /** The spec's picture; rejects when it cannot be drawn (and forgets it, so a later ask tries again). */
  draw(spec: PictureSpec): Promise<Picture> {
    const key = pictureKey(spec);
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const drawing = this.#drawn(spec);
    this.#cache.set(key, drawing);
    drawing.catch(() => {
      if (this.#cache.peek(key) === drawing) this.#cache.delete(key);
    });
    return drawing;
  }

  async #drawn(spec: PictureSpec): Promise<Picture> {
    // The SVG and the alt text stay on the bot's thread (a millisecond or two); only the raster, the slow part, leaves it.
    const { width, height } = pictureSize(spec);
    const svg = pictureSvg(spec);
    const alt = altText(spec);
    const png = await rasterise(svg, this.#thread);
    this.rendered += 1;
    return { png, width, height, file: spec.file, alt };
  }
}
