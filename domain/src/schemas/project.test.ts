import { describe, expect, it } from 'vitest';
import { issuesOf, messagesOf, STORED_AT } from '../testUtils';
import { ProjectInputSchema, ProjectSchema, ProjectUpdateSchema } from './project';

describe('ProjectInputSchema', () => {
  it('trims the name and applies the defaults', () => {
    expect(ProjectInputSchema.parse({ name: ' Home ' })).toEqual({
      name: 'Home',
      description: null,
      color: '#3B82F6',
    });
    expect(ProjectInputSchema.parse({ name: 'Home', description: '  ' }).description).toBeNull();
  });

  it('refuses a blank name, a long name and a bad colour', () => {
    expect(issuesOf(ProjectInputSchema.safeParse({ name: ' ' }))).toEqual([
      'name: Project name is required',
    ]);
    expect(messagesOf(ProjectInputSchema.safeParse({ name: 'x'.repeat(101) }))).toEqual([
      'Project name must be at most 100 characters',
    ]);
    expect(messagesOf(ProjectInputSchema.safeParse({ name: 'a', color: 'green' }))).toEqual([
      'Project color must be a hex colour such as #3B82F6',
    ]);
  });
});

describe('ProjectUpdateSchema and ProjectSchema', () => {
  it('updates single fields', () => {
    expect(ProjectUpdateSchema.parse({ description: 'Chores' })).toEqual({ description: 'Chores' });
    expect(ProjectUpdateSchema.parse({ description: '' })).toEqual({ description: null });
    expect(ProjectUpdateSchema.safeParse({}).success).toBe(false);
  });

  it('reads a stored project', () => {
    expect(ProjectSchema.parse({ id: 'p1', name: 'Work', color: '#EF4444', ...STORED_AT })).toEqual(
      {
        ...STORED_AT,
        id: 'p1',
        name: 'Work',
        description: null,
        color: '#EF4444',
      },
    );
  });
});
