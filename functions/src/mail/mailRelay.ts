// On the emulators, does for mail/{id} what the "Trigger Email from Firestore" extension does in
// production: delivers the message (to the local mailbox stand-in) and records the outcome
// in the document's `delivery` field, in the extension's shape. It exists only where the
// functions emulator loads the code (FUNCTIONS_EMULATOR is set while it discovers them too): a
// deploy leaves it out, and the extension owns the collection.
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/firestore';
import { z } from 'zod';
import { capacityOf } from '../platform/capacity';
import { mailRelayUrl, REGION } from '../platform/config';
import * as logs from '../platform/logs';
import { db, runTransaction } from '../platform/firestore';

const MailSchema = z.object({
  to: z.union([z.string(), z.array(z.string()).min(1)]),
  message: z.object({
    subject: z.string(),
    text: z.string().optional(),
    html: z.string().optional(),
    // Passed on as they are, as the extension passes them to nodemailer (List-Unsubscribe).
    headers: z.record(z.string(), z.string()).optional(),
  }),
});

const onEmulators = process.env.FUNCTIONS_EMULATOR === 'true';

export const relayMail = onEmulators
  ? onDocumentCreated(
      { document: 'mail/{mailId}', region: REGION, ...capacityOf('relayMail') },
      async (event) => {
        const relay = mailRelayUrl.value();
        if (relay === '' || !event.data) return;
        const ref = db().collection('mail').doc(event.params.mailId);
        const parsed = MailSchema.safeParse(event.data.data());
        if (!parsed.success) {
          await ref.update({
            delivery: { state: 'ERROR', attempts: 0, error: parsed.error.message },
          });
          return;
        }
        // Claimed in a transaction, so that a redelivered event does not send the mail again.
        const claimed = await runTransaction(async (tx) => {
          const current = await tx.get(ref);
          if (current.get('delivery') !== undefined) return false;
          tx.update(ref, {
            delivery: { state: 'PROCESSING', attempts: 1, startTime: FieldValue.serverTimestamp() },
          });
          return true;
        });
        if (!claimed) return;
        const { to, message } = parsed.data;
        try {
          const response = await fetch(relay, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              id: event.params.mailId,
              to: typeof to === 'string' ? [to] : to,
              subject: message.subject,
              text: message.text ?? '',
              html: message.html ?? '',
              headers: message.headers ?? {},
            }),
          });
          if (!response.ok) throw new Error(`The mailbox answered ${response.status}`);
          await ref.update({
            'delivery.state': 'SUCCESS',
            'delivery.endTime': FieldValue.serverTimestamp(),
          });
        } catch (error) {
          logs.mailRelayFailed(event.params.mailId, error);
          await ref.update({
            'delivery.state': 'ERROR',
            'delivery.error': error instanceof Error ? error.message : String(error),
            'delivery.endTime': FieldValue.serverTimestamp(),
          });
        }
      },
    )
  : undefined;
