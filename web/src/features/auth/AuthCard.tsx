import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../ui/BrandLogo';

/** The centred card that frames the login and sign-up forms. */
export function AuthCard(props: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <BrandLogo showName={false} />
          </Box>
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {props.title}
            </Typography>
            <Typography color="text.secondary">{props.subtitle}</Typography>
          </Box>
          {props.children}
        </CardContent>
      </Card>
    </Box>
  );
}
