// How members, money and times are written in messages: mentions in content, escaped display names in embeds, the server's currency.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { BaseInteraction } from 'discord.js';
import { houseSeat, isHouse } from '../../engine/house.js';
import type { Named, RuleError, RuleParams } from '../../engine/refusal.js';
import type { ServerSettings } from '../../engine/servers/settings.js';
import type { Catalog } from '../../i18n/catalog.js';
import { listed, type MessageParams, t } from '../../i18n/index.js';
import { currentLanguage } from '../../i18n/language.js';
import { durationParts } from '../options/durations.js';
import type { BotContext } from '../runtime/context.js';

/**
 * A member in a message's content, where it pings and so resolves for every
 * reader. Never inside an embed: a mention there pings nobody, Discord does
 * not send the member with the message, and a client that has not cached
 * them shows a raw `<@id>` (discord-api-docs #1479) — embeds use `namesIn`.
 */
export const mention = (userId: string) => {
  const house = houseName(userId);
  return house === null ? `<@${userId}>` : `**${house}**`;
};

/**
 * Issue 33: a house player's name ("🏠 the House 2"), the same in content,
 * embeds and files: it is no member, so nothing pings and nothing is read
 * from the members the bot remembers. Null for a member.
 */
export function houseName(userId: string): string | null {
  if (!isHouse(userId)) return null;
  const name = embedName(houseNaming.getStore() ?? t('house-name-default'));
  const seat = houseSeat(userId);
  // The house itself (its account, paid back by a refund) has no number.
  return seat === null ? t('house-name-account', { name }) : t('house-name', { name, number: seat.number });
}

/** The name the server gives its house players (`/gm config set house_name`), while a message of that server is drawn. */
const houseNaming = new AsyncLocalStorage<string>();

/** Runs `work` with house players named as the server names them (null: the catalog's "the House"); it carries through awaits, as the language does. */
export function namingHouse<T>(name: string | null, work: () => T): T {
  return name === null ? work() : houseNaming.run(name, work);
}

/** Discord's longest display name (nickname or global name): a name longer than this is cut. */
export const NAME_LIMIT = 32;

/**
 * Characters that would make a name markup in an embed: emphasis, strike,
 * code, spoiler, quote, masked links, and `<` (a name like `<@1>` or
 * `<:e:1>` must not become a mention or an emoji), and the escape itself.
 */
const MARKDOWN = /[\\*_~`|>[\]<]/g;

/**
 * A display name as an embed shows it, for every reader alike: at most 32
 * characters (cut between whole characters, an emoji never halved), on one
 * line, every markdown character escaped so the name reads as typed.
 */
export function embedName(displayName: string): string {
  const oneLine = displayName.replace(/\s+/g, ' ').trim();
  return cut(oneLine).replace(MARKDOWN, (markup) => `\\${markup}`);
}

/** One segmenter for every name: making one costs more than segmenting a name, and a drawing of 150 seats names 150. */
const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The name cut to 32 characters with an ellipsis, between whole graphemes; as it is when it fits. */
function cut(name: string): string {
  let length = [...name].length;
  if (length <= NAME_LIMIT) return name;
  const graphemes = [...graphemeSegmenter.segment(name)].map(({ segment }) => segment);
  // Room for the ellipsis that says it was cut.
  while (length > NAME_LIMIT - 1) length -= [...graphemes.pop()!].length;
  return `${graphemes.join('')}…`;
}

/** The name a member goes by in the server where they acted: their nickname, else their global name, else their username. */
export function displayNameOf(interaction: BaseInteraction): string {
  const member = interaction.member;
  if (member && 'displayName' in member) return member.displayName;
  return member?.nick ?? interaction.user.displayName;
}

/** What a server's embeds word their own way: its money, its members' names. */
export interface ServerWording {
  money(amount: number): string;
  name(userId: string): string;
}

/**
 * Draws something of a server's (a table's message, a tournament's) in its
 * wording: money in its currency, members by the display name the bot
 * remembers from their last interaction there (the members table), never
 * by a mention, and never from the guild's member cache (without the
 * members intent Discord sends no members). One never seen is "a member".
 * Names are read before the drawing, for the members it is known to name
 * (`named`); one it names beyond them is read after, and it is drawn again.
 */
export async function drawnWith<T>(
  context: Pick<BotContext, 'servers' | 'members'>,
  serverId: string,
  named: Iterable<string>,
  draw: (wording: ServerWording) => T,
): Promise<T> {
  const money = await moneyIn(context, serverId);
  const { houseName } = await context.servers.settings(serverId);
  return namingHouse(houseName, () => withNames(embedNamesIn(context, serverId), named, (name) => draw({ money, name })));
}

/** Reads the names of several members at once (one query), each as the drawing shows it. */
export type NamesReader = (userIds: readonly string[]) => Promise<ReadonlyMap<string, string>>;

/** Members' names as a server's embeds show them (read from the store): "a member" for one never seen there. */
export function embedNamesIn(context: Pick<BotContext, 'members'>, serverId: string): NamesReader {
  return async (userIds) => {
    const remembered = await context.members.rememberedNames(serverId, userIds);
    return new Map(userIds.map((userId) => [userId, houseName(userId) ?? embedded(remembered.get(userId) ?? null)]));
  };
}

/** One member's name as a server's embeds show it. */
export async function embedNameIn(context: Pick<BotContext, 'members'>, serverId: string, userId: string): Promise<string> {
  return houseName(userId) ?? embedded(await context.members.rememberedName(serverId, userId));
}

function embedded(remembered: string | null): string {
  return remembered === null || remembered.trim() === '' ? t('member-unseen') : embedName(remembered);
}

/** Members' names for text outside Discord (files, pictures): as last seen, their id when never seen. */
export function plainNamesIn(context: Pick<BotContext, 'members'>, serverId: string): NamesReader {
  return async (userIds) => {
    const remembered = await context.members.rememberedNames(serverId, userIds);
    return new Map(userIds.map((userId) => [userId, houseName(userId) ?? remembered.get(userId) ?? userId]));
  };
}

/**
 * Drawing stays synchronous while names are read from the store: the names
 * of `named` (the members a drawing is known to name: a table's seats) are
 * read first, in one query; a member it names beyond them is read after,
 * and it is drawn again with every name it used.
 */
export async function withNames<T>(read: NamesReader, named: Iterable<string>, draw: (name: (userId: string) => string) => T): Promise<T> {
  const names = new Map<string, string>();
  const unread = new Set<string>(named);
  const name = (userId: string) => {
    const known = names.get(userId);
    if (known === undefined) unread.add(userId);
    return known ?? '';
  };
  for (;;) {
    if (unread.size > 0) for (const [userId, found] of await read([...unread])) names.set(userId, found);
    unread.clear();
    const drawn = draw(name);
    if (unread.size === 0) return drawn;
  }
}

/** Who a table's drawings name first: its host and everyone seated or watching. */
export function namedAt(table: { hostId: string; seats: readonly { userId: string }[] }): string[] {
  return [table.hostId, ...table.seats.map((seat) => seat.userId)];
}

/** A server's money as its members read it: every amount on a table message of that server. */
export async function moneyIn(context: Pick<BotContext, 'servers'>, serverId: string): Promise<(amount: number) => string> {
  const settings = await context.servers.settings(serverId);
  return (amount) => formatMoney(settings, amount);
}

/**
 * Issue 33: a chance as players read it, to the whole percent: "62%"; a
 * chance that is neither sure nor impossible never reads as either ("<1%",
 * ">99%").
 */
export function percent(chance: number): string {
  if (chance > 0 && chance < 0.005) return t('odds-percent-below', { percent: 1 });
  if (chance < 1 && chance > 0.995) return t('odds-percent-above', { percent: 99 });
  return t('odds-percent', { percent: Math.round(chance * 100) });
}

/** Issue 33: an average as the reader writes numbers, to one decimal ("3.5", "3,5"); `signed` shows its sign ("+1.5", "−2"). */
export function decimal(value: number, signed = false): string {
  return new Intl.NumberFormat(currentLanguage(), { maximumFractionDigits: 1, signDisplay: signed ? 'exceptZero' : 'auto' }).format(value);
}

/** A moment as Discord shows it in every reader's own time: "in 2 minutes". */
export const relativeTime = (at: number) => `<t:${Math.floor(at / 1000)}:R>`;

/** An amount in the server's currency: `25 tria`, or `₮25` where a symbol is set. */
export function formatMoney(settings: Pick<ServerSettings, 'currencyName' | 'currencySymbol'>, amount: number): string {
  return settings.currencySymbol ? `${settings.currencySymbol}${amount}` : `${amount} ${settings.currencyName}`;
}

const DURATION_KEYS = { d: 'duration-days', h: 'duration-hours', m: 'duration-minutes', s: 'duration-seconds' } as const;

/**
 * Issue 30: a duration in the reader's words — "1 hour and 30 minutes",
 * "1 oră și 30 de minute", or "off" (null) — which the duration parser
 * (options/durations.ts) reads back, so any time the bot says can be typed
 * again as it reads.
 */
export function durationWords(milliseconds: number | null): string {
  if (milliseconds === null) return t('duration-off');
  const parts = durationParts(milliseconds);
  if (parts.length === 0) return t('duration-seconds', { count: 0 });
  return listed(parts.map(({ unit, count }) => t(DURATION_KEYS[unit], { count })));
}

/** A wait as players read it, to the minute and at least one: "3 hours and 20 minutes". */
function formatWait(milliseconds: number): string {
  return durationWords(Math.max(1, Math.ceil(milliseconds / 60_000)) * 60_000);
}

/** How one reader's side words what a refusal names, and with which sentences. */
export interface Reader {
  member(userId: string): string;
  money(amount: number, account: 'wallet' | 'stack'): string;
  game(gameId: string): string;
  /** Every sentence the bot knows, the games' included: a refusal arrives by key. */
  words: Catalog<string>;
}

function word(value: string | number | Named, reader: Reader): string | number {
  if (typeof value !== 'object') return value;
  if ('member' in value) return reader.member(value.member);
  if ('members' in value) return listed(value.members.map((id) => reader.member(id)));
  if ('money' in value) return reader.money(value.money, value.in);
  if ('game' in value) return reader.game(value.game);
  if ('wait' in value) return formatWait(value.wait);
  return sentenceOf(value.sentence, reader);
}

function wordParams(params: RuleParams, reader: Reader): MessageParams {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, word(value, reader)]));
}

/** A reader in a server's channel: members as mentions, money in the server's currency. */
export async function readerIn(context: BotContext, serverId: string | null): Promise<Reader> {
  const settings = serverId === null ? null : await context.servers.settings(serverId);
  return {
    member: (userId) => namingHouse(settings?.houseName ?? null, () => mention(userId)),
    money: (amount, account) => (account === 'wallet' && settings !== null ? formatMoney(settings, amount) : t('money-points', { amount, count: amount })),
    game: (gameId) => context.games.name(gameId),
    words: context.games.words,
  };
}

/** A refusal (or a sentence inside one) as its reader reads it. */
export function sentenceOf(refusal: Pick<RuleError, 'key' | 'params'>, reader: Reader): string {
  // Keys come from typed code; one that is not ours is a program error, not a player's.
  if (!reader.words.has(refusal.key)) throw new Error(`no sentence ${refusal.key} in the catalog`);
  return reader.words.t(refusal.key, wordParams(refusal.params ?? {}, reader));
}
