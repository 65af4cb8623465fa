// The chat (n8n) webhook: GET and POST /api/admin/settings/n8n, POST /api/admin/n8n/test.
import {
  ChatIntegrationInputSchema,
  type ChatSettingsResponse,
  type ChatSettingsSaved,
  type WebhookTestResponse,
} from '@pomoplan/domain';
import { Router } from 'express';
import { testWebhook } from '../../services/chatWebhook';
import { readChatUrl, saveChatUrl } from '../../services/integrations';
import { HttpError } from '../errors';
import { adminOnly } from '../middleware/admin';
import { parseBody } from '../validation';

export const adminIntegrationsRouter = Router();

export const NO_CHAT_URL = 'No chat webhook URL is configured.';

adminIntegrationsRouter.get(
  '/admin/settings/n8n',
  ...adminOnly(async (_req, res) => {
    const body: ChatSettingsResponse = { chatUrl: await readChatUrl() };
    res.json(body);
  }),
);

adminIntegrationsRouter.post(
  '/admin/settings/n8n',
  ...adminOnly(async (req, res, admin) => {
    const { chatUrl } = parseBody(ChatIntegrationInputSchema, req);
    await saveChatUrl(chatUrl, admin.email);
    const { success, message } = await testWebhook(chatUrl);
    const body: ChatSettingsSaved = { chatUrl, connectionTest: { success, message } };
    res.json(body);
  }),
);

adminIntegrationsRouter.post(
  '/admin/n8n/test',
  ...adminOnly(async (_req, res) => {
    const chatUrl = await readChatUrl();
    if (!chatUrl) throw new HttpError(400, NO_CHAT_URL);
    const body: WebhookTestResponse = await testWebhook(chatUrl);
    res.json(body);
  }),
);
