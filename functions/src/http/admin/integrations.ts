// The chat (n8n) webhook: GET and POST /api/admin/settings/n8n, POST /api/admin/n8n/test.
import {
  ChatIntegrationInputSchema,
  ChatSettingsResponseSchema,
  ChatSettingsSavedSchema,
  WebhookTestResponseSchema,
  type ChatSettingsResponse,
  type ChatSettingsSaved,
} from '@pomoplan/domain';
import { testWebhook } from '../../services/chatWebhook';
import { readChatUrl, saveChatUrl } from '../../services/integrations';
import { HttpError } from '../errors';
import { route } from '../route';

export const NO_CHAT_URL = 'No chat webhook URL is configured.';

export const adminIntegrationsRoutes = [
  route(
    {
      method: 'get',
      path: '/admin/settings/n8n',
      access: 'admin',
      tag: 'admin',
      summary: 'The chat webhook URL (null until saved)',
      response: ChatSettingsResponseSchema,
    },
    async (): Promise<ChatSettingsResponse> => ({ chatUrl: await readChatUrl() }),
  ),
  route(
    {
      method: 'post',
      path: '/admin/settings/n8n',
      access: 'admin',
      tag: 'admin',
      summary: 'Save the chat webhook URL and try it',
      body: ChatIntegrationInputSchema,
      response: ChatSettingsSavedSchema,
    },
    async ({ body, admin }): Promise<ChatSettingsSaved> => {
      await saveChatUrl(body.chatUrl, admin.email);
      const { success, message } = await testWebhook(body.chatUrl);
      return { chatUrl: body.chatUrl, connectionTest: { success, message } };
    },
  ),
  route(
    {
      method: 'post',
      path: '/admin/n8n/test',
      access: 'admin',
      tag: 'admin',
      summary: 'POST a test message to the saved chat webhook (5 s timeout)',
      response: WebhookTestResponseSchema,
      errors: { 400: NO_CHAT_URL },
    },
    async () => {
      const chatUrl = await readChatUrl();
      if (!chatUrl) throw new HttpError(400, NO_CHAT_URL);
      return testWebhook(chatUrl);
    },
  ),
];
