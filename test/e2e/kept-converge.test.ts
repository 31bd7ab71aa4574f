// End-to-end (issue 32): a kept message (a table's) whose state moved on while its edit was on its way — another cluster acted and drew it, and that drawing may have landed first — is drawn and edited again, so the message ends at the newest state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sandbox } from '../../sandbox/harness.js';
import type { Keeper, KeptDrawing } from '../../src/discord/delivery/kept-messages.js';

type Drawn = KeptDrawing & { state: number };

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await Sandbox.start();
});
afterAll(async () => sandbox.stop());

describe('a kept message converges on the newest state (issue 32)', () => {
  it('an edit that lands behind the state (moved on meanwhile) is followed by one that shows the newest; a current one is not', async () => {
    const { standin } = sandbox;
    const channelId = standin.generalChannelId;
    let state = 1;
    let messageId: string | null = null;
    const keeper: Keeper<Drawn> = {
      where: async () => ({ channelId, messageId }),
      draw: async () => ({ channelId, messageId, message: { content: `state ${state}` }, state }),
      posted: async (_drawing, id) => {
        messageId = id;
      },
      stale: async (drawing) => state > drawing.state,
    };
    const kept = sandbox.bot.context.messenger.kept;
    await kept.refresh('converge', keeper);
    expect(standin.messages.get(messageId!)?.content).toBe('state 1');

    // While the edit showing state 2 is with Discord, another process moves the state on to 3 (its own edit is not this one's).
    const stop = standin.onMessage((event) => {
      if (event.kind === 'edited' && event.message.content === 'state 2') state = 3;
    });
    state = 2;
    await kept.refresh('converge', keeper);
    stop();
    const message = standin.messages.get(messageId!)!;
    expect(message.content).toBe('state 3');
    expect(message.history.map((snapshot) => snapshot.content)).toEqual(['state 1', 'state 2', 'state 3']);

    // Nothing moved: one edit, no second look.
    state = 4;
    await kept.refresh('converge', keeper);
    expect(standin.messages.get(messageId!)!.history.map((snapshot) => snapshot.content)).toEqual(['state 1', 'state 2', 'state 3', 'state 4']);
  });
});
