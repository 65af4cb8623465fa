import { LazyMenuItem as MenuItem } from '../../ui/lazyOverlays';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { MAX_DAILY_CAPACITY, type User } from '@pomoplan/domain';
import { useDb } from '../../data/sync/firestoreContext';
import { updateAiPreferences, type AiPreferences } from '../../data/users';
import { NotificationSwitch } from './NotificationSwitch';
import { SettingsCard } from './SettingsCard';
import { preferenceToasts, useSettingsSave } from './useSettingsSave';

const CAPACITIES = Array.from({ length: MAX_DAILY_CAPACITY }, (_, index) => index + 1);
const TOASTS = preferenceToasts(
  'Your AI assistant settings are saved.',
  'Failed to update AI assistant settings.',
);

/** The nightly AI summary switch and the daily capacity the analysis plans against. */
export function AiPreferencesCard({ uid, user }: { uid: string; user: User | undefined }) {
  const db = useDb();
  const { save } = useSettingsSave();
  const update = (preferences: Partial<AiPreferences>) =>
    void save(() => updateAiPreferences(db, uid, preferences), TOASTS);

  return (
    <SettingsCard
      id="ai"
      title="AI Assistant"
      description="Every night your assistant analyses your todos, tasks and goals for the day ahead."
    >
      {!user ? (
        <Skeleton height={96} />
      ) : (
        <>
          <NotificationSwitch
            label="Nightly AI summary"
            help="A fresh analysis of your day every night; the refresh button still works when off."
            checked={user.nightlyAnalysis}
            disabled={false}
            onChange={(checked) => update({ nightlyAnalysis: checked })}
          />
          <TextField
            select
            label="Daily capacity (pomodoros)"
            value={user.dailyCapacity}
            onChange={(event) => update({ dailyCapacity: Number(event.target.value) })}
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
    </SettingsCard>
  );
}
