import { describe, expect, it } from 'vitest';
import { OPERATIONS, openApiDocument } from './apiDescription';

interface Doc {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
}

describe('openApiDocument', () => {
  const doc = openApiDocument() as unknown as Doc;
  const text = JSON.stringify(doc);

  it('has one operation per entry, each with responses', () => {
    const count = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(count).toBe(OPERATIONS.length);
    for (const ops of Object.values(doc.paths)) {
      for (const op of Object.values(ops))
        expect(Object.keys(op.responses).length).toBeGreaterThan(0);
    }
  });

  it('only references schemas it defines', () => {
    const refs = [...text.matchAll(/"#\/components\/schemas\/(\w+)"/g)].map(([, name]) => name);
    expect(refs.length).toBeGreaterThan(0);
    for (const name of refs) expect(doc.components.schemas).toHaveProperty(name ?? '');
  });

  it('writes instants as date-time strings', () => {
    expect(text).not.toContain('"$schema"');
    expect(JSON.stringify(doc.components.schemas.User)).toContain('"format":"date-time"');
  });
});
