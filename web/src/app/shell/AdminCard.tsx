import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** Shown only to users whose ID token carries the `admin` claim. */
export function AdminCard({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Card variant="outlined" sx={{ mx: 1.5, mb: 1.5 }}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography
          variant="subtitle2"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mb: 1 }}
        >
          <AdminPanelSettingsIcon fontSize="small" aria-hidden />
          Administrator
        </Typography>
        <Button
          component={RouterLink}
          to="/admin"
          variant="contained"
          size="small"
          fullWidth
          onClick={onNavigate}
        >
          Manage System
        </Button>
      </CardContent>
    </Card>
  );
}
