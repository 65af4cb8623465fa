// The account itself: asking for its deletion.
import { AccountDeletionStartedSchema, type AccountDeletionStarted } from '@pomoplan/domain';
import { apiRequest } from './client';

export function requestAccountDeletion(email: string): Promise<AccountDeletionStarted> {
  return apiRequest('POST', '/api/account/deletion', AccountDeletionStartedSchema, {
    body: { email },
  });
}
