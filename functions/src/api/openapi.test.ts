import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';
import { openApiPath } from '../platform/http/route';
import { ROUTES } from './routes';

interface Doc {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
}

describe('openApiDocument', () => {
  const doc = openApiDocument(ROUTES) as unknown as Doc;
  const text = JSON.stringify(doc);

  it('has one operation per route, each with responses', () => {
    const count = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(count).toBe(ROUTES.length);
    for (const { spec } of ROUTES) {
      const operation = doc.paths[openApiPath(spec)]?.[spec.method];
      expect(Object.keys(operation?.responses ?? {}).length, spec.path).toBeGreaterThan(0);
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
