import { z } from 'zod/mini';
import { httpUrl } from './common';

/** The chat (n8n) webhook settings kept in config/integrations. */
export const ChatIntegrationSchema = z.object({
  chatUrl: httpUrl('Chat URL'),
});
export type ChatIntegration = z.infer<typeof ChatIntegrationSchema>;

/** POST /api/admin/settings/n8n: the settings have no server-set fields. */
export const ChatIntegrationInputSchema = ChatIntegrationSchema;
export type ChatIntegrationInput = z.infer<typeof ChatIntegrationInputSchema>;
