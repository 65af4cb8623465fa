import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useShell } from './shellContext';

/**
 * A page's title and subtitle. On small screens a top bar with the page title opens the
 * sidebar drawer.
 */
export function PageHeader(props: { title: string; subtitle?: string; actions?: ReactNode }) {
  const { openDrawer, headerEnd } = useShell();
  return (
    <>
      <AppBar
        position="sticky"
        color="default"
        elevation={0}
        sx={{ display: { md: 'none' }, borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar>
          <IconButton edge="start" aria-label="Open menu" onClick={openDrawer} sx={{ mr: 1 }}>
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
            {props.title}
          </Typography>
          {headerEnd}
        </Toolbar>
      </AppBar>
      <Box
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          px: { xs: 2, md: 4 },
          pt: { xs: 2, md: 4 },
          pb: 2,
        }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {props.title}
          </Typography>
          {props.subtitle && <Typography color="text.secondary">{props.subtitle}</Typography>}
        </Box>
        {props.actions}
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>{headerEnd}</Box>
      </Box>
    </>
  );
}
