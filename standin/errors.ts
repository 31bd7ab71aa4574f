// The stand-in's refusals: its error type and every refusal it gives, in Discord's own status, code and message (50035's field errors nested as Discord does).
/** An answer Discord would give instead of doing what was asked, with Discord's own code. */
export class DiscordRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: Record<string, unknown>,
    /**
     * Why the stand-in refused what Discord itself would take, because it is
     * the bot's bug whatever a test expects (placeholders.ts): such a refusal
     * always counts against the bot (`unexpected()`).
     */
    readonly reason?: string,
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    return { message: this.message, code: this.code, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

/** One thing wrong in a request body, where Discord would say it is. */
export interface FormProblem {
  path: readonly (string | number)[];
  code: string;
  message: string;
}

/**
 * Discord's 50035 with every problem under its path, as Discord nests them:
 * `{ embeds: { 0: { title: { _errors: [{ code, message }] } } } }`.
 */
function invalidFormBody(problems: readonly FormProblem[], reason?: string): DiscordRefusal {
  const errors: Record<string, unknown> = {};
  for (const { path, code, message } of problems) {
    let node = errors;
    for (const part of path) {
      const key = String(part);
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node._errors = [...((node._errors as unknown[] | undefined) ?? []), { code, message }];
  }
  return new DiscordRefusal(400, 50035, 'Invalid Form Body', errors, reason);
}

export const refusals = {
  unknownInteraction: () => new DiscordRefusal(404, 10062, 'Unknown interaction'),
  alreadyAcknowledged: () => new DiscordRefusal(400, 40060, 'Interaction has already been acknowledged.'),
  unknownMessage: () => new DiscordRefusal(404, 10008, 'Unknown Message'),
  unknownChannel: () => new DiscordRefusal(404, 10003, 'Unknown Channel'),
  unknownUser: () => new DiscordRefusal(404, 10013, 'Unknown User'),
  unknownGuild: () => new DiscordRefusal(404, 10004, 'Unknown Guild'),
  unknownMember: () => new DiscordRefusal(404, 10007, 'Unknown Member'),
  unknownWebhook: () => new DiscordRefusal(404, 10015, 'Unknown Webhook'),
  cannotDm: () => new DiscordRefusal(403, 50007, 'Cannot send messages to this user'),
  // Discord's answer to DM opens that come too fast (403 with 40003, as bots report it; its numbers are undocumented).
  openingDmsTooFast: () => new DiscordRefusal(403, 40003, 'You are opening direct messages too fast.'),
  missingPermissions: () => new DiscordRefusal(403, 50013, 'Missing Permissions'),
  missingAccess: () => new DiscordRefusal(403, 50001, 'Missing Access'),
  threadArchived: () => new DiscordRefusal(400, 50083, 'Thread is archived'),
  maxActiveThreads: () => new DiscordRefusal(400, 160006, 'Maximum number of active threads reached'),
  emptyMessage: () => new DiscordRefusal(400, 50006, 'Cannot send an empty message'),
  // A file over the upload limit, or a request over the size limit (files.ts says where Discord says so).
  entityTooLarge: () => new DiscordRefusal(413, 40005, 'Request entity too large'),
  tooManyAttachments: () => new DiscordRefusal(400, 30015, 'Maximum number of attachments in a message reached (10)'),
  unauthorized: () => new DiscordRefusal(401, 0, '401: Unauthorized'),
  notFound: () => new DiscordRefusal(404, 0, '404: Not Found'),
  invalidForm: (path: string, code: string, message: string) => invalidFormBody([{ path: path.split('.'), code, message }]),
  invalidFormBody,
};
