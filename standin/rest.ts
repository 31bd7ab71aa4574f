// The stand-in's REST API: every route it serves, with its auth, permission and spec checks, and answers checked against Discord's spec.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { DiscordRefusal, refusals } from './errors.js';
import { ARRIVED_AT_HEADER } from './front-door.js';
import { guildRoutes } from './guild-rest.js';
import { type RequestBody, readBody } from './http-body.js';
import { callback, followUp, webhookMessage } from './interactions.js';
import { channelOr404, editMessage, messageOr404, ok, postToChannel, type Reply, render } from './messages.js';
import { applicationPayload, channelPayload, commandPayload, currentUserPayload, userPayload } from './payloads.js';
import { neededFor, requireBot } from './permissions.js';
import { checkThreadName } from './placeholders.js';
import { checkRequest, responseProblems } from './spec.js';
import type { DiscordStandIn } from './standin.js';
import { addThread, checkRoomForThread, touchThread } from './threads.js';

/** A route: `arrivedAt` is when the request reached Discord, on the shared clock (what a deadline is judged by). */
type Handler = (standin: DiscordStandIn, params: string[], body: RequestBody, query: URLSearchParams, arrivedAt: number) => Reply;

const routes: [string, RegExp, Handler][] = [
  ...guildRoutes,
  [
    'GET',
    /^\/gateway(?:\/bot)?$/,
    (standin) => {
      // Issue 31: the shard count Discord recommends, and what is left of the day's IDENTIFYs.
      const { shards, sessionStartLimit: limit } = standin.shardSettings;
      const remaining = Math.max(0, limit.total - (standin.gateway?.identifies.length ?? 0));
      return ok({
        url: standin.gatewayUrl,
        shards,
        session_start_limit: { total: limit.total, remaining, reset_after: limit.resetAfter, max_concurrency: limit.maxConcurrency },
      });
    },
  ],
  ['GET', /^\/users\/@me$/, (standin) => ok(currentUserPayload(standin.botUser))],
  ['GET', /^\/(?:applications|oauth2\/applications)\/@me$/, (standin) => ok(applicationPayload(standin.applicationId, standin.botUser))],
  [
    'GET',
    /^\/users\/(\d+)$/,
    (standin, [id]) => {
      const user = standin.users.get(id!);
      if (!user) throw refusals.unknownUser();
      return ok(userPayload(user));
    },
  ],
  [
    'POST',
    /^\/users\/@me\/channels$/,
    (standin, _params, body) => {
      const user = standin.users.get(String(body.json.recipient_id));
      if (!user) throw refusals.unknownUser();
      return ok(channelPayload(standin.dmChannelOf(user.id), [user]));
    },
  ],
  [
    'GET',
    /^\/channels\/(\d+)$/,
    (standin, [id]) => {
      const channel = channelOr404(standin, id!);
      requireBot(standin.channels, channel, []);
      const recipients = channel.recipientId ? [standin.users.get(channel.recipientId)!] : [];
      return ok(channelPayload(channel, recipients));
    },
  ],
  ['POST', /^\/channels\/(\d+)\/messages$/, (standin, [id], body) => ok(render(standin, postToChannel(standin, channelOr404(standin, id!), body)))],
  [
    'GET',
    /^\/channels\/(\d+)\/messages\/(\d+)$/,
    (standin, [channelId, messageId]) => {
      requireBot(standin.channels, channelOr404(standin, channelId!), ['ReadMessageHistory']);
      const message = messageOr404(standin, channelId!, messageId!);
      if (message.audience.to === 'ephemeral') throw refusals.unknownMessage();
      return ok(render(standin, message));
    },
  ],
  [
    'PATCH',
    /^\/channels\/(\d+)\/messages\/(\d+)$/,
    (standin, [channelId, messageId], body) => {
      // Editing its own message needs no Send Messages, but embeds still need Embed Links.
      requireBot(standin.channels, channelOr404(standin, channelId!), neededFor(body.json, body.files.length));
      const message = messageOr404(standin, channelId!, messageId!);
      if (message.authorId !== standin.botUser.id || message.audience.to === 'ephemeral') throw refusals.unknownMessage();
      return ok(render(standin, editMessage(standin, message, body)));
    },
  ],
  [
    'DELETE',
    /^\/channels\/(\d+)\/messages\/(\d+)$/,
    (standin, [channelId, messageId]) => {
      requireBot(standin.channels, channelOr404(standin, channelId!), []);
      const message = messageOr404(standin, channelId!, messageId!);
      message.deleted = true;
      standin.emit({ kind: 'deleted', message });
      return ok();
    },
  ],
  [
    'PATCH',
    /^\/channels\/(\d+)$/,
    (standin, [id], body) => {
      const channel = channelOr404(standin, id!);
      const state = channel.thread;
      // The stand-in edits threads only. Modify Channel (thread): unarchiving an unlocked thread takes only
      // Send Messages; anything else the thread's creator (or Manage Threads, which the bot never has here).
      const unarchiving = body.json.archived === false && Object.keys(body.json).length === 1;
      requireBot(standin.channels, channel, unarchiving ? ['SendMessages'] : []);
      if (!state || (!unarchiving && state.ownerId !== standin.botUser.id) || (unarchiving && state.locked)) throw refusals.missingPermissions();
      checkThreadName(body.json);
      if (typeof body.json.name === 'string') channel.name = body.json.name.slice(0, 100);
      if (typeof body.json.auto_archive_duration === 'number') state.autoArchiveMinutes = body.json.auto_archive_duration;
      if (body.json.archived === false) touchThread(standin, channel);
      else if (body.json.archived === true) state.archived = true;
      const payload = channelPayload(channel, [], standin.botUser.id);
      standin.dispatch('THREAD_UPDATE', payload);
      return ok(payload);
    },
  ],
  [
    'POST',
    /^\/channels\/(\d+)\/threads$/,
    (standin, [id], body) => {
      const parent = channelOr404(standin, id!);
      // docs/resources/channel, Start Thread without Message: a private thread (12, the default) takes Create Private Threads.
      requireBot(standin.channels, parent, [Number(body.json.type ?? 12) === 12 ? 'CreatePrivateThreads' : 'CreatePublicThreads']);
      checkThreadName(body.json);
      checkRoomForThread(standin);
      // Without a duration Discord uses the channel's default, a day.
      const minutes = Number(body.json.auto_archive_duration ?? 1440);
      const thread = addThread(standin, parent, String(body.json.name ?? 'thread').slice(0, 100), minutes);
      // docs/resources/channel, Start Thread without Message: `type` "currently defaults to PRIVATE_THREAD".
      thread.type = Number(body.json.type ?? 12);
      const payload = channelPayload(thread, [], standin.botUser.id);
      standin.dispatch('THREAD_CREATE', { ...payload, newly_created: true });
      // 201 Created, as Discord answers a new thread.
      return { status: 201, body: payload };
    },
  ],
  [
    'PUT',
    /^\/applications\/(\d+)(?:\/guilds\/(\d+))?\/commands$/,
    (standin, [, guildId], body) => {
      const list = body.json as unknown as Record<string, unknown>[];
      for (const [key, command] of standin.commands) if (command.guildId === (guildId ?? null)) standin.commands.delete(key);
      const saved = list.map((definition) => {
        const id = standin.ids.next();
        const command = { id, name: String(definition.name), guildId: guildId ?? null, definition };
        standin.commands.set(id, command);
        return commandPayload(command, standin.applicationId);
      });
      return ok(saved);
    },
  ],
  [
    'GET',
    /^\/applications\/(\d+)(?:\/guilds\/(\d+))?\/commands$/,
    (standin, [, guildId]) =>
      ok(
        [...standin.commands.values()]
          .filter((command) => command.guildId === (guildId ?? null))
          .map((command) => commandPayload(command, standin.applicationId)),
      ),
  ],
  ['POST', /^\/interactions\/(\d+)\/([^/]+)\/callback$/, callback],
  ['POST', /^\/webhooks\/(\d+)\/([^/]+)$/, followUp],
  ['GET', /^\/webhooks\/(\d+)\/([^/]+)\/messages\/(@original|\d+)$/, (standin, [, token, id]) => ok(render(standin, webhookMessage(standin, token!, id!)))],
  [
    'PATCH',
    /^\/webhooks\/(\d+)\/([^/]+)\/messages\/(@original|\d+)$/,
    (standin, [, token, id], body) => ok(render(standin, editMessage(standin, webhookMessage(standin, token!, id!), body))),
  ],
  [
    'DELETE',
    /^\/webhooks\/(\d+)\/([^/]+)\/messages\/(@original|\d+)$/,
    (standin, [, token, id]) => {
      const message = webhookMessage(standin, token!, id!);
      message.deleted = true;
      standin.emit({ kind: 'deleted', message });
      return ok();
    },
  ],
];

/** Interaction callbacks and webhooks are authorised by their token, not the bot's. */
const tokenRoutes = /^\/(interactions|webhooks)\//;

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  // 204 No Content carries no body and no content type, as Discord sends it.
  response.writeHead(status, body === undefined ? headers : { 'content-type': 'application/json', ...headers });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

/**
 * Sends an answer once it is one Discord's spec allows. One that is not is a
 * bug of the stand-in's: it is recorded and, unless the stand-in only
 * records, answered with a 500 saying what is wrong and thrown, so the test
 * that met it fails instead of teaching the bot a shape Discord never sends.
 */
function answer(
  standin: DiscordStandIn,
  request: { method: string; path: string },
  response: ServerResponse,
  status: number,
  body: unknown,
  headers?: Record<string, string>,
): void {
  const issues = responseProblems(request.method, request.path, status, body);
  // Discord's rate-limit headers on every answer (buckets.ts); a 429's own say how long to wait, over the route's.
  const limits =
    status === 429
      ? standin.buckets.refused(request.method, request.path, Number(headers?.['x-ratelimit-reset-after'] ?? headers?.['retry-after'] ?? 0))
      : standin.buckets.counted(request.method, request.path);
  const withLimits = { ...limits, ...headers };
  if (issues.length === 0) {
    send(response, status, body, withLimits);
    return;
  }
  standin.nonConforming.push({ ...request, status, issues });
  if (standin.conformance === 'record') {
    send(response, status, body, withLimits);
    return;
  }
  const message = `The stand-in's answer to ${request.method} ${request.path} (${status}) breaks Discord's spec: ${issues.join('; ')}`;
  send(response, 500, { message, code: 0 });
  setImmediate(() => {
    throw new Error(message);
  });
}

/** When the request reached the stand-in, on its clock: the front door's note, or now for one that came straight in. */
function arrivalOf(standin: DiscordStandIn, request: IncomingMessage): number {
  const noted = Number(request.headers[ARRIVED_AT_HEADER]);
  return Number.isFinite(noted) && noted > 0 ? standin.clock.at(noted) : standin.clock.now();
}

export async function handleRest(standin: DiscordStandIn, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://stand-in.invalid');
  const path = decodeURIComponent(url.pathname).replace(/^\/api(?:\/v\d+)?/, '');
  const method = (request.method ?? 'GET').toUpperCase();
  const asked = { method, path };
  // Discord counts a request when it arrives, not once the stand-in's busy thread reads it: the front door noted when.
  const arrivedAt = arrivalOf(standin, request);
  try {
    const body = await readBody(request);
    standin.traffic.served(method, path, body.json, arrivedAt);
    if (!tokenRoutes.test(path) && request.headers.authorization !== `Bot ${standin.token}`) throw refusals.unauthorized();
    const limit = standin.rateLimits.find((rule) => rule.method === method && rule.path.test(path) && rule.times > 0);
    if (limit) {
      limit.times -= 1;
      const retryAfter = limit.retryAfterSeconds;
      standin.refusalsGiven.push({ method, path, status: 429, code: 0, arranged: true });
      answer(
        standin,
        asked,
        response,
        429,
        { message: 'You are being rate limited.', retry_after: retryAfter, global: limit.global },
        {
          // answer() adds the route's bucket headers (buckets.ts), nothing left until the retry.
          'retry-after': String(retryAfter),
          'x-ratelimit-scope': limit.global ? 'global' : 'user',
          ...(limit.global ? { 'x-ratelimit-global': 'true' } : {}),
        },
      );
      return;
    }
    // Discord's 30046: an edit of a message older than an hour, beyond 3 in 6 s in its channel (old-edits.ts).
    const oldEdit = standin.oldEdits.refusal(method, path);
    if (oldEdit) return answer(standin, asked, response, 429, oldEdit.body, oldEdit.headers);
    // A refusal a test arranged (a passing outage, a body Discord would not take): the route does nothing.
    const fault = standin.faults.find((rule) => rule.method === method && rule.path.test(path) && rule.times > 0);
    if (fault) {
      fault.times -= 1;
      const refusal = fault.refusal();
      standin.refusalsGiven.push({ method, path, status: refusal.status, code: refusal.code, arranged: true });
      answer(standin, asked, response, refusal.status, refusal.body());
      return;
    }
    for (const [routeMethod, pattern, handler] of routes) {
      if (routeMethod !== method) continue;
      const match = pattern.exec(path);
      if (!match) continue;
      // Discord judges the body before it does anything with it.
      checkRequest(method, path, body.json);
      const reply = handler(standin, match.slice(1), body, url.searchParams, arrivedAt);
      answer(standin, asked, response, reply.status, reply.body);
      return;
    }
    throw refusals.notFound();
  } catch (error) {
    if (error instanceof DiscordRefusal) {
      standin.refusalsGiven.push({ method, path, status: error.status, code: error.code, ...(error.reason ? { reason: error.reason } : {}) });
      answer(standin, asked, response, error.status, error.body());
      return;
    }
    send(response, 500, { message: String(error), code: 0 });
  }
}
