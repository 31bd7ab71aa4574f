// The stand-in's interaction routes: the bot's first answer (within 3 seconds, once), follow-ups and the original message, by token.
import { DiscordRefusal, refusals } from './errors.js';
import { invalidWebhookToken } from './form-rules.js';
import type { RequestBody } from './http-body.js';
import { channelOr404, createMessage, EPHEMERAL, editMessage, ok, type Reply, render } from './messages.js';
import type { StandInInteraction, StoredMessage } from './model.js';
import type { DiscordStandIn } from './standin.js';

/** The interaction routes: the callback (the first answer, within 3 seconds, once), follow-ups and the original message, by token. */

export const INTERACTION_DEADLINE_MS = 3000;
const TOKEN_LIFETIME_MS = 15 * 60 * 1000;

function interactionByToken(standin: DiscordStandIn, token: string): StandInInteraction {
  const interaction = [...standin.interactions.values()].find((candidate) => candidate.token === token);
  if (!interaction) throw refusals.unknownWebhook();
  if (standin.clock.now() - interaction.createdAt > TOKEN_LIFETIME_MS) throw invalidWebhookToken();
  return interaction;
}

function originalOf(standin: DiscordStandIn, interaction: StandInInteraction): StoredMessage {
  const id = interaction.originalMessageId ?? interaction.messageId;
  const message = id ? standin.messages.get(id) : undefined;
  if (!message || message.deleted) throw refusals.unknownMessage();
  return message;
}

/** A callback's message sits under `data`: Discord names the faulty field `data.content`, not `content`. */
function underData<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof DiscordRefusal && error.errors)
      throw new DiscordRefusal(error.status, error.code, error.message, { data: error.errors }, error.reason);
    throw error;
  }
}

/** The interaction callback: the bot's first answer, within 3 seconds, once. */
export function callback(standin: DiscordStandIn, [id, token]: string[], body: RequestBody, query: URLSearchParams, arrivedAt: number): Reply {
  const interaction = standin.interactions.get(id!);
  if (!interaction || interaction.token !== token) throw refusals.unknownInteraction();
  if (interaction.callbackType !== null) throw refusals.alreadyAcknowledged();
  const late = arrivedAt - interaction.createdAt > INTERACTION_DEADLINE_MS;
  if (late) {
    interaction.outcome = 'too-late';
    standin.answered(interaction);
    throw refusals.unknownInteraction();
  }
  const type = Number(body.json.type);
  const data = (body.json.data as Record<string, unknown> | undefined) ?? {};
  const channel = channelOr404(standin, interaction.channelId);
  const ephemeral = (Number(data.flags ?? 0) & EPHEMERAL) !== 0;
  const user = standin.users.get(interaction.userId)!;
  const audience: StoredMessage['audience'] = ephemeral ? { to: 'ephemeral', user: user.id } : standin.audienceFor(channel);
  let resource: unknown;
  switch (type) {
    case 4: {
      const message = underData(() => createMessage(standin, channel, { json: data, files: body.files }, audience, { interactionId: interaction.id }));
      interaction.originalMessageId = message.id;
      resource = { type, message: render(standin, message) };
      break;
    }
    case 5: {
      const message = createMessage(standin, channel, { json: {}, files: [] }, audience, { interactionId: interaction.id, pending: true });
      interaction.originalMessageId = message.id;
      // The resource carries a message only for types 4 and 7 (docs: Interaction Callback Resource Object).
      resource = { type };
      break;
    }
    case 6:
      break;
    case 7: {
      if (!interaction.messageId) throw refusals.invalidForm('type', 'INTERACTION_RESPONSE_TYPE_INVALID', 'This interaction has no message to update.');
      const message = originalOf(standin, interaction);
      underData(() => editMessage(standin, message, { json: data, files: body.files }));
      resource = { type, message: render(standin, message) };
      break;
    }
    case 9:
      interaction.modal = data;
      break;
    default:
      throw refusals.invalidForm('type', 'INTERACTION_RESPONSE_TYPE_INVALID', `Callback type ${type} is not supported here.`);
  }
  interaction.callbackType = type;
  interaction.ephemeral = ephemeral;
  interaction.outcome = 'answered';
  standin.answered(interaction);
  if (query.get('with_response') === 'true') {
    return ok({
      interaction: {
        id: interaction.id,
        type: interaction.type,
        ...(interaction.originalMessageId ? { response_message_id: interaction.originalMessageId } : {}),
        response_message_loading: type === 5,
        response_message_ephemeral: ephemeral,
      },
      resource,
    });
  }
  return ok();
}

export function followUp(standin: DiscordStandIn, [, token]: string[], body: RequestBody): Reply {
  const interaction = interactionByToken(standin, token!);
  if (interaction.callbackType === null) throw refusals.unknownWebhook();
  const channel = channelOr404(standin, interaction.channelId);
  const ephemeral = (Number(body.json.flags ?? 0) & EPHEMERAL) !== 0;
  const audience: StoredMessage['audience'] = ephemeral ? { to: 'ephemeral', user: interaction.userId } : standin.audienceFor(channel);
  return ok(render(standin, createMessage(standin, channel, body, audience, { interactionId: interaction.id })));
}

export function webhookMessage(standin: DiscordStandIn, token: string, messageId: string): StoredMessage {
  const interaction = interactionByToken(standin, token);
  if (messageId === '@original') return originalOf(standin, interaction);
  const message = standin.messages.get(messageId);
  if (!message || message.deleted || message.interactionId !== interaction.id) throw refusals.unknownMessage();
  return message;
}
