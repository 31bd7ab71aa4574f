// Unit tests of the logger: hidden dice, salts and secrets redacted at any depth (arrays too), innocent fields kept as they are, levels respected.
import { describe, expect, it } from 'vitest';
import { createLogger, type Logger } from './log.js';

function collectingLogger(level = 'info'): { log: Logger; lines: string[]; output: () => string } {
  const lines: string[] = [];
  const destination = { write: (line: string) => void lines.push(line) };
  const log = createLogger({ level, destination });
  return { log, lines, output: () => lines.join('') };
}

function lastEntry(lines: string[]): Record<string, unknown> {
  const line = lines.at(-1);
  if (line === undefined) throw new Error('nothing was logged');
  return JSON.parse(line) as Record<string, unknown>;
}

describe('the logger hides dice, salts and secrets (RL-2: no log line sees hidden dice)', () => {
  it('RL-2 hides top-level dice, salt and token', () => {
    const { log, lines, output } = collectingLogger();
    log.info({ dice: [3, 5], salt: 'abc', token: 'x.y.z' }, 'rolled');

    expect(lines).toHaveLength(1);
    expect(output()).not.toContain('3,5');
    expect(output()).not.toContain('"abc"');
    expect(output()).not.toContain('x.y.z');
    expect(output()).toContain('[hidden]');
    expect(lastEntry(lines)).toMatchObject({ dice: '[hidden]', salt: '[hidden]', token: '[hidden]', msg: 'rolled' });
  });

  it('hides an interaction token kept for a restart (issue 32: an owed showing’s replyToken), at any depth', () => {
    const { log, lines, output } = collectingLogger();
    log.info({ result: { showing: { said: 0, nonce: 'n1', replyToken: 'aW50ZXJhY3Rpb24' } } }, 'owed');

    expect(output()).not.toContain('aW50ZXJhY3Rpb24');
    expect(lastEntry(lines)).toMatchObject({ result: { showing: { said: 0, nonce: 'n1', replyToken: '[hidden]' } } });
  });

  it('RL-2 hides dice one level down: log.info({ roll })', () => {
    const { log, lines, output } = collectingLogger();
    log.info({ roll: { dice: [6, 2, 4], label: '3d6' } }, 'roll');

    expect(output()).not.toContain('6,2,4');
    expect(output()).toContain('[hidden]');
    expect(lastEntry(lines)).toMatchObject({ roll: { dice: '[hidden]', label: '3d6' } });
  });

  it('RL-2 hides a table state one level down, with whatever it carries', () => {
    const { log, lines, output } = collectingLogger();
    log.info({ table: { id: 7, state: { hands: { alice: [1, 4, 4] }, bid: 'four 4s' } } }, 'table');

    expect(output()).not.toContain('1,4,4');
    expect(output()).not.toContain('four 4s');
    expect(output()).toContain('[hidden]');
    expect(lastEntry(lines)).toMatchObject({ table: { id: 7, state: '[hidden]' } });
  });

  it('RL-2 hides secrets two levels down', () => {
    const { log, lines, output } = collectingLogger();
    log.info({ event: { commitment: { dice: [2, 3, 6], salt: 'feedface', code: 'abcdef012345' } } }, 'nested');

    expect(output()).not.toContain('2,3,6');
    expect(output()).not.toContain('feedface');
    expect(lastEntry(lines)).toMatchObject({
      event: { commitment: { dice: '[hidden]', salt: '[hidden]', code: 'abcdef012345' } },
    });
  });

  it('keeps innocent fields as they are', () => {
    const { log, lines } = collectingLogger();
    log.info({ tableId: 7, game: 'liars-dice', code: 'abcdef012345' }, 'table opened');

    const entry = lastEntry(lines);
    expect(entry).toMatchObject({ tableId: 7, game: 'liars-dice', code: 'abcdef012345', msg: 'table opened' });
    expect(JSON.stringify(entry)).not.toContain('[hidden]');
  });

  it('does not change the object the caller logged', () => {
    const { log } = collectingLogger();
    const roll = { dice: [3, 5], salt: 'abc' };
    log.info({ roll }, 'roll');
    expect(roll).toEqual({ dice: [3, 5], salt: 'abc' });
  });

  it('respects the level: debug lines are dropped at info', () => {
    const { log, lines } = collectingLogger('info');
    log.debug({ tableId: 1 }, 'chatty');
    expect(lines).toEqual([]);
    log.warn({ tableId: 1 }, 'heard');
    expect(lastEntry(lines)).toMatchObject({ msg: 'heard', tableId: 1 });
  });
});

describe('the logger hides secrets at any depth', () => {
  it('hides dice three and four levels down, inside arrays too', () => {
    const { log, output } = collectingLogger();
    log.info({ action: { events: [{ roll: { dice: [9, 8, 7] } }] }, a: { b: { c: { salt: 'deadbeefcafe' } } } }, 'deep');
    expect(output()).not.toContain('9,8,7');
    expect(output()).not.toContain('deadbeefcafe');
    expect(output()).toContain('[hidden]');
  });
});
