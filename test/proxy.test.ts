// Integration (issue 32): `npm run proxy` hands Discord's refusals back to the bot as Discord gave them, and stays up for the next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/local-postgres.js';
import { startProxy } from '../src/main/proxy.js';
import { DiscordStandIn } from '../standin/standin.js';

const standin = new DiscordStandIn();
let proxy: Awaited<ReturnType<typeof startProxy>>;

beforeAll(async () => {
  await standin.start();
  proxy = await startProxy({ upstream: standin.apiUrl, port: 0 });
});

afterAll(async () => {
  await new Promise((resolve) => proxy.server.close(resolve));
  await standin.stop();
});

/** A message posted in #general through the proxy, as a cluster posts one. */
async function post(body: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${proxy.url}/v10/channels/${standin.generalChannelId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bot ${standin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>) };
}

describe('the REST proxy (issue 32)', () => {
  it("passes a Discord refusal back as it came (400, 50035), then forwards the next request: a refusal is not the proxy's crash", async () => {
    const refused = await post({ content: 'too long a nonce', nonce: 'n'.repeat(26) });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(50035);
    const posted = await post({ content: 'still here' });
    expect(posted.status).toBe(200);
    expect(posted.body.content).toBe('still here');
    expect([...standin.messages.values()].map((message) => message.content)).toEqual(['still here']);
  });

  it('answers 502 when Discord cannot be reached (never an empty 200 the bot would take for done), and stays up', async () => {
    const nowhere = await startProxy({ upstream: `http://127.0.0.1:${await freePort()}/api`, port: 0 });
    try {
      const call = () => fetch(`${nowhere.url}/v10/channels/1/messages`, { method: 'POST', headers: { authorization: `Bot ${standin.token}` }, body: '{}' });
      expect((await call()).status).toBe(502);
      expect((await call()).status).toBe(502);
    } finally {
      await new Promise((resolve) => nowhere.server.close(resolve));
    }
  });
});
