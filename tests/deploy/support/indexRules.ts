// Firestore's rules for which queries a composite index must serve, and whether an index file
// declares that index. Single-field indexes exist for every field of a collection; a
// collection-group query on one field needs a collection-group field override. Equality
// filters alone are served by merging single-field indexes. Anything that orders on one field
// (explicitly, or through an inequality) while filtering or ordering on another needs a
// composite index: the equality fields first, in any order, then the ordered fields as ordered.
import { z } from 'zod';
import type { QueryShape } from './queryShapes';

const indexFieldSchema = z.object({
  fieldPath: z.string(),
  order: z.enum(['ASCENDING', 'DESCENDING']).optional(),
  arrayConfig: z.literal('CONTAINS').optional(),
});
export const indexFileSchema = z.object({
  indexes: z.array(
    z.object({
      collectionGroup: z.string(),
      queryScope: z.enum(['COLLECTION', 'COLLECTION_GROUP']),
      fields: z.array(indexFieldSchema),
    }),
  ),
  fieldOverrides: z
    .array(
      z.object({
        collectionGroup: z.string(),
        fieldPath: z.string(),
        indexes: z.array(
          z.object({
            order: z.enum(['ASCENDING', 'DESCENDING']).optional(),
            arrayConfig: z.literal('CONTAINS').optional(),
            queryScope: z.enum(['COLLECTION', 'COLLECTION_GROUP']),
          }),
        ),
      }),
    )
    .default([]),
});
export type IndexFile = z.infer<typeof indexFileSchema>;

const EQUALITY = new Set(['==', 'in']);
const ARRAY = new Set(['array-contains', 'array-contains-any']);
const DOCUMENT_ID = '__name__';

type Order = 'ASCENDING' | 'DESCENDING';

/** What a query needs: nothing, a collection-group field override, or a composite index. */
export type IndexNeed =
  | { kind: 'none' }
  | { kind: 'override'; collection: string; field: string; order: Order | 'CONTAINS' }
  | {
      kind: 'composite';
      collection: string;
      scope: 'COLLECTION' | 'COLLECTION_GROUP';
      /** Equality fields: first in the index, in any order and direction. */
      equalities: string[];
      /** Array-contains fields: among the first ones too, as CONTAINS. */
      contains: string[];
      ordered: { field: string; order: Order }[];
    };

export function indexNeedOf(query: QueryShape): IndexNeed {
  const equalities = new Set<string>();
  const contains = new Set<string>();
  const inequalities: string[] = [];
  const ordered: { field: string; order: Order }[] = [];
  for (const step of query.steps) {
    if (step.kind === 'orderBy') {
      const order = step.direction === 'desc' ? 'DESCENDING' : 'ASCENDING';
      if (!ordered.some((o) => o.field === step.field)) ordered.push({ field: step.field, order });
    } else if (EQUALITY.has(step.op)) equalities.add(step.field);
    else if (ARRAY.has(step.op)) contains.add(step.field);
    else if (!inequalities.includes(step.field)) inequalities.push(step.field);
  }
  // An inequality orders the results by its field, after any explicit order.
  for (const field of inequalities) {
    if (!ordered.some((o) => o.field === field)) ordered.push({ field, order: 'ASCENDING' });
  }
  // Every index ends with the document id, and ordering on an equality field changes nothing.
  const orders = ordered.filter((o) => !equalities.has(o.field));
  while (orders.at(-1)?.field === DOCUMENT_ID) orders.pop();
  const fieldCount = equalities.size + contains.size + orders.length;
  const scope = query.group ? 'COLLECTION_GROUP' : 'COLLECTION';
  const onlyEqualities = contains.size === 0 && orders.length === 0;
  if (fieldCount <= 1 || onlyEqualities) {
    if (!query.group || fieldCount === 0) return { kind: 'none' };
    const [field = ''] = [...contains, ...orders.map((o) => o.field), ...equalities];
    const order = contains.size > 0 ? 'CONTAINS' : (orders[0]?.order ?? 'ASCENDING');
    return { kind: 'override', collection: query.collection, field, order };
  }
  return {
    kind: 'composite',
    collection: query.collection,
    scope,
    equalities: [...equalities],
    contains: [...contains],
    ordered: orders,
  };
}

function hasComposite(file: IndexFile, need: Extract<IndexNeed, { kind: 'composite' }>) {
  return file.indexes.some((index) => {
    if (index.collectionGroup !== need.collection || index.queryScope !== need.scope) return false;
    const fields =
      index.fields.at(-1)?.fieldPath === DOCUMENT_ID ? index.fields.slice(0, -1) : index.fields;
    const prefixLength = need.equalities.length + need.contains.length;
    if (fields.length !== prefixLength + need.ordered.length) return false;
    const prefix = fields.slice(0, prefixLength);
    const prefixFits =
      need.equalities.every((field) => prefix.some((f) => f.fieldPath === field && f.order)) &&
      need.contains.every((field) =>
        prefix.some((f) => f.fieldPath === field && f.arrayConfig === 'CONTAINS'),
      );
    return (
      prefixFits &&
      need.ordered.every(
        (o, i) =>
          fields[prefixLength + i]?.fieldPath === o.field &&
          fields[prefixLength + i]?.order === o.order,
      )
    );
  });
}

function hasOverride(file: IndexFile, need: Extract<IndexNeed, { kind: 'override' }>) {
  return file.fieldOverrides.some(
    (override) =>
      override.collectionGroup === need.collection &&
      override.fieldPath === need.field &&
      override.indexes.some(
        (index) =>
          index.queryScope === 'COLLECTION_GROUP' &&
          (need.order === 'CONTAINS'
            ? index.arrayConfig === 'CONTAINS'
            : index.order === need.order),
      ),
  );
}

/** The index the query needs in words, or null when the file has it (or none is needed). */
export function missingIndex(file: IndexFile, query: QueryShape): string | null {
  const need = indexNeedOf(query);
  if (need.kind === 'none') return null;
  if (need.kind === 'override') {
    return hasOverride(file, need)
      ? null
      : `a collection-group field override on ${need.collection}.${need.field} (${need.order})`;
  }
  if (hasComposite(file, need)) return null;
  const fields = [
    ...need.equalities.map((field) => `${field} (equality)`),
    ...need.contains.map((field) => `${field} CONTAINS`),
    ...need.ordered.map((o) => `${o.field} ${o.order}`),
  ];
  return `a ${need.scope} index on ${need.collection}: ${fields.join(', ')}`;
}
