import { describe, expect, it } from 'vitest';
import { issuesOf, messagesOf, STORED_AT } from '../testUtils';
import { GroupInputSchema, GroupSchema, GroupUpdateSchema } from './group';

describe('GroupInputSchema', () => {
  it('trims the name and defaults the colour', () => {
    expect(GroupInputSchema.parse({ name: ' Health ' })).toEqual({
      name: 'Health',
      color: '#3B82F6',
    });
  });

  it('says a group name is required when it is blank or missing', () => {
    expect(messagesOf(GroupInputSchema.safeParse({ name: '' }))).toEqual([
      'Group name is required',
    ]);
    expect(messagesOf(GroupInputSchema.safeParse({ name: '  \t ' }))).toEqual([
      'Group name is required',
    ]);
    expect(issuesOf(GroupInputSchema.safeParse({}))).toEqual(['name: Group name is required']);
  });

  it('accepts any #RRGGBB colour and refuses other notations', () => {
    expect(GroupInputSchema.parse({ name: 'g', color: '#a1b2c3' }).color).toBe('#a1b2c3');
    for (const color of ['#abc', 'blue', 'rgb(0,0,0)', '#GGGGGG']) {
      expect(messagesOf(GroupInputSchema.safeParse({ name: 'g', color }))).toEqual([
        'Group color must be a hex colour such as #3B82F6',
      ]);
    }
  });

  it('ignores a client-chosen id', () => {
    expect(GroupInputSchema.parse({ id: 'x', name: 'g' })).not.toHaveProperty('id');
  });
});

describe('GroupUpdateSchema and GroupSchema', () => {
  it('updates the name or colour alone', () => {
    expect(GroupUpdateSchema.parse({ color: '#000000' })).toEqual({ color: '#000000' });
    expect(messagesOf(GroupUpdateSchema.safeParse({ name: ' ' }))).toEqual([
      'Group name is required',
    ]);
    expect(GroupUpdateSchema.safeParse({}).success).toBe(false);
  });

  it('reads a stored group', () => {
    expect(GroupSchema.parse({ id: 'grp1', name: 'Work', color: '#EF4444', ...STORED_AT })).toEqual(
      {
        ...STORED_AT,
        id: 'grp1',
        name: 'Work',
        color: '#EF4444',
      },
    );
  });
});
