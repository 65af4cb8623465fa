import { describe, expect, it } from 'vitest';
import { mailFooter } from './footer';
import { verifiedUnsubscribe } from './unsubscribeLink';

const KEY = 'a-key-for-the-tests';
const SETTING = { appUrl: 'https://pomoplan.example', key: () => KEY };

describe('mailFooter', () => {
  it('gives a reminder the one-click headers and a footer link that turn reminder mail off', () => {
    const footer = mailFooter('u1', 'reminder', SETTING);
    const link = /^<(.+)>$/.exec(footer.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(footer.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const query = Object.fromEntries(new URL(link).searchParams);
    expect(verifiedUnsubscribe(query, KEY)).toEqual({ uid: 'u1', kind: 'reminder' });
    expect(footer.text).toContain(
      'You get this e-mail because “Email notifications” is on in your Pomoplan settings.',
    );
    expect(footer.text).toContain(`Stop these e-mails: ${link}`);
    expect(footer.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
  });

  it('names the digest’s own switch', () => {
    const footer = mailFooter('u1', 'digest', SETTING);
    expect(footer.text).toContain('“Daily digest e-mail” is on');
    expect(footer.headers?.['List-Unsubscribe']).toContain('kind=digest');
  });

  it('gives subscription mail no unsubscribe header, since no switch turns it off', () => {
    for (const kind of ['receipt', 'payment-issue'] as const) {
      const footer = mailFooter('u1', kind, { ...SETTING, key: () => '' });
      expect(footer.headers).toBeNull();
      expect(footer.text).toContain(
        'This e-mail is about your Pomoplan subscription, so it is sent even when other e-mail is turned off.',
      );
    }
  });
});
