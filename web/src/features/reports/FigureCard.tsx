import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { toCsv, type Report } from '@pomoplan/domain';
import { useId, useState, type ReactNode } from 'react';
import { saveFile } from '../../ui/saveFile';
import { TitleWithNote } from '../../ui/TitleWithNote';
import { FigureTable } from './FigureTable';
import { csvFileName, type FigureTable as Figure } from './reportFigures';

interface FigureCardProps {
  title: string;
  description?: string;
  table: Figure;
  report: Pick<Report, 'from' | 'to'>;
  /** Spans both columns of the section's grid on a wide screen. */
  wide?: boolean;
  /** The chart names each of its parts itself (the heat map's cells): a group, not one image. */
  namedParts?: boolean;
  /** Said in place of the chart and its table when there is nothing to show. */
  empty?: string;
  /** The chart, or what stands in for it when there is nothing to draw. */
  children: ReactNode;
}

/**
 * One figure of a report: its chart, or the same numbers as a table, and those numbers as CSV.
 * The chart is one image to a screen reader, named by the title; the table is what it reads.
 */
export function FigureCard(props: FigureCardProps) {
  const { title, description, table, report, wide, namedParts, empty, children } = props;
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  const download = () =>
    saveFile(
      new Blob([toCsv(table.header, table.rows)], { type: 'text/csv;charset=utf-8' }),
      csvFileName(table.slug, report),
    );
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}
    >
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <TitleWithNote
          bold
          id={headingId}
          title={title}
          note={description}
          level="h3"
          variant="subtitle1"
        />
        {empty !== undefined ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : asTable ? (
          <FigureTable table={table} label={title} />
        ) : (
          <Box
            role={namedParts ? 'group' : 'img'}
            aria-label={`${title}, chart`}
            sx={{ minWidth: 0 }}
          >
            {children}
          </Box>
        )}
        {empty === undefined && (
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
            }}
          >
            <FormControlLabel
              control={
                <Switch checked={asTable} onChange={(event) => setAsTable(event.target.checked)} />
              }
              label="Show as table"
            />
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              onClick={download}
              aria-label={`Download CSV of ${title}`}
            >
              Download CSV
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
