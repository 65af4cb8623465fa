import { describe, expect, it } from 'vitest';
import { issuesOf, messagesOf } from '../testUtils';
import { AiAnalysisInputSchema, AiAnalysisSchema, AnalyzeTodosRequestSchema } from './aiAnalysis';

describe('AI analysis schemas', () => {
  it('reads a stored analysis', () => {
    const createdAt = new Date('2026-04-01T06:00:00Z');
    expect(AiAnalysisSchema.parse({ id: 'x', aiResponse: 'Focus on A.', createdAt })).toEqual({
      id: 'x',
      aiResponse: 'Focus on A.',
      createdAt,
      provider: 'builtin',
      model: null,
      promptTokens: 0,
      outputTokens: 0,
      weeklyReview: null,
    });
    expect(issuesOf(AiAnalysisSchema.safeParse({ id: 'x', aiResponse: 'A' }))).toEqual([
      'createdAt: Created at is required',
    ]);
  });

  it('refuses an empty AI response', () => {
    expect(messagesOf(AiAnalysisInputSchema.safeParse({ aiResponse: ' ' }))).toEqual([
      'AI response is required',
    ]);
  });

  it('analyses everyone when userIds is omitted, and refuses an empty list', () => {
    expect(AnalyzeTodosRequestSchema.parse({})).toEqual({});
    expect(AnalyzeTodosRequestSchema.parse({ userIds: ['u1', 'u2'] })).toEqual({
      userIds: ['u1', 'u2'],
    });
    expect(messagesOf(AnalyzeTodosRequestSchema.safeParse({ userIds: [] }))).toEqual([
      'User ids must not be empty; omit it to analyse every user',
    ]);
    expect(AnalyzeTodosRequestSchema.safeParse({ userIds: ['a/b'] }).success).toBe(false);
  });
});
