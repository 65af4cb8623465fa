import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { TitleWithNote } from '../../ui/TitleWithNote';

/** A part of the reports page named by its heading: Focus, Estimates, Work done. */
export function ReportSection(props: { title: string; note?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2, mb: 4 }}>
      <TitleWithNote
        bold
        id={headingId}
        title={props.title}
        note={props.note}
        level="h2"
        variant="h5"
      />
      {props.children}
    </Box>
  );
}

/** The figures of a section, two side by side on a wide screen. */
export function FigureGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        gap: 2,
      }}
    >
      {children}
    </Box>
  );
}

/** What a section says when it has nothing to show, and what to do about it. */
export function EmptyFigures({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        p: { xs: 3, sm: 5 },
        textAlign: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Typography color="text.secondary">{children}</Typography>
    </Box>
  );
}
