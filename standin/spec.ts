// Every route the stand-in serves, checked against Discord's published OpenAPI spec: request bodies before the route runs, answers before sending.
import * as spec from 'discord-api-spec/zod';
import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { type FormProblem, refusals } from './errors.js';
import { betweenMessage, describeProblems, formProblems } from './spec-issues.js';
import { boundsOfLengthCheck, lenient, overrideStrictly, strictly } from './spec-strict.js';

/**
 * Every route the stand-in serves, with what Discord's OpenAPI spec
 * (discord-api-spec, pinned) says it takes and answers. Request bodies are
 * checked before the route runs (a violation is Discord's 50035); answers are
 * checked before they are sent, so the stand-in cannot teach the bot a shape
 * Discord never sends.
 *
 * Objects are strict — a field the spec does not know is refused — in
 * answers (the stand-in would be inventing it) and inside request bodies
 * (an embed, a component, a command option: the bot believes the field does
 * something). The top level of a body, and a callback's message, ignore
 * unknown fields as Discord does: discord.js sends `enforce_nonce` in every
 * interaction callback's message, which the spec does not list there, and
 * Discord takes it.
 *
 * Where Discord's documentation and the spec disagree, the documentation
 * wins; each such override below says where the docs say so.
 */

type Schema = core.$ZodType;

export interface SpecRoute {
  method: string;
  /** The path as the spec writes it, e.g. `/channels/{channel_id}/messages`. */
  specPath: string;
  pattern: RegExp;
  request?: Schema;
  /** The schema of each success status the route may answer. */
  responses: Partial<Record<200 | 201 | 204, Schema | null>>;
}

const digits = z.string().check(z.regex(/^\d+$/));

// A callback's message is a body's top level (see above).
overrideStrictly(spec.IncomingWebhookInteractionRequestSchema as z.ZodMiniObject, lenient);
overrideStrictly(spec.IncomingWebhookUpdateForInteractionCallbackRequestPartialSchema as z.ZodMiniObject, lenient);

/**
 * docs/reference, "Uploading Files": a request's attachment names its file
 * by the index of `files[n]` — `{ "id": 0, … }`, a number, as discord.js
 * sends it; the spec types every attachment id as a snowflake string.
 * An attachment kept on an edit (discord.js's `attachments: [attachment]`,
 * "attachments to keep" in its MessageEditOptions) is sent as the whole
 * Attachment, camelCase fields and all — a use discord.js documents, so
 * one Discord takes: fields the entry does not declare are ignored here.
 */
overrideStrictly(spec.MessageAttachmentRequestSchema as z.ZodMiniObject, (strict) =>
  lenient(z.extend(strict, { id: z.union([digits, z.int().check(z.minimum(0))]) })),
);

/**
 * docs/reference, "Error Messages": a 50035's `errors` nest down to
 * `_errors: [{ code: "BASE_TYPE_REQUIRED", message }]` — string codes; the
 * spec reuses the top-level error (a numeric code) for them.
 */
const fieldErrors = z.strictObject({ _errors: z.array(z.strictObject({ code: z.string(), message: z.string() })) });
const errorDetails: z.ZodMiniType = z.union([
  fieldErrors,
  z.record(
    z.string(),
    z.lazy(() => errorDetails),
  ),
]);
const errorResponse = z.strictObject({ code: z.number(), message: z.string(), errors: z.optional(errorDetails) });

/**
 * docs/interactions/application-commands: `default_member_permissions` is
 * "?string — Set of permissions represented as a bit set"; the spec says a
 * number (and discord.js rightly sends the string).
 */
const commandUpdate = z.extend(lenient(strictly(spec.ApplicationCommandUpdateRequestSchema as z.ZodMiniObject)), {
  default_member_permissions: z.nullish(digits),
});

/**
 * docs/interactions/receiving-and-responding, "Interaction Callback Resource
 * Object": `type` is the callback type and `message` is "only present if
 * type is either CHANNEL_MESSAGE_WITH_SOURCE or UPDATE_MESSAGE"; the spec
 * admits only types 4, 7 and 12, so a deferred reply asked `with_response`
 * (type 5) would have no valid answer.
 */
const callbackResponse = z.extend(strictly(spec.InteractionCallbackResponseSchema as z.ZodMiniObject), {
  resource: z.optional(
    z.union([
      strictly(spec.CreateMessageInteractionCallbackResponseSchema),
      strictly(spec.LaunchActivityInteractionCallbackResponseSchema),
      strictly(spec.UpdateMessageInteractionCallbackResponseSchema),
      z.strictObject({ type: z.literal([5, 6, 9]) }),
    ]),
  ),
});

/**
 * docs/topics/rate-limits, "Rate Limit Response Structure": message,
 * retry_after, global and an optional `code` ("for some limits"); the spec
 * makes `code` required.
 */
const rateLimited = z.strictObject({ message: z.string(), retry_after: z.number(), global: z.boolean(), code: z.optional(z.number()) });

const channelResponse = strictly(
  z.union([spec.GuildChannelResponseSchema, spec.PrivateChannelResponseSchema, spec.ThreadResponseSchema] as unknown as [z.ZodMiniType]),
);

/**
 * docs/resources/message, "Create Message" and "Edit Message": content is
 * "up to 2000 characters"; the spec allows 4000.
 */
const content = { content: z.nullish(z.string().check(z.maxLength(2000))) };
const messageCreate = z.extend(lenient(strictly(spec.MessageCreateRequestSchema as z.ZodMiniObject)), content);
const messageEdit = z.extend(lenient(strictly(spec.MessageEditRequestPartialSchema as z.ZodMiniObject)), content);

const message = strictly(spec.MessageResponseSchema);
const snowflake = '(\\d+)';
const token = '([^/]+)';

function route(method: string, specPath: string, request: Schema | undefined, responses: SpecRoute['responses']): SpecRoute {
  const pattern = new RegExp(
    `^${specPath
      .replace(/\{webhook_token\}|\{interaction_token\}/g, token)
      .replace(/\{message_id\}/g, '(@original|\\d+)')
      .replace(/\{[a-z_]+\}/g, snowflake)}$`,
  );
  return { method, specPath, pattern, request, responses };
}

export const specRoutes: SpecRoute[] = [
  route('GET', '/gateway/bot', undefined, { 200: strictly(spec.GatewayBotResponseSchema) }),
  route('GET', '/gateway', undefined, { 200: strictly(spec.GatewayResponseSchema) }),
  route('GET', '/users/@me', undefined, { 200: strictly(spec.UserPIIResponseSchema) }),
  route('GET', '/applications/@me', undefined, { 200: strictly(spec.PrivateApplicationResponseSchema) }),
  route('GET', '/oauth2/applications/@me', undefined, { 200: strictly(spec.PrivateApplicationResponseSchema) }),
  route('POST', '/users/@me/channels', lenient(strictly(spec.CreatePrivateChannelRequestSchema)), { 200: strictly(spec.PrivateChannelResponseSchema) }),
  route('GET', '/users/{user_id}', undefined, { 200: strictly(spec.UserResponseSchema) }),
  // Issue 31: what a bot resumed after a restart rebuilds its cache from (guild-rest.ts).
  route('GET', '/users/@me/guilds', undefined, { 200: z.array(strictly(spec.MyGuildResponseSchema)) }),
  route('GET', '/guilds/{guild_id}', undefined, { 200: strictly(spec.GuildWithCountsResponseSchema) }),
  route('GET', '/guilds/{guild_id}/channels', undefined, { 200: z.array(channelResponse) }),
  route('GET', '/guilds/{guild_id}/threads/active', undefined, { 200: strictly(spec.ThreadsResponseSchema) }),
  route('GET', '/guilds/{guild_id}/members/{user_id}', undefined, { 200: strictly(spec.GuildMemberResponseSchema) }),
  route('GET', '/channels/{channel_id}', undefined, { 200: channelResponse }),
  route(
    'PATCH',
    '/channels/{channel_id}',
    strictly(
      z.union([spec.UpdateDMRequestPartialSchema, spec.UpdateGuildChannelRequestPartialSchema, spec.UpdateThreadRequestPartialSchema] as unknown as [
        z.ZodMiniType,
      ]),
    ),
    { 200: channelResponse },
  ),
  route('POST', '/channels/{channel_id}/messages', messageCreate, { 200: message }),
  route('GET', '/channels/{channel_id}/messages/{message_id}', undefined, { 200: message }),
  route('PATCH', '/channels/{channel_id}/messages/{message_id}', messageEdit, { 200: message }),
  route('DELETE', '/channels/{channel_id}/messages/{message_id}', undefined, { 204: null }),
  route(
    'POST',
    '/channels/{channel_id}/threads',
    strictly(z.union([spec.CreateForumThreadRequestSchema, spec.CreateTextThreadWithoutMessageRequestSchema] as unknown as [z.ZodMiniType])),
    { 201: strictly(spec.CreatedThreadResponseSchema) },
  ),
  route('PUT', '/applications/{application_id}/commands', z.nullable(z.array(commandUpdate)), {
    200: z.nullable(z.array(strictly(spec.ApplicationCommandResponseSchema))),
  }),
  route('PUT', '/applications/{application_id}/guilds/{guild_id}/commands', z.nullable(z.array(commandUpdate)), {
    200: z.nullable(z.array(strictly(spec.ApplicationCommandResponseSchema))),
  }),
  route('GET', '/applications/{application_id}/commands', undefined, { 200: z.nullable(z.array(strictly(spec.ApplicationCommandResponseSchema))) }),
  route('GET', '/applications/{application_id}/guilds/{guild_id}/commands', undefined, {
    200: z.nullable(z.array(strictly(spec.ApplicationCommandResponseSchema))),
  }),
  route(
    'POST',
    '/interactions/{interaction_id}/{interaction_token}/callback',
    strictly(
      z.union([
        spec.ApplicationCommandAutocompleteCallbackRequestSchema,
        spec.CreateMessageInteractionCallbackRequestSchema,
        spec.LaunchActivityInteractionCallbackRequestSchema,
        spec.ModalInteractionCallbackRequestSchema,
        spec.PongInteractionCallbackRequestSchema,
        spec.UpdateMessageInteractionCallbackRequestSchema,
      ] as unknown as [z.ZodMiniType]),
    ),
    { 200: callbackResponse, 204: null },
  ),
  // An interaction's follow-up: the spec's execute-webhook body, less what an
  // interaction webhook cannot take (username, avatar_url, thread_name, …).
  route('POST', '/webhooks/{webhook_id}/{webhook_token}', strictly(spec.IncomingWebhookInteractionRequestSchema), { 200: message, 204: null }),
  route('GET', '/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}', undefined, { 200: message }),
  route('PATCH', '/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}', lenient(strictly(spec.IncomingWebhookUpdateRequestPartialSchema)), {
    200: message,
  }),
  route('DELETE', '/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}', undefined, { 204: null }),
];

function specRouteFor(method: string, path: string): SpecRoute | undefined {
  return specRoutes.find((candidate) => candidate.method === method && candidate.pattern.test(path));
}

/**
 * Discord says "Must be between 1 and 100 in length." (BASE_TYPE_BAD_LENGTH)
 * of a string bounded both ways, but a finished zod issue no longer knows
 * its check's sibling bound: the error map, which still sees the check,
 * writes that sentence as the issue's message (spec-issues reads it).
 */
const lengthInBothBounds: core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'too_big' && issue.code !== 'too_small') return undefined;
  const bounds = boundsOfLengthCheck(issue.inst);
  if (!bounds?.minimum || bounds.maximum === undefined) return undefined;
  return betweenMessage(bounds.minimum, bounds.maximum);
};

function problemsIn(schema: Schema, value: unknown): FormProblem[] {
  const result = z.safeParse(schema, value, { reportInput: true, error: lengthInBothBounds });
  return result.success ? [] : formProblems(result.error.issues);
}

/** Refuses, with Discord's 50035, a request body the spec refuses. */
export function checkRequest(method: string, path: string, body: unknown): void {
  const schema = specRouteFor(method, path)?.request;
  if (!schema) return;
  const problems = problemsIn(schema, body);
  if (problems.length > 0) throw refusals.invalidFormBody(problems);
}

/** What is wrong, by the spec, with an answer the stand-in is about to send (nothing: `[]`). */
export function responseProblems(method: string, path: string, status: number, body: unknown): string[] {
  if (status === 429) return describeProblems(problemsIn(rateLimited, body));
  if (status >= 400) return describeProblems(problemsIn(errorResponse, body));
  const route = specRouteFor(method, path);
  if (!route) return [`${method} ${path} is not a route of Discord's spec`];
  if (!(status in route.responses)) return [`status ${status}: the spec answers ${Object.keys(route.responses).join(' or ')}`];
  const schema = route.responses[status as keyof SpecRoute['responses']];
  if (!schema) return body === undefined ? [] : [`status ${status} carries no body`];
  return describeProblems(problemsIn(schema, body));
}
