import { describe, expect, it } from 'vitest';
import { textOfAnswer } from './webhookProvider';

describe('textOfAnswer', () => {
  it("reads plain text, n8n's output field and the first item of a list", () => {
    expect(textOfAnswer('  Focus on the report.  ')).toBe('Focus on the report.');
    expect(textOfAnswer('{"output":"From n8n."}')).toBe('From n8n.');
    expect(textOfAnswer('[{"output":"First."},{"output":"Second."}]')).toBe('First.');
    expect(textOfAnswer('{"message":"Message field."}')).toBe('Message field.');
  });

  it('finds no analysis in an empty answer or JSON without a text field', () => {
    expect(textOfAnswer('')).toBeNull();
    expect(textOfAnswer('{"ok":true}')).toBeNull();
    expect(textOfAnswer('[]')).toBeNull();
    expect(textOfAnswer('{"output":"   "}')).toBeNull();
  });
});
