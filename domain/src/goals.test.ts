import { describe, expect, it } from 'vitest';
import { goalDateRange, goalSections } from './goals';

const goals = [
  { id: 'g1', name: 'Run a marathon', groupId: 'health' },
  { id: 'g2', name: 'learn Spanish', groupId: null },
  { id: 'g3', name: 'Eat well', groupId: 'health' },
  { id: 'g4', name: 'Ship the app', groupId: 'gone' },
  { id: 'g5', name: 'Read 20 books', groupId: 'mind' },
];
const groups = [
  { id: 'mind', name: 'Mind' },
  { id: 'health', name: 'Health' },
  { id: 'empty', name: 'Empty' },
];

describe('goalSections', () => {
  const sections = goalSections(goals, groups);

  it('lists goals without a (still existing) group first, by name', () => {
    expect(sections.ungrouped.map((goal) => goal.id)).toEqual(['g2', 'g4']);
  });

  it('then the groups by name with their goals by name, skipping empty groups', () => {
    expect(
      sections.groups.map(({ group, goals: inGroup }) => [group.id, inGroup.map((g) => g.id)]),
    ).toEqual([
      ['health', ['g3', 'g1']],
      ['mind', ['g5']],
    ]);
  });
});

describe('goalDateRange', () => {
  it('describes whichever dates a goal has', () => {
    expect(goalDateRange({ startDate: '2026-01-01', endDate: '2026-03-31' })).toBe(
      '2026-01-01 – 2026-03-31',
    );
    expect(goalDateRange({ startDate: '2026-01-01', endDate: null })).toBe('From 2026-01-01');
    expect(goalDateRange({ startDate: null, endDate: '2026-03-31' })).toBe('Until 2026-03-31');
    expect(goalDateRange({ startDate: null, endDate: null })).toBeNull();
  });
});
