/**
 * discord-api-spec ships its zod schemas as plain JavaScript (its `./zod`
 * export names a .js file as its types), so TypeScript sees them as `any`.
 * These are the ones the stand-in uses, typed as what they are: zod-mini
 * schemas of unknown output (the stand-in only asks whether a value passes).
 */
declare module 'discord-api-spec/zod' {
  import type { ZodMiniType } from 'zod/mini';

  type SpecSchema = ZodMiniType<unknown, unknown>;

  export const setStrictObject: (strict: boolean) => void;

  // Requests
  export const MessageCreateRequestSchema: SpecSchema;
  export const MessageEditRequestPartialSchema: SpecSchema;
  export const MessageAttachmentRequestSchema: SpecSchema;
  export const IncomingWebhookInteractionRequestSchema: SpecSchema;
  export const IncomingWebhookUpdateRequestPartialSchema: SpecSchema;
  export const IncomingWebhookUpdateForInteractionCallbackRequestPartialSchema: SpecSchema;
  export const CreateMessageInteractionCallbackRequestSchema: SpecSchema;
  export const UpdateMessageInteractionCallbackRequestSchema: SpecSchema;
  export const ModalInteractionCallbackRequestSchema: SpecSchema;
  export const ApplicationCommandAutocompleteCallbackRequestSchema: SpecSchema;
  export const PongInteractionCallbackRequestSchema: SpecSchema;
  export const LaunchActivityInteractionCallbackRequestSchema: SpecSchema;
  export const ApplicationCommandUpdateRequestSchema: SpecSchema;
  export const CreatePrivateChannelRequestSchema: SpecSchema;
  export const CreateTextThreadWithoutMessageRequestSchema: SpecSchema;
  export const CreateForumThreadRequestSchema: SpecSchema;
  export const UpdateThreadRequestPartialSchema: SpecSchema;
  export const UpdateGuildChannelRequestPartialSchema: SpecSchema;
  export const UpdateDMRequestPartialSchema: SpecSchema;

  // Responses
  export const GatewayBotResponseSchema: SpecSchema;
  export const GatewayResponseSchema: SpecSchema;
  export const UserPIIResponseSchema: SpecSchema;
  export const UserResponseSchema: SpecSchema;
  export const PrivateApplicationResponseSchema: SpecSchema;
  export const PrivateChannelResponseSchema: SpecSchema;
  export const GuildChannelResponseSchema: SpecSchema;
  export const ThreadResponseSchema: SpecSchema;
  export const CreatedThreadResponseSchema: SpecSchema;
  export const MessageResponseSchema: SpecSchema;
  export const ApplicationCommandResponseSchema: SpecSchema;
  export const InteractionCallbackResponseSchema: SpecSchema;
  export const InteractionResponseSchema: SpecSchema;
  export const CreateMessageInteractionCallbackResponseSchema: SpecSchema;
  export const UpdateMessageInteractionCallbackResponseSchema: SpecSchema;
  export const LaunchActivityInteractionCallbackResponseSchema: SpecSchema;
  export const MyGuildResponseSchema: SpecSchema;
  export const GuildWithCountsResponseSchema: SpecSchema;
  export const ThreadsResponseSchema: SpecSchema;
  export const GuildMemberResponseSchema: SpecSchema;
}
