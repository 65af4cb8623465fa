import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import {
  BREAK_MINUTES_RANGE,
  LONG_BREAK_EVERY_RANGE,
  type NumberRange,
  POMODORO_LENGTH_RANGE,
  type FocusSettings,
  type FocusSettingsUpdate,
} from '@pomoplan/domain';
import { updateFocusSettings } from '../../api/focus';
import { useFocusSettings } from '../../data/focusSettings';
import { playChime } from '../focus';
import { NotificationSwitch } from './NotificationSwitch';
import { SettingsCard } from './SettingsCard';
import { WholeNumberSetting } from './WholeNumberSetting';
import { preferenceToasts, useSettingsSave } from './useSettingsSave';

const TOASTS = preferenceToasts(
  'Your focus timer settings are saved.',
  'Failed to update focus timer settings.',
);

type Switches = {
  [K in keyof FocusSettings]: FocusSettings[K] extends boolean ? K : never;
}[keyof FocusSettings];

type Numbers = Exclude<keyof FocusSettings, Switches>;

const NUMBERS: readonly { field: Numbers; label: string; range: NumberRange }[] = [
  { field: 'focusMinutes', label: 'Pomodoro length', range: POMODORO_LENGTH_RANGE },
  { field: 'shortBreakMinutes', label: 'Short break', range: BREAK_MINUTES_RANGE },
  { field: 'longBreakMinutes', label: 'Long break', range: BREAK_MINUTES_RANGE },
  {
    field: 'longBreakEvery',
    label: 'Long break every',
    range: { ...LONG_BREAK_EVERY_RANGE, unit: 'pomodoros' },
  },
];

const SWITCHES: readonly { field: Switches; label: string; help: string }[] = [
  {
    field: 'autoStartBreaks',
    label: 'Start breaks by themselves',
    help: 'A break begins as soon as a pomodoro ends; off, it waits for your Start.',
  },
  {
    field: 'autoStartFocus',
    label: 'Start the next pomodoro by itself',
    help: 'The next pomodoro begins when a break ends; off, it waits for your Start.',
  },
  {
    field: 'sound',
    label: 'Sound',
    help: 'A short chime in an open tab when a pomodoro or a break ends.',
  },
  {
    field: 'quietDuringFocus',
    label: 'No reminder pushes during a pomodoro',
    help: 'Reminders still reach the bell and your e-mail; your browser stays silent until the break.',
  },
];

/** The pomodoro's and the breaks' lengths, the long break's interval and the timer's switches. */
export function FocusSettingsCard({ uid }: { uid: string }) {
  const settings = useFocusSettings(uid);
  const { save } = useSettingsSave();
  const update = (change: FocusSettingsUpdate) => save(() => updateFocusSettings(change), TOASTS);

  return (
    <SettingsCard
      id="focus"
      title="Focus timer"
      description="Lengths apply from the next pomodoro or break. A task's own pomodoro length comes first."
    >
      {!settings ? (
        <Skeleton height={160} />
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            }}
          >
            {NUMBERS.map(({ field, label, range }) => (
              <WholeNumberSetting
                key={field}
                label={label}
                range={range}
                value={settings[field]}
                onSave={(value) => update({ [field]: value })}
              />
            ))}
          </Box>
          <div>
            {SWITCHES.map(({ field, label, help }) => (
              <NotificationSwitch
                key={field}
                label={label}
                help={help}
                checked={settings[field]}
                disabled={false}
                onChange={(checked) => {
                  // Turning the sound on lets it be heard at once, as the end of a phase will.
                  if (field === 'sound' && checked) playChime();
                  void update({ [field]: checked });
                }}
              />
            ))}
          </div>
        </>
      )}
    </SettingsCard>
  );
}
