// config/integrations: the chat (n8n) webhook URL. Server-only; the rules deny every client.
import { ChatIntegrationSchema } from '@pomoplan/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db, serverTime } from './firestore';

function integrationsDoc(): DocumentReference {
  return db().doc('config/integrations');
}

/** The saved webhook URL, or null when none is saved (or what is stored is not a URL). */
export async function readChatUrl(): Promise<string | null> {
  const snapshot = await integrationsDoc().get();
  const parsed = ChatIntegrationSchema.safeParse(snapshot.data());
  return parsed.success ? parsed.data.chatUrl : null;
}

export async function saveChatUrl(chatUrl: string, updatedBy: string): Promise<void> {
  await integrationsDoc().set({ chatUrl, updatedBy, updatedAt: serverTime() }, { merge: true });
}
