/**
 * Reads a table transcript (docs: TRANSCRIPTS.md) into steps. One step a
 * line; blank lines and `#` lines are skipped. Anything else that is not
 * one of the documented line kinds is a TranscriptSyntaxError naming the
 * 1-based line, so a script never half-means something.
 */
import { Locale } from 'discord-api-types/v10';
import { isPermissionName, type PermissionName } from '../../standin/permissions.js';

export class TranscriptSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
    this.name = 'TranscriptSyntaxError';
  }
}

export interface SlashLine {
  /** `['table', 'join']`: the command name, then subcommand (or group and subcommand) names. */
  path: string[];
  /** Every value as typed; the stand-in turns it into the option's type as Discord's client would. */
  options: Record<string, string>;
  /** Names given as unquoted `@NAME` values (the `@` is stripped in `options`), in order. */
  mentions: string[];
}

/** `-EmbedLinks` (a discord.js `PermissionFlagsBits` name) takes a permission away from the bot, `+EmbedLinks` gives it back. */
export interface PermissionChange {
  permission: PermissionName;
  allow: boolean;
}

export type Step =
  /**
   * `channel`: the channel or thread named by `as NAME in #CHANNEL:`, or null for the server's #general;
   * `guild`: the server named by `as NAME in GUILD #CHANNEL:` (issue 31), absent for the sandbox's own.
   */
  | ({ kind: 'command'; line: number; member: string; channel: string | null; guild?: string } & SlashLine)
  | { kind: 'press'; line: number; member: string; label: string }
  | { kind: 'select'; line: number; member: string; placeholder: string; value: string }
  | { kind: 'dice'; line: number; values: number[] }
  | { kind: 'moderator'; line: number; member: string }
  | { kind: 'dm-closed'; line: number; member: string }
  | { kind: 'bot-permissions'; line: number; channel: string; changes: PermissionChange[] }
  | { kind: 'gm-role'; line: number; member: string }
  | { kind: 'locale'; line: number; member: string; locale: string }
  | { kind: 'wait'; line: number; milliseconds: number }
  | { kind: 'restart'; line: number }
  | { kind: 'summary'; line: number };

/** A member's name: what the stand-in knows them by. No spaces, colons, quotes or `@`. */
const NAME = /^[^\s:@"=]+$/;
const OPTION_NAME = /^[\p{Ll}\p{Lo}\p{N}_-]{1,32}$/u;
const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000 };

function memberName(raw: string, line: number, what: string): string {
  const name = raw.trim();
  if (!NAME.test(name)) throw new TranscriptSyntaxError(line, `${what}: "${name}" is not a member name (one word, no ":", "@", "=" or quotes)`);
  return name;
}

interface Token {
  raw: string;
  /** Where the double-quoted part of `raw` begins (quotes removed), or -1 when nothing was quoted. */
  quoteStart: number;
}

/** Splits at whitespace outside double quotes; `\"` and `\\` escape inside quotes. A quoted part ends its word. */
function tokenize(text: string, line: number): Token[] {
  const tokens: Token[] = [];
  let current: Token | null = null;
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (inQuotes) {
      if (char === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) {
        current!.raw += text[++i];
      } else if (char === '"') {
        inQuotes = false;
        const next = text[i + 1];
        if (next !== undefined && !/\s/.test(next))
          throw new TranscriptSyntaxError(line, `text right after a closing quote: …${text.slice(Math.max(0, i - 20), i + 2)}`);
      } else {
        current!.raw += char;
      }
    } else if (/\s/.test(char)) {
      if (current) tokens.push(current);
      current = null;
    } else if (char === '"') {
      current ??= { raw: '', quoteStart: -1 };
      current.quoteStart = current.raw.length;
      inQuotes = true;
    } else {
      current ??= { raw: '', quoteStart: -1 };
      current.raw += char;
    }
  }
  if (inQuotes) throw new TranscriptSyntaxError(line, 'a double quote is not closed');
  if (current) tokens.push(current);
  return tokens;
}

/**
 * `/command sub opt:value opt:"two words" member:@OTHER` → path and options.
 * Words without `:` before the first option are subcommand (or group and
 * subcommand) names; after an option they are a mistake (a value with spaces
 * needs quotes). An unquoted `@NAME` value is a member mention: the name is
 * passed without the `@` (the stand-in resolves user options by name);
 * `opt:"@x"` keeps the text as it is.
 */
export function parseSlash(text: string, line = 1): SlashLine {
  const trimmed = text.trim();
  const command = /^\/([\p{Ll}\p{Lo}\p{N}_-]{1,32})(?=\s|$)(.*)$/u.exec(trimmed);
  if (!command) throw new TranscriptSyntaxError(line, `a slash command starts with / and a lowercase name, not "${trimmed.slice(0, 40)}"`);
  const path = [command[1]!];
  const options: Record<string, string> = {};
  const mentions: string[] = [];
  for (const token of tokenize(command[2]!, line)) {
    const colon = token.raw.indexOf(':');
    const named = colon !== -1 && (token.quoteStart === -1 || token.quoteStart > colon);
    if (!named) {
      if (token.quoteStart !== -1) throw new TranscriptSyntaxError(line, `"${token.raw}" is quoted but belongs to no option (write opt:"…")`);
      if (Object.keys(options).length > 0) {
        throw new TranscriptSyntaxError(line, `"${token.raw}" comes after an option: subcommands go first, and a value with spaces needs double quotes`);
      }
      if (!OPTION_NAME.test(token.raw)) throw new TranscriptSyntaxError(line, `"${token.raw}" is not a subcommand name`);
      path.push(token.raw);
      continue;
    }
    const name = token.raw.slice(0, colon);
    let value = token.raw.slice(colon + 1);
    if (!OPTION_NAME.test(name)) throw new TranscriptSyntaxError(line, `"${name}" is not an option name`);
    if (name in options) throw new TranscriptSyntaxError(line, `option ${name} is given twice`);
    if (token.quoteStart !== -1 && token.quoteStart !== colon + 1) {
      throw new TranscriptSyntaxError(line, `option ${name}: quote the whole value (${name}:"…"), not part of it`);
    }
    if (token.quoteStart === -1 && value.startsWith('@')) {
      value = memberName(value.slice(1), line, `option ${name}`);
      mentions.push(value);
    } else if (token.quoteStart === -1 && value === '') {
      throw new TranscriptSyntaxError(line, `option ${name} has no value (write ${name}:"" for an empty text)`);
    }
    options[name] = value;
  }
  if (path.length > 3) throw new TranscriptSyntaxError(line, `/${path.join(' ')}: at most a group and a subcommand follow the command name`);
  return { path, options, mentions };
}

function parseDuration(raw: string, line: number): number {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m)$/.exec(raw.trim());
  if (!match) throw new TranscriptSyntaxError(line, `wait takes a duration such as 500ms, 5s or 2m, not "${raw.trim()}"`);
  return Math.round(Number(match[1]) * UNITS[match[2]!]!);
}

function parseDice(raw: string, line: number): number[] {
  const words = raw
    .trim()
    .split(/[\s,]+/)
    .filter((word) => word !== '');
  if (words.length === 0) throw new TranscriptSyntaxError(line, 'dice: needs at least one value');
  return words.map((word) => {
    if (!/^-?\d+$/.test(word)) throw new TranscriptSyntaxError(line, `dice: "${word}" is not a whole number`);
    return Number(word);
  });
}

/** `#NAME` → NAME: a channel's or a thread's name as Discord shows it (a thread's may hold spaces). */
function channelName(raw: string, line: number, what: string): string {
  const text = raw.trim();
  if (!text.startsWith('#')) throw new TranscriptSyntaxError(line, `${what}: a channel is written #NAME, not "${text.slice(0, 40)}"`);
  const name = text.slice(1).trim();
  if (name === '') throw new TranscriptSyntaxError(line, `${what}: # needs a channel or thread name`);
  return name;
}

/** `#CHANNEL -ViewChannel +SendMessages`: the channel's name is everything before the first signed word. */
function parsePermissions(raw: string, line: number): { channel: string; changes: PermissionChange[] } {
  const words = raw.trim().split(/\s+/);
  const first = words.findIndex((word) => /^[+-]/.test(word));
  if (first === -1) throw new TranscriptSyntaxError(line, 'bot-permissions: write bot-permissions: #CHANNEL -Permission +Permission');
  const channel = channelName(words.slice(0, first).join(' '), line, 'bot-permissions');
  const changes = words.slice(first).map((word): PermissionChange => {
    const sign = word[0];
    const name = word.slice(1);
    if (sign !== '+' && sign !== '-') throw new TranscriptSyntaxError(line, `bot-permissions: "${word}" needs - (take away) or + (give back) before it`);
    if (!isPermissionName(name)) {
      throw new TranscriptSyntaxError(line, `bot-permissions: "${name}" is not a permission (discord.js PermissionFlagsBits names, such as EmbedLinks)`);
    }
    return { permission: name, allow: sign === '+' };
  });
  return { channel, changes };
}

const LOCALES: readonly string[] = Object.values(Locale);

/** `NAME ro`: a member and a Discord locale (Discord's own list: en-US, ro, pt-BR …). */
function parseLocale(raw: string, line: number): { member: string; locale: string } {
  const words = raw.trim().split(/\s+/);
  if (words.length !== 2) throw new TranscriptSyntaxError(line, 'locale: write locale: NAME LOCALE, such as locale: bob ro');
  const [name, locale] = words as [string, string];
  if (!LOCALES.includes(locale)) throw new TranscriptSyntaxError(line, `locale: "${locale}" is not a Discord locale (en-US, ro, pt-BR, …)`);
  return { member: memberName(name, line, 'locale'), locale };
}

/** `NAME in [GUILD] #CHANNEL: /command …` (what follows `as`): the member, the server's name if given, the channel's name and the command. */
function parseAsIn(member: string, rest: string, line: number): Step {
  const name = memberName(member, line, 'as');
  // Issue 31: a server is named by one word before the channel (`as bob in guild2 #general:`); without it, the sandbox's own.
  const inGuild = /^([^\s#:]+)\s+(#.*)$/.exec(rest);
  const guild = inGuild ? { guild: inGuild[1]! } : {};
  // The channel ends at the first colon a slash command follows: a thread's name may hold a colon, an option's value may too.
  const split = /^(.+?):\s*(\/.*)$/.exec(inGuild ? inGuild[2]! : rest);
  if (!split) throw new TranscriptSyntaxError(line, `as ${name} in #CHANNEL: needs a slash command, such as /table join`);
  const channel = channelName(split[1]!, line, `as ${name} in`);
  return { kind: 'command', line, member: name, channel, ...guild, ...parseSlash(split[2]!, line) };
}

/** One line → its step, or null for a blank or `#` line. */
export function parseLine(text: string, line: number): Step | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return null;
  if (trimmed === 'restart') return { kind: 'restart', line };
  if (trimmed === 'summary') return { kind: 'summary', line };

  const asIn = /^as\s+([^\s:]+)\s+in\s+(.*)$/.exec(trimmed);
  if (asIn) return parseAsIn(asIn[1]!, asIn[2]!, line);
  const as = /^as\s+([^:]*):\s*(.*)$/.exec(trimmed);
  if (as) {
    const member = memberName(as[1]!, line, 'as');
    if (!as[2]!.startsWith('/')) throw new TranscriptSyntaxError(line, `as ${member}: needs a slash command, such as /table join`);
    return { kind: 'command', line, member, channel: null, ...parseSlash(as[2]!, line) };
  }
  const press = /^press\s+([^:]*):\s*(.*)$/.exec(trimmed);
  if (press) {
    const label = press[2]!.trim();
    if (label === '') throw new TranscriptSyntaxError(line, 'press: needs a button label');
    return { kind: 'press', line, member: memberName(press[1]!, line, 'press'), label };
  }
  const select = /^select\s+([^:]*):\s*(.*)$/.exec(trimmed);
  if (select) {
    const choice = /^(.+?)\s*=\s*(.+)$/.exec(select[2]!.trim());
    if (!choice) throw new TranscriptSyntaxError(line, 'select: write select NAME: PLACEHOLDER = VALUE');
    return { kind: 'select', line, member: memberName(select[1]!, line, 'select'), placeholder: choice[1]!.trim(), value: choice[2]!.trim() };
  }
  const keyed = /^(dice|moderator|dm-closed|wait|bot-permissions|gm-role|locale):(.*)$/.exec(trimmed);
  if (keyed) {
    const [, key, rest] = keyed as unknown as [string, string, string];
    switch (key) {
      case 'dice':
        return { kind: 'dice', line, values: parseDice(rest, line) };
      case 'wait':
        return { kind: 'wait', line, milliseconds: parseDuration(rest, line) };
      case 'moderator':
        return { kind: 'moderator', line, member: memberName(rest, line, 'moderator') };
      case 'bot-permissions':
        return { kind: 'bot-permissions', line, ...parsePermissions(rest, line) };
      case 'gm-role':
        return { kind: 'gm-role', line, member: memberName(rest, line, 'gm-role') };
      case 'locale':
        return { kind: 'locale', line, ...parseLocale(rest, line) };
      default:
        return { kind: 'dm-closed', line, member: memberName(rest, line, 'dm-closed') };
    }
  }
  throw new TranscriptSyntaxError(line, `not a transcript line: "${trimmed.slice(0, 60)}" (see TRANSCRIPTS.md for the line kinds)`);
}

/** Every step of a transcript, in order; the first line that cannot be read throws. */
export function parseTranscript(text: string): Step[] {
  const steps: Step[] = [];
  text.split(/\r?\n/).forEach((content, index) => {
    const step = parseLine(content, index + 1);
    if (step) steps.push(step);
  });
  return steps;
}
