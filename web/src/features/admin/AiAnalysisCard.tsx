import { LazyMenuItem as MenuItem } from '../../ui/lazyOverlays';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AI_PROVIDER_CHOICES, type AiProviderChoice } from '@pomoplan/domain';
import { useEffect, useState } from 'react';
import { useToast } from '../../ui/toast';
import type { AdminApi, AdminUserView, AnalysisRunView } from '../../api/admin';
import { Section } from './Section';
import { useAdminCall } from './useAdminCall';
import type { AdminUsers } from './useAdminUsers';

type Scope = 'all' | 'chosen';

const PROVIDER_LABELS: Record<AiProviderChoice, string> = {
  auto: 'Automatic (Gemini when its key is set)',
  gemini: 'Gemini',
  webhook: 'Chat webhook',
  builtin: 'Built-in analyser',
};
const PROGRESS_POLL_MS = 2000;

/** Follows a run until every queued user is done. */
function useRunProgress(api: AdminApi, runId: string | null): AnalysisRunView | null {
  const [progress, setProgress] = useState<AnalysisRunView | null>(null);
  useEffect(() => {
    setProgress(null);
    if (!runId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const run = await api.analysisProgress(runId).catch(() => null);
      if (stopped) return;
      if (run) setProgress(run);
      if (!run || run.done < run.queued) timer = setTimeout(() => void poll(), PROGRESS_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, runId]);
  return progress;
}

function ProviderSelect({ api }: { api: AdminApi }) {
  const call = useAdminCall();
  const [provider, setProvider] = useState<AiProviderChoice | null>(null);
  useEffect(() => {
    void call(() => api.getAiSettings(), 'Failed to update settings').then(
      (settings) => settings && setProvider(settings.provider),
    );
  }, [api, call]);
  async function choose(next: AiProviderChoice) {
    const saved = await call(
      () => api.saveAiSettings({ provider: next }),
      'Failed to update settings',
    );
    if (saved) setProvider(saved.provider);
  }
  if (!provider) return null;
  return (
    <TextField
      select
      label="Analysis provider"
      value={provider}
      onChange={(event) => {
        const next = AI_PROVIDER_CHOICES.find((choice) => choice === event.target.value);
        if (next) void choose(next);
      }}
      sx={{ maxWidth: 360 }}
    >
      {AI_PROVIDER_CHOICES.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {PROVIDER_LABELS[choice]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Triggers the AI analysis of todos for every user or for the users chosen. */
export function AiAnalysisCard({ api, users }: { api: AdminApi; users: AdminUsers }) {
  const call = useAdminCall();
  const toast = useToast();
  const [scope, setScope] = useState<Scope>('all');
  const [chosen, setChosen] = useState<AdminUserView[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [runId, setRunId] = useState<string | null>(null);
  const progress = useRunProgress(api, runId);

  async function analyze() {
    setBusy(true);
    setOutcome(null);
    const userIds = scope === 'all' ? undefined : chosen.map((user) => user.id);
    // The reason of a failure (e.g. no AI provider configured) stays on the card.
    const result = await call(
      () => api.analyzeTodos(userIds),
      'Failed to analyze todos',
      (message) => setOutcome({ ok: false, message }),
    );
    setBusy(false);
    if (!result) return;
    setOutcome({ ok: true, message: result.message });
    setRunId(result.runId);
    toast({ title: 'Analysis started', description: result.message });
  }

  return (
    <Section
      title="AI analysis of todos"
      subtitle="Summarise the todos of every user or of chosen users."
    >
      <ProviderSelect api={api} />
      <RadioGroup
        row
        aria-label="Users to analyse"
        value={scope}
        onChange={(event) => setScope(event.target.value === 'chosen' ? 'chosen' : 'all')}
      >
        <FormControlLabel value="all" control={<Radio />} label="All users" />
        <FormControlLabel value="chosen" control={<Radio />} label="Chosen users" />
      </RadioGroup>
      {scope === 'chosen' && (
        <Autocomplete
          multiple
          options={users.users}
          value={chosen}
          onChange={(_event, value) => setChosen(value)}
          getOptionLabel={(user) => user.email}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderInput={(params) => <TextField {...params} label="Users" />}
        />
      )}
      <Button
        variant="contained"
        onClick={() => void analyze()}
        disabled={busy || (scope === 'chosen' && chosen.length === 0)}
        sx={{ justifySelf: 'start' }}
      >
        {busy ? 'Analyzing...' : 'Analyze Todos'}
      </Button>
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'warning'} role="status">
          {outcome.message}
        </Alert>
      )}
      {progress && (
        <div>
          <Typography variant="body2" role="status">
            Analysed {progress.done} of {progress.queued} users
          </Typography>
          <LinearProgress
            variant="determinate"
            aria-label="Analysis progress"
            value={progress.queued === 0 ? 100 : (100 * progress.done) / progress.queued}
          />
        </div>
      )}
    </Section>
  );
}
