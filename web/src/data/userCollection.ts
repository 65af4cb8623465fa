// What every user-owned collection shares: the converter that parses with the domain schema,
// references and queries, and the writes every collection makes the same way (a create to an
// id chosen here, an update that stamps `updatedAt`, a delete). A data module declares its
// collection with `userCollection` (or `countedCollection`) and adds only what is particular
// to it: its queries' bounds, its verbs' input schemas, its hooks.

import { withDates, type CountedCollection } from '@pomoplan/domain';
import {
  collection,
  deleteDoc,
  doc,
  query,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import type { z } from 'zod/mini';
import { addCapsSteps } from './caps';
import { zodConverter } from './converter';
import { createCounted, deleteCounted, type CountedInput } from './counted';
import { definedFields } from './definedFields';
import { echoInQuery } from './sync/liveStore';
import { pendingWrite } from './sync/pendingWrites';
import { fromOtherTabs, handToOtherTabs } from './sync/tabHandOff';

/** A list on screen that should show a new document at once (liveStore's echoInQuery). */
export interface ShownIn<T> {
  query: Query<T>;
  /** The query orders newest first, so a new document leads the list. */
  newestFirst?: boolean;
}

/** One collection of one owner (a user, or a user's task for subtasks). */
export interface CollectionAt<T> {
  /** Parsed with the domain schema; the document id is `id`. */
  collection: CollectionReference<T>;
  doc(id: string): DocumentReference<T>;
  /** A query over the parsed documents; the rules want every list bounded by a `limit`. */
  query(...constraints: QueryConstraint[]): Query<T>;
  /**
   * Writes `fields` with both timestamps to a new id; resolves with the id. The new document
   * shows at once in the lists `shownIn`.
   */
  create(fields: DocumentData, shownIn?: readonly ShownIn<T>[]): Promise<string>;
  /**
   * Shows the new document `id` with `fields` in the lists `shownIn` until `written` settles it,
   * here and in the other tabs of this browser that listen with `echoFromOtherTabs`.
   */
  echo(
    id: string,
    fields: object,
    written: Promise<unknown>,
    shownIn?: readonly ShownIn<T>[],
  ): void;
  /**
   * Shows the documents other tabs of this browser create here in this tab's lists
   * `shownIn(document)` at once (tabHandOff.ts). Answers how to stop.
   */
  echoFromOtherTabs(shownIn: (item: T) => readonly ShownIn<T>[]): () => void;
  /** Writes only the fields that carry a value, and `updatedAt`. */
  update(id: string, fields: object): Promise<void>;
  delete(id: string): Promise<void>;
}

/** A collection at the path `path(...owner)`, its documents parsed with `schema`. */
export function collectionModel<S extends z.ZodMiniType<{ id: string }>, Owner extends string[]>(
  schema: S,
  path: (...owner: Owner) => string,
) {
  type T = z.output<S>;
  const converter = zodConverter(schema);
  return {
    at(db: Firestore, ...owner: Owner): CollectionAt<T> {
      const raw = collection(db, path(...owner));
      const parsed = raw.withConverter(converter);
      // The timestamps read as Firestore's own estimate for a pending write would: now.
      const parseNew = (id: string, fields: unknown): T | undefined => {
        if (typeof fields !== 'object' || fields === null) return undefined;
        const now = new Date();
        const item = schema.safeParse({
          ...(withDates(fields) as object),
          createdAt: now,
          updatedAt: now,
          id,
        });
        return item.success ? item.data : undefined;
      };
      const show = (item: T, written: Promise<unknown>, shownIn: readonly ShownIn<T>[]) => {
        for (const list of shownIn) echoInQuery(list.query, item, written, list.newestFirst);
      };
      const echo: CollectionAt<T>['echo'] = (id, fields, written, shownIn = []) => {
        if (shownIn.length === 0) return;
        const item = parseNew(id, fields);
        if (item === undefined) return;
        show(item, written, shownIn);
        // As Dates: a Timestamp reaches another tab as a plain object it cannot read as a date.
        handToOtherTabs(raw.path, id, withDates(fields) as object, written);
      };
      return {
        collection: parsed,
        doc: (id) => doc(parsed, id),
        query: (...constraints) => query(parsed, ...constraints),
        async create(fields, shownIn) {
          const ref = doc(raw);
          const commit = (opens: boolean) => {
            const batch = writeBatch(db);
            batch.set(ref, {
              ...fields,
              createdAt: serverTimestamp(),
              updatedAt: serverTimestamp(),
            });
            addCapsSteps(batch, [ref], opens);
            return pendingWrite(batch.commit());
          };
          const written = commit(false);
          echo(ref.id, fields, written, shownIn);
          await written.catch(async (error: unknown) => {
            // Loaded only then: a refusal may be a full window of creates, or a cap that
            // deletes no longer justify.
            const { retryRefusedCreate } = await import('./capRefusal');
            await retryRefusedCreate({ ref }, error, commit);
          });
          return ref.id;
        },
        echo,
        echoFromOtherTabs: (shownIn) =>
          fromOtherTabs(raw.path, (id, fields, shown) => {
            const item = parseNew(id, fields);
            if (item !== undefined) show(item, shown, shownIn(item));
          }),
        update: (id, fields) =>
          pendingWrite(
            updateDoc(doc(raw, id), { ...definedFields(fields), updatedAt: serverTimestamp() }),
          ),
        delete: (id) => pendingWrite(deleteDoc(doc(raw, id))),
      };
    },
  };
}

/** `users/{uid}/{name}`. */
export function userCollection<S extends z.ZodMiniType<{ id: string }>>(name: string, schema: S) {
  return collectionModel(schema, (uid: string) => `users/${uid}/${name}`);
}

/**
 * A counted collection (projects, goals, groups): creates and deletes move the user's counter
 * in the same batch (counted.ts), which the rules require.
 */
export function countedCollection<
  C extends CountedCollection,
  S extends z.ZodMiniType<{ id: string }>,
>(name: C, schema: S) {
  const model = userCollection(name, schema);
  return {
    at(db: Firestore, uid: string) {
      return {
        ...model.at(db, uid),
        /** Rejects with Firestore's permission-denied when the tier's limit is reached. */
        create: (data: CountedInput[C], shownIn?: readonly ShownIn<z.output<S>>[]) =>
          createCounted(db, uid, name, data, (id, written) =>
            model.at(db, uid).echo(id, data, written, shownIn),
          ),
        delete: (id: string) => deleteCounted(db, uid, name, id),
      };
    },
  };
}
