// Issue 32: whether a command's own reply carried an action's first message before the process that made it stopped.
import { type APIMessage, MessageFlags, Routes } from 'discord.js';
import type { Applied } from '../../engine/tables/contract.js';
import type { BotContext } from '../runtime/context.js';
import { discordErrorCode } from './channels.js';

/**
 * How many of an owed action's messages were said, counting the command's
 * own reply. A reply takes no nonce: a process killed between Discord
 * taking it and noting it said would say that message again at the next
 * start. So the next process asks Discord for the reply (its token, kept
 * with the owed showing, is good for 15 minutes): a public reply is the
 * announcement's first message (a private one is the command's
 * confirmation, which carries none). When Discord cannot say (the token is
 * too old, Discord is down), the message is said: twice at worst, never lost.
 */
export async function saidSoFar(context: Pick<BotContext, 'client' | 'log'>, result: Applied): Promise<number> {
  const showing = result.showing;
  const said = showing?.said ?? 0;
  const application = context.client.application?.id ?? context.client.user?.id;
  if (!showing?.replyToken || said > 0 || result.actionId === undefined || !application) return said;
  try {
    // Authorised by the interaction's token alone (as discord.js's fetchReply): outside the bot's global limit.
    const reply = (await context.client.rest.get(Routes.webhookMessage(application, showing.replyToken, '@original'), { auth: false })) as APIMessage;
    if (((reply.flags ?? 0) & MessageFlags.Ephemeral) !== 0) return said;
  } catch (error) {
    // Never the error itself: its URL holds the token.
    context.log.info({ action: result.actionId, code: discordErrorCode(error) }, 'could not tell whether a command’s reply was made; its message is said');
    return said;
  }
  // publish() notes it said before saying the rest.
  return 1;
}
