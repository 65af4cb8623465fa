import { TodoSchema, UserSchema, type Todo } from '@pomoplan/domain';
import { describe, expect, it } from 'vitest';
import {
  forgetKeptLists,
  hasKeptCopy,
  keepList,
  keptWithout,
  readKeptList,
  scheduleKeep,
  writePending,
} from './keptLists';

/** localStorage's contract over a Map. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  failWrites = false;
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  keys() {
    return [...this.items.keys()];
  }
}

function todo(id: string, text: string): Todo {
  return {
    id,
    text,
    completed: false,
    dueType: 'today',
    goalId: null,
    userId: 'ada',
    createdAt: new Date('2026-11-20T08:00:00Z'),
    updatedAt: new Date('2026-11-21T09:30:00Z'),
  };
}

describe('kept lists', () => {
  it('gives back the kept todos with their dates, for the same user only', () => {
    const storage = new MemoryStorage();
    const todos = [todo('t1', 'Pay rent'), todo('t2', '2026-11-20T08:00:00.000Z')];
    keepList('activeTodos', 'ada', todos, storage);
    expect(readKeptList('activeTodos', 'ada', TodoSchema, storage)).toEqual(todos);
    expect(readKeptList('activeTodos', 'bob', TodoSchema, storage)).toBeUndefined();
    expect(readKeptList('goals', 'ada', TodoSchema, storage)).toBeUndefined();
  });

  it('gives back a paying user’s document with the dates inside its billing', () => {
    const storage = new MemoryStorage();
    const user = UserSchema.parse({
      id: 'ada',
      email: 'ada@example.com',
      subscriptionTier: 'pro',
      createdAt: new Date('2026-01-02T03:04:05Z'),
      updatedAt: new Date('2026-11-20T08:00:00Z'),
      billing: {
        tier: 'pro',
        status: 'active',
        period: 'monthly',
        currentPeriodEnd: new Date('2026-12-20T08:00:00Z'),
        cancelAtPeriodEnd: false,
        pendingChange: { tier: 'free', period: 'monthly', effectiveAt: new Date('2026-12-20') },
      },
    });
    expect(hasKeptCopy('user', 'ada', storage)).toBe(false);
    keepList('user', 'ada', [user], storage);
    expect(hasKeptCopy('user', 'ada', storage)).toBe(true);
    expect(hasKeptCopy('user', 'bob', storage)).toBe(false);
    expect(readKeptList('user', 'ada', UserSchema, storage)).toEqual([user]);
  });

  it('keeps one user: keeping another user’s list forgets the first one’s', () => {
    const storage = new MemoryStorage();
    keepList('activeTodos', 'ada', [todo('t1', 'Pay rent')], storage);
    keepList('activeTodos', 'bob', [todo('t2', 'Call mum')], storage);
    expect(readKeptList('activeTodos', 'ada', TodoSchema, storage)).toBeUndefined();
    expect(storage.keys()).toEqual(['pomoplan.kept.activeTodos.bob']);
  });

  it('shows nothing kept when any item fails its schema or the text is not JSON', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      'pomoplan.kept.activeTodos.ada',
      JSON.stringify([{ ...todo('t1', 'Pay rent'), createdAt: 'yesterday' }]),
    );
    expect(readKeptList('activeTodos', 'ada', TodoSchema, storage)).toBeUndefined();
    storage.setItem('pomoplan.kept.activeTodos.ada', '{not json');
    expect(readKeptList('activeTodos', 'ada', TodoSchema, storage)).toBeUndefined();
    storage.setItem('pomoplan.kept.activeTodos.ada', '{"items":[]}');
    expect(readKeptList('activeTodos', 'ada', TodoSchema, storage)).toBeUndefined();
  });

  it('drops the old copy when a new one cannot be written', () => {
    const storage = new MemoryStorage();
    keepList('activeTodos', 'ada', [todo('t1', 'Pay rent')], storage);
    storage.failWrites = true;
    keepList('activeTodos', 'ada', [], storage);
    expect(readKeptList('activeTodos', 'ada', TodoSchema, storage)).toBeUndefined();
  });

  it('forgets every kept list and nothing else on sign-out', () => {
    const storage = new MemoryStorage();
    storage.setItem('pomoplan.session', 'ada');
    keepList('activeTodos', 'ada', [todo('t1', 'Pay rent')], storage);
    keepList('goals', 'ada', [], storage);
    forgetKeptLists(storage);
    expect(storage.keys()).toEqual(['pomoplan.session']);
  });

  it('takes a todo that left the list out of the stored copy when the copies are written', () => {
    const storage = new MemoryStorage();
    keepList('activeTodos', 'ada', [todo('t1', 'Pay rent'), todo('t2', 'Call mum')], storage);
    keptWithout('activeTodos', 'ada', 't1');
    writePending(storage);
    expect(readKeptList('activeTodos', 'ada', TodoSchema, storage)).toEqual([
      todo('t2', 'Call mum'),
    ]);
  });

  it('keeps a todo reopened after it was ticked off, once a snapshot without it came', () => {
    const storage = new MemoryStorage();
    const [payRent, callMum] = [todo('t1', 'Pay rent'), todo('t2', 'Call mum')];
    keepList('activeTodos', 'ada', [payRent, callMum], storage);
    keptWithout('activeTodos', 'ada', 't1');
    scheduleKeep('activeTodos', 'ada', [callMum]);
    scheduleKeep('activeTodos', 'ada', [payRent, callMum]);
    writePending(storage);
    expect(readKeptList('activeTodos', 'ada', TodoSchema, storage)).toEqual([payRent, callMum]);
  });

  it('shows nothing kept, and throws nothing, where storage is blocked', () => {
    expect(readKeptList('activeTodos', 'ada', TodoSchema, null)).toBeUndefined();
    expect(() => keepList('activeTodos', 'ada', [], null)).not.toThrow();
  });
});
