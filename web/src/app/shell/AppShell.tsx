import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  lazy,
  Suspense,
  useCallback,
  useMemo,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useSignedIn } from '../../platform/session/authContext';
import { useNewDocumentsFromOtherTabs } from '../../data/fromOtherTabs';
import { useUserDoc } from '../../data/users';
import { FocusAnnouncer } from '../../features/focus/FocusAnnouncer';
import { FocusControl } from '../../features/focus/FocusControl';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { usePushRegistration } from '../../features/notifications/usePushRegistration';
import { QuickAddSlot } from '../../features/quickAdd';
import { OfflineBanner } from '../../platform/offline/OfflineBanner';
import { hasPaymentProblem } from './paymentProblem';
import { PlanWelcomeBanner } from './PlanWelcomeBanner';
import { deferUntilInput } from '../../ui/deferred';
import { ShellContext } from '../../ui/shellContext';
import { VerifyEmailBanner } from './VerifyEmailBanner';
import { Sidebar } from './Sidebar';
import {
  SIDEBAR_COLLAPSED_WIDTH,
  SIDEBAR_MAX_WIDTH,
  SIDEBAR_MIN_WIDTH,
  useSidebarPrefs,
} from './sidebarPrefs';

const KEYBOARD_STEP = 16;

// The phone's menu drawer loads after the first screen (by the time the menu button is pressed).
const drawerModule = deferUntilInput(() => import('@mui/material/Drawer'));
const Drawer = lazy(drawerModule.load);
// A payment problem is rare: its banner's code loads only when there is one.
const PaymentBanner = lazy(async () => ({
  default: (await import('./PaymentBanner')).PaymentBanner,
}));

/** The signed-in layout: the sidebar (resizable and collapsible on desktop, a drawer on mobile). */
export function AppShell({ uid, sidebarExtra }: { uid: string; sidebarExtra?: ReactNode }) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const { isAdmin, signOut, user: signedIn, firebaseUser } = useSignedIn();
  const user = useUserDoc(uid).data;
  // What sign-in already knew draws the verification banner with the first screen; waiting for
  // the user document would push the whole page down under the reader when it arrives.
  const email = user?.email ?? signedIn?.email ?? firebaseUser?.email ?? null;
  const emailVerified =
    user?.emailVerified ?? signedIn?.emailVerified ?? firebaseUser?.emailVerified;
  // Push tokens are registered for the user Auth has confirmed, not for a kept session's.
  usePushRegistration(firebaseUser ? user?.notifyPush : undefined);
  useNewDocumentsFromOtherTabs(uid);
  const navigate = useNavigate();
  const { width, setWidth, collapsed, setCollapsed } = useSidebarPrefs();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from its first opening on, so that it can slide out when closed.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [dragging, setDragging] = useState(false);

  const handleSignOut = useCallback(async () => {
    await signOut();
    navigate('/login', { replace: true });
  }, [signOut, navigate]);

  const shell = useMemo(
    () => ({
      openDrawer: () => {
        setDrawerUsed(true);
        setDrawerOpen(true);
      },
      headerEnd: (
        <>
          <FocusControl />
          <NotificationBell />
        </>
      ),
    }),
    [],
  );
  const sidebarWidth = collapsed ? SIDEBAR_COLLAPSED_WIDTH : width;

  function startDrag(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  }
  function drag(event: PointerEvent<HTMLDivElement>) {
    if (dragging) setWidth(event.clientX);
  }
  function resizeWithKeys(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowLeft') setWidth(width - KEYBOARD_STEP);
    else if (event.key === 'ArrowRight') setWidth(width + KEYBOARD_STEP);
    else return;
    event.preventDefault();
  }

  const sidebar = (mobile: boolean) => (
    <Sidebar
      user={user}
      isAdmin={isAdmin}
      collapsed={!mobile && collapsed}
      onToggleCollapsed={mobile ? undefined : () => setCollapsed(!collapsed)}
      onNavigate={mobile ? () => setDrawerOpen(false) : undefined}
      onSignOut={handleSignOut}
    >
      {sidebarExtra}
    </Sidebar>
  );

  return (
    <ShellContext.Provider value={shell}>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        {desktop ? (
          // A landmark, so the resize handle beside the navigation is inside one too.
          <Box
            component="aside"
            aria-label="Sidebar"
            data-testid="sidebar"
            sx={{
              width: sidebarWidth,
              flexShrink: 0,
              position: 'sticky',
              top: 0,
              height: '100vh',
              borderRight: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              transition: dragging ? 'none' : 'width 150ms ease',
            }}
          >
            {sidebar(false)}
            {!collapsed && (
              <Box
                role="separator"
                aria-orientation="vertical"
                aria-label="Resize sidebar"
                aria-valuemin={SIDEBAR_MIN_WIDTH}
                aria-valuemax={SIDEBAR_MAX_WIDTH}
                aria-valuenow={width}
                tabIndex={0}
                onPointerDown={startDrag}
                onPointerMove={drag}
                onPointerUp={() => setDragging(false)}
                onKeyDown={resizeWithKeys}
                sx={{
                  position: 'absolute',
                  top: 0,
                  right: -3,
                  width: 6,
                  height: '100%',
                  cursor: 'col-resize',
                  zIndex: 1,
                  '&:hover, &:focus-visible': { bgcolor: 'primary.main', opacity: 0.5 },
                }}
              />
            )}
          </Box>
        ) : (
          drawerUsed && (
            <Suspense fallback={null}>
              <Drawer
                open={drawerOpen}
                onClose={() => setDrawerOpen(false)}
                slotProps={{ paper: { 'aria-label': 'Menu', sx: { width: '16rem' } } }}
              >
                {sidebar(true)}
              </Drawer>
            </Suspense>
          )
        )}
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
          <OfflineBanner />
          <FocusAnnouncer />
          {hasPaymentProblem(user?.billing) && (
            <Suspense fallback={null}>
              <PaymentBanner billing={user?.billing} compact={!desktop} />
            </Suspense>
          )}
          <PlanWelcomeBanner />
          {email && <VerifyEmailBanner email={email} verified={emailVerified} />}
          <Outlet />
          <QuickAddSlot uid={uid} />
        </Box>
      </Box>
    </ShellContext.Provider>
  );
}
