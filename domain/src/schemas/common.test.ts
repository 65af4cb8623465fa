import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testUtils';
import { documentId, isDocumentId } from './common';

describe('document ids', () => {
  it('accepts Firestore document ids', () => {
    expect(isDocumentId('Xy7aB3kLmN0pQrStUvWz')).toBe(true);
    expect(isDocumentId('test-free-user')).toBe(true);
    expect(isDocumentId('42')).toBe(true);
  });

  it('refuses what Firestore refuses', () => {
    for (const id of ['', 'a/b', '.', '..', '__id__', 'x'.repeat(1501)]) {
      expect(isDocumentId(id), id).toBe(false);
    }
  });

  it('reports one readable message per problem', () => {
    const schema = documentId('Goal');
    expect(messagesOf(schema.safeParse(''))).toEqual(['Goal is required']);
    expect(messagesOf(schema.safeParse('a/b'))).toEqual([
      'Goal must be a document id (no "/", at most 1500 characters)',
    ]);
    expect(messagesOf(schema.safeParse(7))).toEqual(['Goal must be a document id string']);
  });
});
