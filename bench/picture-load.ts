/**
 * Loaded into Croupier's child process with `--import` (bench/bots.ts),
 * beside bench/memory-probe.ts, and nothing else: told over the IPC channel,
 * it draws a 12 × 10 Vitaji scoresheet once a second with the bot's own
 * picture code (src/pictures), on the bot's thread or on libuv's pool, as a
 * table ending a big game every second would (issue 31); told to stop, it
 * answers how many it drew. It loads nothing until first told, so the bot's
 * start is measured as `npm start` starts.
 */
import type { DrawingThread } from '../src/pictures/index.js';

/** What the bench tells the bot's process: draw on this thread from now on, or (null) stop. */
export interface PictureLoadOrder {
  kind: 'pictures';
  thread: DrawingThread | null;
}

/** The answer: how many pictures were drawn since the last order. */
export interface PictureLoadAnswer {
  kind: 'pictures';
  drawn: number;
}

const isOrder = (message: unknown): message is PictureLoadOrder =>
  typeof message === 'object' && message !== null && 'kind' in message && message.kind === 'pictures' && 'thread' in message;

let stopDrawing: (() => Promise<number>) | null = null;

async function startDrawing(thread: DrawingThread): Promise<() => Promise<number>> {
  const { Pictures } = await import('../src/pictures/index.js');
  const { bigSheet } = await import('./pictures.js');
  // Capacity 1 and a new title each time: the cache never answers, every second is a real draw.
  const pictures = new Pictures(1, thread);
  let run = 0;
  let last: Promise<unknown> = Promise.resolve();
  const drawOne = async () => {
    run += 1;
    last = pictures.draw(bigSheet(run)).catch((error: unknown) => console.error('bench picture not drawn', error));
  };
  await drawOne();
  const timer = setInterval(drawOne, 1000);
  return async () => {
    clearInterval(timer);
    await last;
    return pictures.rendered;
  };
}

async function obey(order: PictureLoadOrder): Promise<void> {
  const drawn = stopDrawing ? await stopDrawing() : 0;
  stopDrawing = order.thread ? await startDrawing(order.thread) : null;
  const answer: PictureLoadAnswer = { kind: 'pictures', drawn };
  process.send?.(answer);
}

process.on('message', (message) => {
  if (isOrder(message)) void obey(message);
});
// The channel must not keep a bot alive that was told to stop.
process.channel?.unref();
