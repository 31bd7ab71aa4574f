// Unit tests of the readable log: mentions in content read @name, while a user mention inside an embed stays raw, as Discord shows it.
import { describe, expect, it } from 'vitest';
import { DiscordStandIn } from '../../standin/standin.js';
import { readableBody, readersIn } from './readable.js';

describe("the readable log shows mentions as a member's Discord does (issue 27)", () => {
  it('a mention in the content reads @name; a user mention inside an embed stays raw, as a client without that member cached shows it', () => {
    const standin = new DiscordStandIn();
    const alice = standin.member('alice').id;
    const general = standin.generalChannelId;
    const message = {
      content: `<@${alice}> joins <#${general}>`,
      embeds: [{ title: 'Table', description: `Host: <@${alice}> in <#${general}>`, fields: [{ name: 'Players', value: `1. alice\n2. <@!${alice}>` }] }],
      components: [],
      attachments: [],
    };
    expect(readableBody(message, undefined, readersIn(standin))).toEqual([
      '@alice joins #general',
      '│ Table',
      `│ Host: <@${alice}> in #general`,
      '│ Players: 1. alice',
      `│          2. <@!${alice}>`,
    ]);
  });
});
