// config/ai: the admin's choice of analysis provider. Server-only (the rules deny clients).
// Until an admin saves one, the AI_PROVIDER param decides.
import { AiSettingsSchema, type AiProviderChoice, type AiSettings } from '@pomoplan/domain';
import { aiProvider } from '../platform/config';
import { db, serverTime } from '../platform/firestore';

const aiSettingsDoc = () => db().doc('config/ai');

function defaultChoice(): AiProviderChoice {
  const parsed = AiSettingsSchema.shape.provider.safeParse(aiProvider.value());
  return parsed.success ? parsed.data : 'auto';
}

export async function readAiSettings(): Promise<AiSettings> {
  const parsed = AiSettingsSchema.safeParse((await aiSettingsDoc().get()).data());
  return parsed.success ? parsed.data : { provider: defaultChoice() };
}

export async function saveAiSettings(settings: AiSettings, updatedBy: string): Promise<void> {
  await aiSettingsDoc().set({ ...settings, updatedBy, updatedAt: serverTime() });
}
