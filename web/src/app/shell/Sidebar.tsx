import BarChartIcon from '@mui/icons-material/BarChart';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChecklistIcon from '@mui/icons-material/Checklist';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FlagIcon from '@mui/icons-material/Flag';
import LockIcon from '@mui/icons-material/Lock';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import StarIcon from '@mui/icons-material/Star';
import ViewTimelineIcon from '@mui/icons-material/ViewTimeline';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { LazyTooltip } from '../../ui/LazyTooltip';
import Typography from '@mui/material/Typography';
import { isPaidTier, planLabel, type User } from '@pomoplan/domain';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { QuickAddButton } from '../../features/quickAdd';
import { BrandLogo } from '../../ui/BrandLogo';
import { AdminCard } from './AdminCard';
import { ProMark } from './ProMark';
import { avatarInitial, displayName } from './userDisplay';

interface NavEntry {
  to: string;
  label: string;
  icon: ReactNode;
  /** Paths (besides `to`) on which the entry is active. */
  alsoActiveOn?: string[];
  /** A paid-tier view: free users see it locked, leading to the upgrade notice. */
  paid?: boolean;
}

const NAV: NavEntry[] = [
  { to: '/todo', label: 'To Do', icon: <ChecklistIcon />, alsoActiveOn: ['/'] },
  { to: '/calendar', label: 'Calendar', icon: <CalendarMonthIcon />, paid: true },
  { to: '/timeline', label: 'Timeline', icon: <ViewTimelineIcon />, paid: true },
  { to: '/goals', label: 'Goals', icon: <FlagIcon /> },
  { to: '/reports', label: 'Reports', icon: <BarChartIcon /> },
  { to: '/settings', label: 'Settings', icon: <SettingsIcon /> },
];

interface SidebarProps {
  user: User | undefined;
  isAdmin: boolean;
  collapsed: boolean;
  /** Absent on mobile, where the drawer closes instead. */
  onToggleCollapsed?: () => void;
  onNavigate?: () => void;
  onSignOut: () => void;
  children?: ReactNode;
}

/**
 * The extra content (the project list) closes the mobile drawer when one of its links is
 * followed, like the main entries; its buttons (e.g. New Project) keep the drawer open.
 */
function closeOnLink(onNavigate: (() => void) | undefined) {
  if (!onNavigate) return undefined;
  return (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) onNavigate();
  };
}

function isActive(entry: NavEntry, pathname: string): boolean {
  return pathname === entry.to || (entry.alsoActiveOn ?? []).includes(pathname);
}

export function Sidebar(props: SidebarProps) {
  const { pathname } = useLocation();
  const { collapsed } = props;
  // Until the user document arrives nothing is marked, so paying users never see a lock flash.
  const locked = (entry: NavEntry) =>
    entry.paid === true && props.user !== undefined && !isPaidTier(props.user.subscriptionTier);

  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'space-between',
          px: collapsed ? 0 : 2,
          py: 1.5,
          minHeight: 64,
        }}
      >
        <BrandLogo showName={!collapsed} />
        {props.onToggleCollapsed && !collapsed && (
          <IconButton aria-label="Collapse sidebar" onClick={props.onToggleCollapsed} size="small">
            <ChevronLeftIcon />
          </IconButton>
        )}
      </Box>
      {props.onToggleCollapsed && collapsed && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <IconButton aria-label="Expand sidebar" onClick={props.onToggleCollapsed} size="small">
            <ChevronRightIcon />
          </IconButton>
        </Box>
      )}

      <List sx={{ px: 1 }}>
        {NAV.map((entry) => {
          const active = isActive(entry, pathname);
          const name = locked(entry) ? `${entry.label} Pro` : entry.label;
          const button = (
            <ListItemButton
              component={RouterLink}
              to={entry.to}
              selected={active}
              aria-current={active ? 'page' : undefined}
              aria-label={collapsed ? name : undefined}
              onClick={props.onNavigate}
              sx={{ borderRadius: 2, mb: 0.5, justifyContent: collapsed ? 'center' : 'flex-start' }}
            >
              <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40 }}>
                {collapsed && locked(entry) ? <LockIcon /> : entry.icon}
              </ListItemIcon>
              {!collapsed && <ListItemText primary={entry.label} />}
              {!collapsed && locked(entry) && <ProMark />}
            </ListItemButton>
          );
          // A list holds list items only: each link sits in its own item.
          return (
            <ListItem key={entry.to} disablePadding>
              {collapsed ? (
                <LazyTooltip title={name} placement="right">
                  {button}
                </LazyTooltip>
              ) : (
                button
              )}
            </ListItem>
          );
        })}
      </List>
      <Box sx={{ px: collapsed ? 0 : 1, pb: 1, display: 'flex', justifyContent: 'center' }}>
        <QuickAddButton collapsed={collapsed} onOpen={props.onNavigate} />
      </Box>

      <Box sx={{ flexGrow: 1, overflowY: 'auto' }} onClick={closeOnLink(props.onNavigate)}>
        {!collapsed && props.children}
      </Box>

      {props.isAdmin && !collapsed && <AdminCard onNavigate={props.onNavigate} />}

      <UserFooter user={props.user} collapsed={collapsed} onSignOut={props.onSignOut} />
    </Box>
  );
}

function UserFooter(props: { user: User | undefined; collapsed: boolean; onSignOut(): void }) {
  const { user, collapsed } = props;
  if (!user) {
    return (
      <Box data-testid="sidebar-user-skeleton" sx={{ display: 'flex', gap: 1.5, p: 2 }}>
        <Skeleton variant="circular" width={40} height={40} />
        {!collapsed && (
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="70%" />
            <Skeleton width="50%" />
          </Box>
        )}
      </Box>
    );
  }
  const name = displayName(user);
  const paid = isPaidTier(user.subscriptionTier);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: collapsed ? 'column' : 'row',
        alignItems: 'center',
        gap: 1.5,
        p: collapsed ? 1 : 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Avatar aria-hidden sx={{ bgcolor: 'primary.main' }}>
        {avatarInitial(name)}
      </Avatar>
      {!collapsed && (
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            {paid && <StarIcon fontSize="inherit" sx={{ color: '#EAB308' }} aria-hidden />}
            {planLabel(user.subscriptionTier)}
          </Typography>
        </Box>
      )}
      <LazyTooltip title="Sign out">
        <IconButton aria-label="Sign out" onClick={props.onSignOut}>
          <LogoutIcon />
        </IconButton>
      </LazyTooltip>
    </Box>
  );
}
