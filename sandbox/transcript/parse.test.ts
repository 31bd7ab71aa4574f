// Unit tests of the transcript parser: every line kind TRANSCRIPTS.md names, slash-command lines, and the syntax errors it must raise.
import { describe, expect, it } from 'vitest';
import { parseLine, parseSlash, parseTranscript, TranscriptSyntaxError } from './parse.js';

function syntaxError(run: () => unknown): TranscriptSyntaxError {
  try {
    run();
  } catch (error) {
    if (error instanceof TranscriptSyntaxError) return error;
    throw error;
  }
  throw new Error('expected a TranscriptSyntaxError');
}

describe('parseLine: every line kind of TRANSCRIPTS.md', () => {
  it('reads a slash command with subcommand, options, quotes and a mention', () => {
    expect(parseLine('as alice: /table kick member:@bob', 3)).toEqual({
      kind: 'command',
      line: 3,
      member: 'alice',
      path: ['table', 'kick'],
      channel: null,
      options: { member: 'bob' },
      mentions: ['bob'],
    });
    expect(parseLine('as carol: /showdown open buy_in:0 stakes:points', 1)).toMatchObject({
      path: ['showdown', 'open'],
      options: { buy_in: '0', stakes: 'points' },
    });
  });

  it('reads a command in a channel or a thread, by name: spaces, apostrophes, dashes and colons in the name', () => {
    expect(parseLine('as bob in #dice-room: /table join', 2)).toEqual({
      kind: 'command',
      line: 2,
      member: 'bob',
      channel: 'dice-room',
      path: ['table', 'join'],
      options: {},
      mentions: [],
    });
    // A table thread is named "{game} — {host}" (table-thread-name).
    expect(parseLine("as bob in #Liar's Dice — alice: /liars bid quantity:2 face:5", 1)).toMatchObject({
      channel: "Liar's Dice — alice",
      path: ['liars', 'bid'],
      options: { quantity: '2', face: '5' },
    });
    // The name ends at the first colon a slash command follows, not at one inside the name.
    expect(parseLine('as bob in #Round 2: the rematch: /table status', 1)).toMatchObject({ channel: 'Round 2: the rematch', path: ['table', 'status'] });
  });

  it('reads a command in a channel of another server, named before the channel (issue 31)', () => {
    expect(parseLine('as bob in guild2 #general: /table join', 4)).toEqual({
      kind: 'command',
      line: 4,
      member: 'bob',
      guild: 'guild2',
      channel: 'general',
      path: ['table', 'join'],
      options: {},
      mentions: [],
    });
    expect(parseLine("as bob in guild3 #Liar's Dice — alice: /table status", 1)).toMatchObject({ guild: 'guild3', channel: "Liar's Dice — alice" });
    // Without a server, none is named: the sandbox's own.
    expect(parseLine('as bob in #general: /table join', 1)).not.toHaveProperty('guild');
  });

  it('reads bot-permissions: - takes away, + gives back, PermissionFlagsBits names', () => {
    expect(parseLine('bot-permissions: #general -ViewChannel -EmbedLinks +SendMessages', 7)).toEqual({
      kind: 'bot-permissions',
      line: 7,
      channel: 'general',
      changes: [
        { permission: 'ViewChannel', allow: false },
        { permission: 'EmbedLinks', allow: false },
        { permission: 'SendMessages', allow: true },
      ],
    });
    expect(parseLine('bot-permissions:#dice room +AttachFiles', 1)).toMatchObject({
      channel: 'dice room',
      changes: [{ permission: 'AttachFiles', allow: true }],
    });
  });

  it('reads gm-role and locale (Discord locales, en-US by default)', () => {
    expect(parseLine('gm-role: gina', 3)).toEqual({ kind: 'gm-role', line: 3, member: 'gina' });
    expect(parseLine('locale: bob ro', 4)).toEqual({ kind: 'locale', line: 4, member: 'bob', locale: 'ro' });
    expect(parseLine('locale:  carol  pt-BR ', 4)).toMatchObject({ member: 'carol', locale: 'pt-BR' });
  });

  it('reads press and select, labels and placeholders with spaces', () => {
    expect(parseLine('press bob: My dice', 2)).toEqual({ kind: 'press', line: 2, member: 'bob', label: 'My dice' });
    expect(parseLine('select dave:  Pick a number  =  7 ', 4)).toEqual({ kind: 'select', line: 4, member: 'dave', placeholder: 'Pick a number', value: '7' });
  });

  it('reads dice, moderator and dm-closed', () => {
    expect(parseLine('dice: 3 5 1', 1)).toEqual({ kind: 'dice', line: 1, values: [3, 5, 1] });
    expect(parseLine('dice: 3, 5,1', 1)).toMatchObject({ values: [3, 5, 1] });
    // Out of range is the bot's to judge when it rolls; the parser only wants whole numbers.
    expect(parseLine('dice: 7 0', 1)).toMatchObject({ values: [7, 0] });
    expect(parseLine('moderator: erin', 5)).toEqual({ kind: 'moderator', line: 5, member: 'erin' });
    expect(parseLine('dm-closed: bob', 6)).toEqual({ kind: 'dm-closed', line: 6, member: 'bob' });
  });

  it('reads wait in ms, s and m', () => {
    expect(parseLine('wait: 250ms', 1)).toMatchObject({ kind: 'wait', milliseconds: 250 });
    expect(parseLine('wait: 5s', 1)).toMatchObject({ milliseconds: 5000 });
    expect(parseLine('wait: 1.5s', 1)).toMatchObject({ milliseconds: 1500 });
    expect(parseLine('wait: 2m', 1)).toMatchObject({ milliseconds: 120_000 });
  });

  it('reads restart and summary, and skips blank and # lines', () => {
    expect(parseLine('restart', 8)).toEqual({ kind: 'restart', line: 8 });
    expect(parseLine('  summary  ', 9)).toEqual({ kind: 'summary', line: 9 });
    expect(parseLine('', 1)).toBeNull();
    expect(parseLine('   ', 1)).toBeNull();
    expect(parseLine('# as alice: /nothing', 1)).toBeNull();
  });
});

describe('parseSlash', () => {
  it('takes group and subcommand words before the options', () => {
    expect(parseSlash('/gm config set currency:tria')).toEqual({ path: ['gm', 'config', 'set'], options: { currency: 'tria' }, mentions: [] });
    expect(parseSlash('/roll dice:2d20+3')).toEqual({ path: ['roll'], options: { dice: '2d20+3' }, mentions: [] });
    expect(parseSlash('/table status')).toEqual({ path: ['table', 'status'], options: {}, mentions: [] });
  });

  it('reads double-quoted values with spaces, escapes and empty text', () => {
    expect(parseSlash('/table join tag:"Away from keys" team:Red').options).toEqual({ tag: 'Away from keys', team: 'Red' });
    expect(parseSlash('/x y a:"say \\"hi\\"" b:"back\\\\slash"').options).toEqual({ a: 'say "hi"', b: 'back\\slash' });
    expect(parseSlash('/x y a:""').options).toEqual({ a: '' });
    expect(parseSlash('/x y a:"one: two"').options).toEqual({ a: 'one: two' });
  });

  it('strips @ from unquoted mentions only', () => {
    expect(parseSlash('/wallet give member:@carol amount:5')).toEqual({
      path: ['wallet', 'give'],
      options: { member: 'carol', amount: '5' },
      mentions: ['carol'],
    });
    expect(parseSlash('/x y note:"@carol"')).toEqual({ path: ['x', 'y'], options: { note: '@carol' }, mentions: [] });
  });

  it('keeps a value that itself holds a colon', () => {
    expect(parseSlash('/verify code:ab:cd').options).toEqual({ code: 'ab:cd' });
  });

  it.each([
    ['table join', 'starts with /'],
    ['/Table join', 'starts with /'],
    ['/table join tag:"Away', 'not closed'],
    ['/table join tag:Away from', 'comes after an option'],
    ['/table join tag:a tag:b', 'given twice'],
    ['/table join tag:', 'has no value'],
    ['/table "join"', 'belongs to no option'],
    ['/table join tag:"a"b', 'after a closing quote'],
    ['/table join tag:a"b c"', 'quote the whole value'],
    ['/wallet give member:@', 'not a member name'],
    ['/a b c d', 'at most a group and a subcommand'],
  ])('refuses %s', (text, reason) => {
    const error = syntaxError(() => parseSlash(text, 4));
    expect(error.line).toBe(4);
    expect(error.reason).toContain(reason);
    expect(error.message).toMatch(/^line 4: /);
  });
});

describe('parseTranscript', () => {
  it('numbers steps by their line in the file', () => {
    const steps = parseTranscript('# a table\n\nas alice: /showdown open\r\npress bob: Join\nsummary\n');
    expect(steps.map((step) => [step.kind, step.line])).toEqual([
      ['command', 3],
      ['press', 4],
      ['summary', 5],
    ]);
  });

  it.each([
    ['bogus', 'not a transcript line'],
    ['as alice /table join', 'not a transcript line'],
    ['as alice: table join', 'needs a slash command'],
    ['as al ice: /table join', 'not a member name'],
    ['press bob:', 'needs a button label'],
    ['select bob: Pick a number', 'PLACEHOLDER = VALUE'],
    ['dice:', 'at least one value'],
    ['dice: 3 x', 'not a whole number'],
    ['dice: 2.5', 'not a whole number'],
    ['wait: 5', 'duration'],
    ['wait: 5h', 'duration'],
    ['moderator:', 'not a member name'],
    ['as alice in general: /table join', 'a channel is written #NAME'],
    ['as alice in #: /table join', '# needs a channel or thread name'],
    ['as alice in guild2 general: /table join', 'a channel is written #NAME'],
    ['as alice in guild2 #general /table join', 'needs a slash command'],
    ['as alice in #general: table join', 'needs a slash command'],
    ['as alice in #general /table join', 'needs a slash command'],
    ['as al@ice in #general: /table join', 'not a member name'],
    ['as alice in #general: /table join tag:"Away', 'not closed'],
    ['bot-permissions: #general -EmbedLink', '"EmbedLink" is not a permission'],
    ['bot-permissions: #general -EmbedLinks ViewChannel', 'needs - (take away) or + (give back)'],
    ['bot-permissions: general -EmbedLinks', 'a channel is written #NAME'],
    ['bot-permissions: -EmbedLinks', 'a channel is written #NAME'],
    ['bot-permissions: #general', 'bot-permissions: #CHANNEL -Permission'],
    ['gm-role:', 'not a member name'],
    ['gm-role: gina bob', 'not a member name'],
    ['locale: bob', 'locale: NAME LOCALE'],
    ['locale: bob ro extra', 'locale: NAME LOCALE'],
    ['locale: bob romanian', '"romanian" is not a Discord locale'],
    ['locale: bob en-us', '"en-us" is not a Discord locale'],
    ['locale: @bob ro', 'not a member name'],
    ['restart now', 'not a transcript line'],
  ])('names the line of %s', (line, reason) => {
    const error = syntaxError(() => parseTranscript(`as alice: /showdown open\n\n${line}\nsummary`));
    expect(error.line).toBe(3);
    expect(error.reason).toContain(reason);
  });
});
