// Conditional GETs (RFC 9110): an answer names its version in an ETag, and a client that sends
// the same one back in If-None-Match gets 304 with no body. A route that can tell its version
// from a few reads answers 304 without reading the rest.
import { createHash } from 'node:crypto';

/** A strong entity tag for the parts that make up a version (any values, in order). */
export function entityTag(parts: readonly (string | number)[]): string {
  return `"${createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether an If-None-Match header names `etag`: `*`, or a list of tags compared weakly (a
 * W/ prefix is ignored), as RFC 9110 asks for If-None-Match.
 */
export function ifNoneMatchHas(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header
    .split(',')
    .map(opaque)
    .some((tag) => tag === '*' || tag === opaque(etag));
}
