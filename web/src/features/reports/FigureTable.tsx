import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { FigureTable as Figure } from './reportFigures';

/** A figure's numbers as a table; it scrolls inside itself rather than widen the page. */
export function FigureTable({ table, label }: { table: Figure; label: string }) {
  return (
    <TableContainer
      // A region that scrolls must take the keyboard's focus, so it can be scrolled without a mouse.
      tabIndex={0}
      role="region"
      aria-label={`${label}, table`}
      sx={{ maxHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {table.header.map((column, index) => (
              <TableCell key={column} align={index === 0 ? 'left' : 'right'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row, rowIndex) => (
            <TableRow key={rowIndex}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <TableCell key={index} component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell key={index} align="right">
                    {cell}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
