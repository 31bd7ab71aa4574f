// The stand-in refuses a user mention inside an embed (it renders raw for members who lack it cached): always a bot bug, issue 27.
import { type DiscordRefusal, type FormProblem, refusals } from './errors.js';
import { embedTexts } from './placeholders.js';

/**
 * Issue 27, "names in embeds render for everyone": a user mention inside an
 * embed pings nobody, so Discord does not send the member with the message,
 * and a client that has not cached that member shows a raw
 * `<@1577445410883108889>` (discord/discord-api-docs#1479, closed as won't
 * fix). Real Discord takes such a message; the stand-in refuses it as a test
 * failure (`reason` on the refusal, as placeholders.ts does), because it is
 * always the bot's bug: inside an embed a member is named, and a mention
 * belongs in the message's content, where it pings and so resolves.
 *
 * What counts: `<@id>` and the legacy nickname form `<@!id>`, in an embed's
 * title, description, fields, footer and author. Role (`<@&id>`) and
 * channel (`<#id>`) mentions render from the guild the client holds; a
 * backslash before the mention (`\<@id>`) shows it as text, on purpose.
 */
const USER_MENTION = /(?<!\\)<@!?\d+>/g;

type Json = Record<string, unknown>;

/** The user mentions in a message body's embeds, each with where it stands. */
function embedMentions(body: Json): FormProblem[] {
  const problems: FormProblem[] = [];
  for (const [path, text] of embedTexts(body.embeds)) {
    if (typeof text !== 'string') continue;
    const found = [...new Set(text.match(USER_MENTION) ?? [])];
    if (found.length > 0) {
      problems.push({ path: path.split('.'), code: 'USER_MENTION_IN_EMBED', message: `${found.join(', ')} shows raw to a member who has not cached them` });
    }
  }
  return problems;
}

function refusal(problems: FormProblem[]): DiscordRefusal {
  const reason = problems.map((problem) => `${problem.path.join('.')}: ${problem.message}`).join('; ');
  return refusals.invalidFormBody(problems, `a user mention inside an embed: ${reason}`);
}

/** Refuses a message body (create or edit, a channel message or an interaction's answer) with a user mention in an embed. */
export function checkEmbedMentions(body: Json): void {
  const problems = embedMentions(body);
  if (problems.length > 0) throw refusal(problems);
}
