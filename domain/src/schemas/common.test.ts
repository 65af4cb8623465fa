import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testUtils';
import {
  documentId,
  isDocumentId,
  isWellFormedText,
  nullableText,
  requiredText,
  textLength,
} from './common';

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

describe('text fields', () => {
  const title = requiredText('Task title', 5);

  it('refuses ill-formed text (a lone UTF-16 surrogate) with one message', () => {
    for (const value of ['a\ud800b', 'a\udc00', '\ud83d']) {
      expect(messagesOf(title.safeParse(value))).toEqual([
        'Task title must be well-formed text (it holds a lone UTF-16 surrogate)',
      ]);
    }
    expect(nullableText('Note', 10).safeParse('\udfff').success).toBe(false);
    expect(documentId('Goal').safeParse('g\ud800').success).toBe(false);
  });

  it('accepts surrogate pairs and counts each as two characters, as the rules do', () => {
    expect(isWellFormedText('😀')).toBe(true);
    expect(textLength('😀é')).toBe(3);
    expect(title.safeParse('😀😀x').success).toBe(true);
    expect(messagesOf(title.safeParse('😀😀😀'))).toEqual([
      'Task title must be at most 5 characters',
    ]);
  });

  it('trims before the length check and refuses Unicode blanks', () => {
    expect(title.safeParse('  abcde  ').data).toBe('abcde');
    expect(messagesOf(title.safeParse('\u3000\u00a0'))).toEqual(['Task title is required']);
  });
});
