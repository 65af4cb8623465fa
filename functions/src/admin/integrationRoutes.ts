// The chat (n8n) webhook: GET and POST /api/admin/settings/n8n, POST /api/admin/n8n/test.
import {
  ChatIntegrationInputSchema,
  ChatSettingsResponseSchema,
  ChatSettingsSavedSchema,
  WebhookTestResponseSchema,
  type ChatSettingsResponse,
  type ChatSettingsSaved,
} from '@pomoplan/domain';
import { describeAnswer, testWebhook } from './chatWebhook';
import { readChatUrl, saveChatUrl } from '../platform/integrations';
import { checkWebhookUrl } from '../platform/webhookTarget';
import { HttpError } from '../platform/http/errors';
import { route } from '../platform/http/route';

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
      description:
        'Only https URLs whose host resolves to public addresses are saved; the connection ' +
        'test reports the status and timing, never the answer.',
      body: ChatIntegrationInputSchema,
      response: ChatSettingsSavedSchema,
      errors: {
        400: 'Invalid field, or a URL that is not https or whose host is not public, named in the message',
      },
    },
    async ({ body, admin }): Promise<ChatSettingsSaved> => {
      const checked = await checkWebhookUrl(body.chatUrl);
      if (!checked.ok) throw new HttpError(400, checked.reason);
      const chatUrl = checked.target.url.href;
      await saveChatUrl(chatUrl, admin.email);
      return { chatUrl, connectionTest: await testWebhook(chatUrl) };
    },
  ),
  route(
    {
      method: 'post',
      path: '/admin/n8n/test',
      access: 'admin',
      tag: 'admin',
      summary: 'POST a test message to the saved chat webhook (5 s timeout)',
      description:
        '`response` describes the answer, e.g. "HTTP 200 in 123 ms"; redirects are not followed.',
      response: WebhookTestResponseSchema,
      errors: { 400: NO_CHAT_URL },
    },
    async () => {
      const chatUrl = await readChatUrl();
      if (!chatUrl) throw new HttpError(400, NO_CHAT_URL);
      const test = await testWebhook(chatUrl);
      return { ...test, response: describeAnswer(test) };
    },
  ),
];
