import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AdminUsers } from './useAdminUsers';

/** A table of the loaded users with a 'Load more' button while more pages exist. */
export function UsersTable(props: {
  users: AdminUsers;
  label: string;
  head: ReactNode;
  children: ReactNode;
}) {
  const { users } = props;
  return (
    // minmax(0, 1fr): the table scrolls sideways inside its box on a phone instead of
    // widening the page beyond the screen.
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={props.label}>
          <TableHead>
            <TableRow>{props.head}</TableRow>
          </TableHead>
          <TableBody>{props.children}</TableBody>
        </Table>
      </TableContainer>
      {users.loading && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <CircularProgress size={28} aria-label="Loading users" />
        </Box>
      )}
      {!users.loading && users.users.length === 0 && (
        <Typography color="text.secondary">No users yet.</Typography>
      )}
      {users.hasMore && !users.loading && (
        <Button onClick={() => void users.loadMore()} sx={{ justifySelf: 'center' }}>
          Load more
        </Button>
      )}
    </Box>
  );
}
