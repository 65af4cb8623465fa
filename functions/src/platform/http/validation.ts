// Request validation with the domain schemas: a 400 `{message}` naming every bad field as
// 'path: message', e.g. 'title: Task title is required'.
import { isDocumentId } from '@pomoplan/domain';
import type { Request } from 'express';
import { z } from 'zod';
import { issuesMessage } from '../errors';
import { HttpError } from './errors';

export function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new HttpError(400, issuesMessage(result.error));
  return result.data;
}

/** A request without a JSON body is validated as an empty object, so fields are named. */
export function parseBody<S extends z.core.$ZodType>(schema: S, req: Request): z.output<S> {
  return parseWith(schema, req.body ?? {});
}

export function parseQuery<S extends z.core.$ZodType>(schema: S, req: Request): z.output<S> {
  return parseWith(schema, req.query);
}

/**
 * A path id. Something that cannot be a document id cannot name one of the caller's documents
 * either, so it gets the same 404 as a missing one.
 */
export function idParam(req: Request, name: string, notFoundMessage: string): string {
  const value = req.params[name];
  if (typeof value !== 'string' || !isDocumentId(value)) throw new HttpError(404, notFoundMessage);
  return value;
}

/** 404 with `message` unless the service found the document. */
export function found<T>(value: T | null, message: string): T {
  if (value === null) throw new HttpError(404, message);
  return value;
}
