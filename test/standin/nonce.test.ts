// The stand-in keeps Discord's enforce_nonce (issue 32): a message created again with the same nonce within minutes is the one made before, not a second.
import { describe, expect, it } from 'vitest';
import { useStandIn } from '../fixtures/standin-rest.js';

const { standin: discord, call } = useStandIn();

const post = (body: Record<string, unknown>, channelId = discord().generalChannelId) => call('POST', `/channels/${channelId}/messages`, body);
const count = (content: string) => [...discord().messages.values()].filter((message) => message.content === content).length;

describe('POST /channels/{id}/messages with a nonce (docs: Create Message, enforce_nonce)', () => {
  it('with enforce_nonce, the same nonce again returns the message made before and makes no new one', async () => {
    const first = await post({ content: 'the game begins', nonce: 'n-begins', enforce_nonce: true });
    const again = await post({ content: 'the game begins', nonce: 'n-begins', enforce_nonce: true });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(count('the game begins')).toBe(1);
  });

  it('in another channel too: the check is by author, not by channel', async () => {
    const elsewhere = discord().addChannel('elsewhere');
    const first = await post({ content: 'a DM of dice', nonce: 'n-dice', enforce_nonce: true });
    const again = await post({ content: 'a DM of dice', nonce: 'n-dice', enforce_nonce: true }, elsewhere.id);
    expect(again.body.id).toBe(first.body.id);
  });

  it('without enforce_nonce a nonce only echoes: the same one twice makes two messages', async () => {
    await post({ content: 'echoed', nonce: 'n-echo' });
    await post({ content: 'echoed', nonce: 'n-echo' });
    expect(count('echoed')).toBe(2);
  });

  it('is remembered for a few minutes only: past two, the same nonce makes a new message', async () => {
    const first = await post({ content: 'later', nonce: 'n-later', enforce_nonce: true });
    discord().clock.advance(2 * 60_000 + 1);
    const again = await post({ content: 'later', nonce: 'n-later', enforce_nonce: true });
    expect(again.body.id).not.toBe(first.body.id);
    expect(count('later')).toBe(2);
  });

  it('a nonce longer than 25 characters is refused, as Discord refuses it (50035), and nothing is posted', async () => {
    const refused = await post({ content: 'too long', nonce: 'n'.repeat(26), enforce_nonce: true });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(50035);
    expect(count('too long')).toBe(0);
  });
});
