import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A section's heading, with the line under it that says what the section holds. */
export function TitleWithNote(props: {
  /** For the section's aria-labelledby. */
  id: string;
  title: ReactNode;
  note?: ReactNode;
  level: 'h2' | 'h3';
  variant: TypographyProps['variant'];
  icon?: ReactNode;
  bold?: boolean;
}) {
  return (
    <div>
      <Typography
        id={props.id}
        variant={props.variant}
        component={props.level}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          ...(props.bold ? { fontWeight: 700 } : {}),
        }}
      >
        {props.icon}
        {props.title}
      </Typography>
      {props.note && (
        <Typography variant="body2" color="text.secondary">
          {props.note}
        </Typography>
      )}
    </div>
  );
}
