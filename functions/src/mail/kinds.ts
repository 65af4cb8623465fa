// Every kind of mail the app writes. The ones a user can turn off are domain's OPTIONAL_MAIL;
// the others are about the user's subscription and go out whatever the switches say.
import type { OptionalMailKind } from '@pomoplan/domain';

export type MailKind = OptionalMailKind | 'receipt' | 'payment-issue';
