import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_DAILY_CAPACITY, type User } from '@pomoplan/domain';
import { useDb } from '../../data/firestoreContext';
import { updateAiPreferences, type AiPreferences } from '../../data/users';
import { useToast } from '../../ui/toast';
import { NotificationSwitch } from './NotificationSwitch';

const CAPACITIES = Array.from({ length: MAX_DAILY_CAPACITY }, (_, index) => index + 1);

/** The nightly AI summary switch and the daily capacity the analysis plans against. */
export function AiPreferencesCard({ uid, user }: { uid: string; user: User | undefined }) {
  const db = useDb();
  const toast = useToast();

  async function save(preferences: Partial<AiPreferences>) {
    try {
      await updateAiPreferences(db, uid, preferences);
      toast({ title: 'Settings updated', description: 'Your AI assistant settings are saved.' });
    } catch (error) {
      console.error('Failed to update AI assistant settings.', error);
      toast({
        title: 'Error',
        description: 'Failed to update AI assistant settings.',
        variant: 'destructive',
      });
    }
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="settings-ai">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <div>
          <Typography id="settings-ai" variant="h6" component="h2">
            AI Assistant
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Every night your assistant analyses your todos, tasks and goals for the day ahead.
          </Typography>
        </div>
        {!user ? (
          <Skeleton height={96} />
        ) : (
          <>
            <NotificationSwitch
              label="Nightly AI summary"
              help="A fresh analysis of your day every night; the refresh button still works when off."
              checked={user.nightlyAnalysis}
              disabled={false}
              onChange={(checked) => void save({ nightlyAnalysis: checked })}
            />
            <TextField
              select
              label="Daily capacity (pomodoros)"
              value={user.dailyCapacity}
              onChange={(event) => void save({ dailyCapacity: Number(event.target.value) })}
              helperText="How many pomodoros you plan to work in a day."
              sx={{ maxWidth: 280 }}
            >
              {CAPACITIES.map((capacity) => (
                <MenuItem key={capacity} value={capacity}>
                  {capacity}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
      </CardContent>
    </Card>
  );
}
