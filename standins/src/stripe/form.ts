// Stripe's form encoding: nested objects and arrays flattened into keys such as
// `items[0][price_data][recurring][interval]=month` (the SDK sends bodies and GET queries this
// way). `nest` rebuilds the object the SDK started from; every leaf stays a string.
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = Record<string, FormValue>;

function pathOf(key: string): string[] {
  const head = /^[^[]+/.exec(key)?.[0] ?? key;
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  return [head, ...rest];
}

function isIndex(segment: string) {
  return segment === '' || /^\d+$/.test(segment);
}

export function nest(entries: Iterable<[string, string]>): Form {
  const root: Form = {};
  for (const [key, value] of entries) {
    const path = pathOf(key);
    let node: Form | FormValue[] = root;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const container = node as Record<string, FormValue> & FormValue[];
      const slot = Array.isArray(container) && segment === '' ? container.length : segment;
      if (last) {
        container[slot as never] = value as never;
        return;
      }
      const next = path[i + 1] ?? '';
      container[slot as never] ??= (isIndex(next) ? [] : {}) as never;
      node = container[slot as never] as Form | FormValue[];
    });
  }
  return root;
}

/** A request body (already split into fields by the harness) or query, nested. */
export function formOf(body: unknown, query?: URLSearchParams): Form {
  const entries: [string, string][] = query ? [...query.entries()] : [];
  if (typeof body === 'object' && body !== null) {
    for (const [key, value] of Object.entries(body)) entries.push([key, String(value)]);
  }
  return nest(entries);
}

export const text = (form: Form, key: string): string | undefined => {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
};

export const record = (value: FormValue | undefined): Record<string, FormValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};

export const list = (value: FormValue | undefined): FormValue[] =>
  Array.isArray(value) ? value : typeof value === 'object' ? Object.values(value) : [];

/** Stripe metadata: string values only; an empty string deletes the key. */
export function mergeMetadata(
  current: Record<string, string>,
  update: FormValue | undefined,
): Record<string, string> {
  const changes = Object.entries(record(update));
  const removed = new Set(changes.filter(([, value]) => value === '').map(([key]) => key));
  const kept = Object.entries(current).filter(([key]) => !removed.has(key));
  const added = changes.filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  return Object.fromEntries([...kept, ...added]);
}
