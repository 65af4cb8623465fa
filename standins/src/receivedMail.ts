/** A message the mailbox stand-in received, as its page and its API show it. */
export interface ReceivedMail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Headers beyond the usual ones (List-Unsubscribe), as the relay passed them. */
  headers: Record<string, string>;
  receivedAt: string;
}
