import { useTheme } from '@mui/material/styles';

export interface ChartColors {
  focus: string;
  /** Days below the daily goal, focus outside projects: what is not the figure's subject. */
  muted: string;
  estimated: string;
  todos: string;
}

/** The charts' colours as the theme's CSS variables, so they follow the colour scheme shown. */
export function useChartColors(): ChartColors {
  const theme = useTheme();
  const { palette } = theme.vars ?? theme;
  return {
    focus: palette.primary.main,
    muted: palette.text.disabled,
    estimated: palette.info.main,
    todos: palette.secondary.main,
  };
}
