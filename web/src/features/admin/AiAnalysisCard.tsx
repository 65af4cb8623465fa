import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useToast } from '../../ui/toast';
import type { AdminApi, AdminUserView } from './adminApi';
import { Section } from './Section';
import { useAdminCall } from './useAdminCall';
import type { AdminUsers } from './useAdminUsers';

type Scope = 'all' | 'chosen';

/** Triggers the AI analysis of todos for every user or for the users chosen. */
export function AiAnalysisCard({ api, users }: { api: AdminApi; users: AdminUsers }) {
  const call = useAdminCall();
  const toast = useToast();
  const [scope, setScope] = useState<Scope>('all');
  const [chosen, setChosen] = useState<AdminUserView[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

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
    toast({ title: 'Analysis started', description: result.message });
  }

  return (
    <Section
      title="AI analysis of todos"
      subtitle="Summarise the todos of every user or of chosen users."
    >
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
    </Section>
  );
}
