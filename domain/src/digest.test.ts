import { describe, expect, it } from 'vitest';
import { digestContent, nextDigestAt } from './digest';

describe('nextDigestAt', () => {
  it("is this morning's 07:00 before it, else tomorrow's", () => {
    expect(nextDigestAt('Europe/Berlin', new Date('2026-11-23T05:59:00Z')).toISOString()).toBe(
      '2026-11-23T06:00:00.000Z',
    );
    expect(nextDigestAt('Europe/Berlin', new Date('2026-11-23T06:00:00Z')).toISOString()).toBe(
      '2026-11-24T06:00:00.000Z',
    );
  });

  it('follows the local clock across a DST change and the date line', () => {
    expect(nextDigestAt('Europe/Berlin', new Date('2026-03-28T12:00:00Z')).toISOString()).toBe(
      '2026-03-29T05:00:00.000Z',
    );
    expect(nextDigestAt('Pacific/Auckland', new Date('2026-11-23T12:00:00Z')).toISOString()).toBe(
      '2026-11-23T18:00:00.000Z',
    );
  });
});

describe('digestContent', () => {
  it('lists the tasks and todos of the day', () => {
    const content = digestContent('2026-11-23', ['Write <chapter> 1'], ['Call Ada'], 'https://app');
    expect(content?.subject).toBe('Your Pomoplan day: 2026-11-23');
    expect(content?.text).toBe(
      "Today's tasks:\n- Write <chapter> 1\n\nToday's todos:\n- Call Ada\n\nOpen Pomoplan: https://app\n",
    );
    expect(content?.html).toContain('<li>Write &lt;chapter&gt; 1</li>');
  });

  it('is nothing on a day with nothing due', () => {
    expect(digestContent('2026-11-23', [], [], 'https://app')).toBeNull();
  });
});
