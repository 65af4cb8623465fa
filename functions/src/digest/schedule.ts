// users/{uid}.nextDigestAt: when the user's next daily digest is due (mail/mailSchedule.ts).
import { nextDigestAt } from '@pomoplan/domain';
import type { ScheduledMail } from '../mail/mailSchedule';

export const NEXT_DIGEST_AT = 'nextDigestAt';

export const DIGEST_SCHEDULE: ScheduledMail = {
  setting: 'notifyDigest',
  dueField: NEXT_DIGEST_AT,
  next: nextDigestAt,
};
