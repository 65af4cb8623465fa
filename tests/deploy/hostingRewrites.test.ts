// Hosting's rewrites against the functions the deploy would create: a rewrite to a function
// that is not exported, not HTTPS or in another region deploys fine and then answers 404.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { discoverFunctions, ROOT, type Endpoint } from './support/functionsManifest';

/** The region Hosting assumes for a rewrite that names a function without one. */
const HOSTING_DEFAULT_REGION = 'us-central1';

const rewriteSchema = z.object({
  source: z.string().optional(),
  regex: z.string().optional(),
  function: z
    .union([
      z.string().transform((functionId) => ({ functionId, region: HOSTING_DEFAULT_REGION })),
      z.object({
        functionId: z.string(),
        region: z.string().default(HOSTING_DEFAULT_REGION),
      }),
    ])
    .optional(),
  destination: z.string().optional(),
});
type Rewrite = z.infer<typeof rewriteSchema>;

const siteSchema = z.object({ rewrites: z.array(rewriteSchema).default([]) });
const firebaseJsonSchema = z.object({
  hosting: z.union([siteSchema.transform((site) => [site]), z.array(siteSchema)]),
});

function hostingRewrites(): Rewrite[] {
  const file = JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  return firebaseJsonSchema.parse(file).hosting.flatMap((site) => site.rewrites);
}

/** Hosting's glob: `**` any path, `*` one segment's characters. */
function globMatches(glob: string, urlPath: string): boolean {
  const pattern = glob
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${pattern}$`).test(urlPath);
}

/** The function the first matching rewrite sends `urlPath` to (Hosting takes the first match). */
function functionFor(rewrites: Rewrite[], urlPath: string): string | undefined {
  const match = rewrites.find((rewrite) =>
    rewrite.source !== undefined
      ? globMatches(rewrite.source, urlPath)
      : rewrite.regex !== undefined && new RegExp(rewrite.regex).test(urlPath),
  );
  return match?.function?.functionId;
}

/** The path Stripe posts events to, as the local Stripe stand-in is set up to deliver them. */
function stripeWebhookPath(): string {
  const source = fs.readFileSync(path.join(ROOT, 'scripts/lib/standins.mjs'), 'utf8');
  const url = /const STRIPE_WEBHOOK_URL = '([^']+)'/.exec(source)?.[1];
  if (!url) throw new Error('scripts/lib/standins.mjs no longer names STRIPE_WEBHOOK_URL');
  return new URL(url).pathname;
}

let endpoints: Record<string, Endpoint>;
beforeAll(async () => {
  ({ endpoints } = await discoverFunctions());
});

describe("Hosting's rewrites", () => {
  test('every rewrite to a function names an exported HTTPS function in its region', () => {
    const problems = hostingRewrites().flatMap(({ source, regex, function: target }) => {
      if (!target) return [];
      const where = `the rewrite of ${source ?? regex}`;
      const endpoint = endpoints[target.functionId];
      if (!endpoint) return [`${where} names ${target.functionId}, which is not exported`];
      if (!endpoint.httpsTrigger) return [`${where} names ${target.functionId}, not HTTPS`];
      if (!endpoint.region.includes(target.region)) {
        return [
          `${where} expects ${target.functionId} in ${target.region}, not ${endpoint.region}`,
        ];
      }
      return [];
    });
    expect(problems).toEqual([]);
  });

  test('the API is reached under /api/', () => {
    const rewrites = hostingRewrites();
    expect(functionFor(rewrites, '/api/tasks')).toBe('api');
    expect(functionFor(rewrites, '/api/admin/users/abc')).toBe('api');
  });

  test("Stripe's events reach the webhook function, not the API", () => {
    expect(functionFor(hostingRewrites(), stripeWebhookPath())).toBe('stripeWebhook');
  });

  test('the glob reading matches what Hosting does', () => {
    expect(globMatches('/api/**', '/api/a/b')).toBe(true);
    expect(globMatches('/api/*', '/api/a/b')).toBe(false);
    expect(globMatches('**', '/anything')).toBe(true);
    expect(globMatches('/api/webhooks/stripe', '/api/webhooks/stripe')).toBe(true);
  });
});
