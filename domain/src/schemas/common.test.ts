import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testUtils';
import {
  blankToNullLines,
  documentId,
  isDocumentId,
  isSingleLineText,
  isWellFormedText,
  nullableLine,
  nullableText,
  requiredLine,
  requiredText,
  textLength,
  toSingleLineText,
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

describe('text a person writes: control characters', () => {
  const title = requiredLine('Task title', 20);
  const lastName = nullableLine('Last name', 20);
  const description = blankToNullLines('Task description', 20);

  it('refuses them on one line, naming line breaks apart from the rest', () => {
    for (const value of ['a\nb', 'a\r\nb', 'a\rb', 'a\u2028\nb']) {
      expect(messagesOf(title.safeParse(value)), JSON.stringify(value)).toEqual([
        "Task title can't contain line breaks",
      ]);
    }
    for (const value of ['a\tb', 'a\u0000b', 'a\u0007b', '\u001b[31mred', 'a\u007fb', 'a\vb']) {
      expect(messagesOf(title.safeParse(value)), JSON.stringify(value)).toEqual([
        "Task title can't contain tabs or other control characters",
      ]);
    }
    expect(messagesOf(lastName.safeParse('Love\u0000lace'))).toEqual([
      "Last name can't contain tabs or other control characters",
    ]);
    expect(lastName.parse(null)).toBeNull();
  });

  it('keeps tabs and line feeds in lines, stores CR LF and CR as LF, refuses the rest', () => {
    expect(description.parse('Step 1\n\tStep 2')).toBe('Step 1\n\tStep 2');
    expect(description.parse('One\r\nTwo\rThree')).toBe('One\nTwo\nThree');
    for (const value of ['a\u0000b', 'a\u0007b', 'a\u007fb', 'a\fb', 'a\u001bb']) {
      expect(messagesOf(description.safeParse(value)), JSON.stringify(value)).toEqual([
        "Task description can't contain control characters",
      ]);
    }
    expect(description.parse(' \r\n ')).toBeNull();
  });

  it('trims line breaks and tabs at the ends before judging', () => {
    expect(title.parse('\tPlan\r\n')).toBe('Plan');
    expect(lastName.parse(' Lovelace\n')).toBe('Lovelace');
  });

  it('leaves the stored text of the entity schemas alone, so older text still reads', () => {
    expect(requiredText('Task title', 20).parse('a\u0007\nb')).toBe('a\u0007\nb');
    expect(nullableText('Task description', 20).parse('a\u0000b')).toBe('a\u0000b');
  });
});

describe('toSingleLineText', () => {
  it('turns line breaks and tabs into spaces and leaves out other control characters', () => {
    expect(toSingleLineText('Buy milk\r\nand\teggs\nnow\r!')).toBe('Buy milk and eggs now !');
    expect(toSingleLineText('a\u0000\u0007\u001b\u007fb\u00a0😀')).toBe('ab\u00a0😀');
  });

  it('always gives text a one-line field accepts', () => {
    const every = Array.from({ length: 0x80 }, (_, code) => String.fromCharCode(code)).join('');
    expect(isSingleLineText(toSingleLineText(every))).toBe(true);
  });
});
