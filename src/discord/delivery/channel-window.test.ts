// Tests ChannelWindow: an edit of a message older than an hour waits for the stricter 3-in-6-seconds window while 5-in-5 still holds.
import { describe, expect, it } from 'vitest';
import { ChannelWindow, OLD_MESSAGE_EDITS } from './channel-window.js';

/** A clock that only moves when the window waits: what each request waited is read off it. */
function clock() {
  let now = 0;
  const pause = async (milliseconds: number) => {
    now += milliseconds;
  };
  return {
    now: () => now,
    pause,
    set: (at: number) => {
      now = at;
    },
  };
}

describe('ChannelWindow (issue 27: edits of messages older than an hour)', () => {
  it('an edit counted in both windows waits for the stricter one, 3 in 6 s (+ margin), and the 5 in 5 s still holds', async () => {
    const time = clock();
    const edits = new ChannelWindow(time.now, time.pause);
    const oldEdits = new ChannelWindow(time.now, time.pause, OLD_MESSAGE_EDITS.limit, OLD_MESSAGE_EDITS.windowMs);
    const at: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      // Answered at once.
      (await edits.turn('general', oldEdits))();
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
    for (let index = 0; index < 3; index += 1) (await edits.turn('general', oldEdits))();
    (await edits.turn('general'))();
    (await edits.turn('general'))();
    expect(time.now()).toBe(0);
    // The sixth edit in the channel waits for the 5 in 5 s, the fourth old one for the 3 in 6 s.
    expect(edits.wait('general')).toBe(5250);
    expect(oldEdits.wait('general')).toBe(6250);
  });

  it('a request holds its place until its answer came back, and the window counts from the answer: Discord counted it somewhere in between', async () => {
    const time = clock();
    const edits = new ChannelWindow(time.now, time.pause);
    // Five edits go at once; their answers are slow to come back (a loaded machine, a slow network).
    const answers = [];
    for (let index = 0; index < 5; index += 1) answers.push(await edits.turn('general'));
    expect(edits.wait('general')).toBeNull();
    // Two answers come back at 1 s, the rest at 3 s: the sixth edit goes 5 s (+ margin) after the first answer, not after it went.
    time.set(1000);
    answers[0]!();
    answers[1]!();
    expect(edits.wait('general')).toBe(5250);
    time.set(3000);
    for (const answered of answers.slice(2)) answered();
    const sixth = edits.turn('general');
    expect(await sixth).toBeTypeOf('function');
    expect(time.now()).toBe(6250);
    // Answering twice changes nothing.
    answers[0]!();
    expect(edits.wait('general')).toBe(0);
  });
});
