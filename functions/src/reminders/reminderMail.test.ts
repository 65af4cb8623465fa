import { reminderMessage } from '@pomoplan/domain';
import { describe, expect, it } from 'vitest';
import { reminderMail } from './reminderMail';

const setting = { appUrl: 'http://localhost:5000', firstName: 'Ada', projectName: 'Home' };
const dueAt = new Date('2026-11-25T13:28:00Z');

describe('reminderMail', () => {
  it('keeps a title with line breaks on one subject line', () => {
    const message = reminderMessage(
      { id: 't1', projectId: 'p1', title: 'Pay\r\nBcc: someone@example.com', dueDate: null },
      dueAt,
      'Europe/Berlin',
    );
    const mail = reminderMail(message, setting);
    expect(mail.subject).toBe('Reminder: Pay Bcc: someone@example.com');
    expect(mail.text).toContain('http://localhost:5000/projects/p1?task=t1');
  });

  it('is branded, greets, names the project and says the time in words on the user clock', () => {
    const message = reminderMessage(
      { id: 't1', projectId: 'p1', title: 'Water the plants', dueDate: '2026-11-26' },
      dueAt,
      'Europe/Berlin',
    );
    const mail = reminderMail(message, setting);
    expect(mail.text).toBe(
      'Pomoplan\n\nHi Ada,\n\nReminder: Water the plants\n\nProject: Home\n\n' +
        'Reminder · Today, 2:28 PM · Due Tomorrow\n\n' +
        'Open the task: http://localhost:5000/projects/p1?task=t1\n',
    );
    expect(mail.html).toContain('>Pomoplan</p>');
    expect(mail.html).toContain('<a href="http://localhost:5000/projects/p1?task=t1"');
    expect(mail.html).not.toContain('Due Today');
  });

  it('greets without a name and leaves the project out when it is unknown', () => {
    const message = reminderMessage(
      { id: 't1', projectId: 'p1', title: 'Water the plants', dueDate: null },
      dueAt,
      'UTC',
    );
    const mail = reminderMail(message, { ...setting, firstName: null, projectName: null });
    expect(mail.text).toContain('Hi,\n');
    expect(mail.text).not.toContain('Project:');
    expect(mail.text).toContain('Reminder · Today, 1:28 PM\n');
  });
});
