// A one-line input whose recognised words are highlighted: a copy of the text sits behind the
// transparent input, with each recognised stretch marked, scrolled along with the input.
import Box from '@mui/material/Box';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import type { QuickAddPart, QuickAddPartKind } from '@pomoplan/domain/quickAdd';
import { useRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export function kindColor(theme: Theme, kind: QuickAddPartKind): string {
  const palette = {
    date: theme.palette.primary.main,
    time: theme.palette.primary.main,
    repeat: theme.palette.secondary.main,
    tag: theme.palette.success.main,
    estimate: theme.palette.warning.main,
    reminder: theme.palette.info.main,
  };
  return palette[kind];
}

const TEXT_STYLE = {
  font: 'inherit',
  fontSize: 18,
  lineHeight: '28px',
  letterSpacing: 'normal',
  padding: '12px 14px',
  whiteSpace: 'pre',
} as const;

function marked(text: string, parts: readonly QuickAddPart[], theme: Theme): ReactNode[] {
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const part of parts) {
    if (part.start < at || part.end <= part.start) continue;
    pieces.push(text.slice(at, part.start));
    pieces.push(
      <Box
        component="mark"
        key={part.start}
        data-kind={part.kind}
        sx={{
          bgcolor: alpha(kindColor(theme, part.kind), 0.25),
          color: 'transparent',
          borderRadius: 0.5,
        }}
      >
        {text.slice(part.start, part.end)}
      </Box>,
    );
    at = part.end;
  }
  pieces.push(text.slice(at));
  return pieces;
}

interface HighlightedInputProps extends InputHTMLAttributes<HTMLInputElement> {
  value: string;
  parts: readonly QuickAddPart[];
  inputRef?: Ref<HTMLInputElement>;
}

export function HighlightedInput({
  value,
  parts,
  inputRef,
  onSelect,
  ...inputProps
}: HighlightedInputProps) {
  const theme = useTheme();
  const backdrop = useRef<HTMLDivElement>(null);
  const follow = (input: HTMLInputElement) => {
    if (backdrop.current) backdrop.current.scrollLeft = input.scrollLeft;
  };
  return (
    <Box
      sx={{
        position: 'relative',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow: `0 0 0 1px ${theme.palette.primary.main}`,
        },
      }}
    >
      <Box
        ref={backdrop}
        aria-hidden
        data-testid="quick-add-highlights"
        sx={{
          ...TEXT_STYLE,
          position: 'absolute',
          inset: 0,
          overflow: 'hidden',
          color: 'transparent',
          pointerEvents: 'none',
        }}
      >
        {marked(value, parts, theme)}
      </Box>
      <Box
        component="input"
        ref={inputRef}
        value={value}
        onScroll={(event) => follow(event.currentTarget)}
        {...inputProps}
        onSelect={(event) => {
          follow(event.currentTarget);
          onSelect?.(event);
        }}
        sx={{
          ...TEXT_STYLE,
          position: 'relative',
          display: 'block',
          width: '100%',
          boxSizing: 'border-box',
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          color: 'text.primary',
        }}
      />
    </Box>
  );
}
