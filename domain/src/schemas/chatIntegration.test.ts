import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testUtils';
import { ChatIntegrationInputSchema } from './chatIntegration';

describe('ChatIntegrationInputSchema', () => {
  it('accepts http and https URLs, including local ones', () => {
    for (const chatUrl of [
      'https://n8n.example.com/webhook/abc',
      'http://localhost:5678/webhook/abc',
    ]) {
      expect(ChatIntegrationInputSchema.parse({ chatUrl })).toEqual({ chatUrl });
    }
  });

  it('refuses other schemes, non-URLs and a missing URL', () => {
    const message = 'chatUrl: Chat URL must be an http or https URL';
    for (const chatUrl of ['ftp://example.com/x', 'javascript:alert(1)', 'example.com', '']) {
      expect(issuesOf(ChatIntegrationInputSchema.safeParse({ chatUrl })), chatUrl).toEqual([
        message,
      ]);
    }
    expect(issuesOf(ChatIntegrationInputSchema.safeParse({}))).toEqual([
      'chatUrl: Chat URL is required',
    ]);
  });
});
