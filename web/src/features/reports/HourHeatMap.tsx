import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDuration } from '@pomoplan/domain';
import { hourLabel, WEEKDAYS, type HourFigure } from './reportFigures';

const SHOWN_HOURS = [0, 6, 12, 18];

/** The share of the busiest hour a cell's colour shows, faint but visible for any focus. */
function strength(minutes: number, max: number): number {
  return max > 0 && minutes > 0 ? 0.2 + 0.8 * (minutes / max) : 0;
}

/** When the focus happens: a weekday by hour grid, darker where more minutes were focused. */
export function HourHeatMap({ figure }: { figure: HourFigure }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto repeat(24, minmax(0, 1fr))',
        gap: '2px',
        alignItems: 'center',
      }}
    >
      <span />
      {Array.from({ length: 24 }, (_, hour) => (
        <Typography
          key={hour}
          variant="caption"
          color="text.secondary"
          aria-hidden
          sx={{ gridColumn: 'span 1', whiteSpace: 'nowrap', overflow: 'visible' }}
        >
          {SHOWN_HOURS.includes(hour) ? hour : ''}
        </Typography>
      ))}
      {figure.hours.map((row, weekday) => (
        <Row key={weekday} weekday={weekday} row={row} max={figure.max} />
      ))}
    </Box>
  );
}

function Row({ weekday, row, max }: { weekday: number; row: readonly number[]; max: number }) {
  const name = WEEKDAYS[weekday] ?? '';
  return (
    <>
      <Typography variant="caption" color="text.secondary" aria-hidden sx={{ pr: 0.5 }}>
        {name.slice(0, 3)}
      </Typography>
      {row.map((minutes, hour) => (
        <Box
          key={hour}
          role="img"
          aria-label={`${name} ${hourLabel(hour)}: ${formatDuration(minutes)}`}
          sx={{
            // On a phone an hour is a dozen pixels wide: taller cells keep it visible.
            height: { xs: 16, sm: 'auto' },
            aspectRatio: { sm: '1' },
            borderRadius: '3px',
            bgcolor: 'action.hover',
            overflow: 'hidden',
          }}
        >
          {/* The strength as an inline style: one class for every cell, not one per value. */}
          <Box
            sx={{ width: 1, height: 1, bgcolor: 'primary.main' }}
            style={{ opacity: strength(minutes, max) }}
          />
        </Box>
      ))}
    </>
  );
}
