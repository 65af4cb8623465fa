import { describe, expect, it } from 'vitest';
import { reminderMail } from './channels';

describe('reminderMail', () => {
  it('keeps a title with line breaks on one subject line', () => {
    const mail = reminderMail(
      {
        title: 'Reminder: Pay\r\nBcc: someone@example.com',
        body: 'Due 2026-11-23 at 09:00 (UTC)',
        path: '/projects/p1?task=t1',
      },
      'http://localhost:5000',
    );
    expect(mail.subject).toBe('Reminder: Pay Bcc: someone@example.com');
    expect(mail.text).toContain('http://localhost:5000/projects/p1?task=t1');
  });
});
