// A raw gateway client for the stand-in's gateway tests: it queues every frame from the first byte and waits for the one a test names.
import { WebSocket } from 'ws';

// biome-ignore lint/suspicious/noExplicitAny: gateway frames are free-form JSON, read field by field in the assertions
export type Frame = { op: number; t?: string | null; s?: number | null; d: any };

/** A raw gateway client that queues every frame from the first byte. */
export class RawClient {
  readonly socket: WebSocket;
  private readonly frames: Frame[] = [];
  private wake: (() => void) | null = null;
  readonly closed: Promise<number>;

  constructor(url: string) {
    this.socket = new WebSocket(url);
    this.socket.on('message', (raw) => {
      this.frames.push(JSON.parse(String(raw)) as Frame);
      this.wake?.();
    });
    this.closed = new Promise((resolve) => this.socket.on('close', (code) => resolve(code)));
  }

  send(payload: Record<string, unknown>): void {
    this.socket.send(JSON.stringify(payload));
  }

  /** The frames received and not yet taken by `next`. */
  queued(): Frame[] {
    return [...this.frames];
  }

  /** The first queued frame that matches, waiting for it (the test's own timeout bounds the wait). */
  async next(test: (frame: Frame) => boolean = () => true): Promise<Frame> {
    for (;;) {
      const index = this.frames.findIndex(test);
      if (index >= 0) return this.frames.splice(index, 1)[0]!;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }
}
