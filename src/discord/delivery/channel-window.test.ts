// Tests ChannelWindow: an edit of a message older than an hour waits for the stricter 3-in-6-seconds window while 5-in-5 still holds.
import { describe, expect, it } from 'vitest';
import { ChannelWindow, OLD_MESSAGE_EDITS } from './channel-window.js';

/** A clock that only moves when the window waits: what each request waited is read off it. */
function clock() {
  let now = 0;
  const pause = async (milliseconds: number) => {
    now += milliseconds;
  };
  return { now: () => now, pause };
}

describe('ChannelWindow (issue 27: edits of messages older than an hour)', () => {
  it('an edit counted in both windows waits for the stricter one, 3 in 6 s (+ margin), and the 5 in 5 s still holds', async () => {
    const time = clock();
    const edits = new ChannelWindow(time.now, time.pause);
    const oldEdits = new ChannelWindow(time.now, time.pause, OLD_MESSAGE_EDITS.limit, OLD_MESSAGE_EDITS.windowMs);
    const at: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      await edits.turn('general', oldEdits);
      at.push(time.now());
    }
    expect(at).toEqual([0, 0, 0, 6250, 6250, 6250, 12500]);
    // Another channel has its own windows.
    expect(oldEdits.wait('other')).toBe(0);
  });

  it('a young message edited meanwhile counts in the 5 in 5 s only: the old window does not hold it', async () => {
    const time = clock();
    const edits = new ChannelWindow(time.now, time.pause);
    const oldEdits = new ChannelWindow(time.now, time.pause, OLD_MESSAGE_EDITS.limit, OLD_MESSAGE_EDITS.windowMs);
    for (let index = 0; index < 3; index += 1) await edits.turn('general', oldEdits);
    await edits.turn('general');
    await edits.turn('general');
    expect(time.now()).toBe(0);
    // The sixth edit in the channel waits for the 5 in 5 s, the fourth old one for the 3 in 6 s.
    expect(edits.wait('general')).toBe(5250);
    expect(oldEdits.wait('general')).toBe(6250);
  });
});
