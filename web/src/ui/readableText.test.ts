import { getContrastRatio } from '@mui/material/styles';
import { GOAL_COLORS } from '@pomoplan/domain';
import { describe, expect, it } from 'vitest';
import { readableTextOn } from './readableText';

describe('readableTextOn', () => {
  it('gives every goal colour text of at least 4.5:1', () => {
    for (const { hex } of GOAL_COLORS) {
      const text = readableTextOn(hex) === '#FFFFFF' ? '#FFFFFF' : '#000000';
      expect(getContrastRatio(text, hex), hex).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps white on dark colours and dark text on light ones', () => {
    expect(readableTextOn('#1E3A8A')).toBe('#FFFFFF');
    expect(readableTextOn('#EAB308')).toBe('rgba(0, 0, 0, 0.87)');
  });
});
