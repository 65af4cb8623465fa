import { TIER_NAMES } from '@pomoplan/domain';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminUserView } from '../../api/admin';
import { adminUserPath } from './adminPaths';
import { formatDate, fullName } from './format';
import { UserDetailsDialog } from './UserDetailsDialog';
import { UsersTable } from './UsersTable';
import type { AdminUsers } from './useAdminUsers';

export function UsersTab({ users }: { users: AdminUsers }) {
  const [selected, setSelected] = useState<AdminUserView | null>(null);
  return (
    <>
      <UsersTable
        users={users}
        label="Users"
        head={
          <>
            <TableCell>Name</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Plan</TableCell>
            <TableCell>Created</TableCell>
            <TableCell align="right">Actions</TableCell>
          </>
        }
      >
        {users.users.map((user) => (
          <TableRow key={user.id} hover>
            <TableCell>
              <Link component={RouterLink} to={adminUserPath(user.id)}>
                {fullName(user)}
              </Link>
            </TableCell>
            <TableCell>
              <Link component={RouterLink} to={adminUserPath(user.id)} color="inherit">
                {user.email}
              </Link>
            </TableCell>
            <TableCell>{TIER_NAMES[user.subscriptionTier]}</TableCell>
            <TableCell>{formatDate(user.createdAt)}</TableCell>
            <TableCell align="right">
              <Button
                size="small"
                onClick={() => setSelected(user)}
                aria-label={`Details of ${user.email}`}
              >
                Details
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </UsersTable>
      <UserDetailsDialog user={selected} onClose={() => setSelected(null)} />
    </>
  );
}
