import { describe, expect, it } from 'vitest';
import { clampSidebarWidth } from './sidebarPrefs';

describe('clampSidebarWidth', () => {
  it('keeps the width between 200 and 400 px', () => {
    expect(clampSidebarWidth(150)).toBe(200);
    expect(clampSidebarWidth(200)).toBe(200);
    expect(clampSidebarWidth(333.4)).toBe(333);
    expect(clampSidebarWidth(400)).toBe(400);
    expect(clampSidebarWidth(900)).toBe(400);
  });
  it('falls back to the default for garbage', () => {
    expect(clampSidebarWidth(Number('wide'))).toBe(256);
  });
});
