// The correction of a session's minutes: from 0 to the minutes it was planned for, as the
// server checks too; its refusal is shown under the field.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { formatDuration, type FocusSession } from '@pomoplan/domain';
import { useId, useState, type FormEvent } from 'react';
import { correctFocusSession } from '../../api/focus';
import { useToast } from '../../ui/toast';
import { focusFailure } from './focusFailure';
import { sessionSubject, sessionTimes } from './sessionText';

/** The minutes typed, or why they cannot be kept. */
function readMinutes(text: string, planned: number): number | string {
  const minutes = Number(text.replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(minutes) || minutes < 0 || minutes > planned) {
    return `Enter minutes from 0 to ${planned}`;
  }
  return minutes;
}

export function SessionMinutesDialog(props: { session: FocusSession; onClose(): void }) {
  const { session } = props;
  const titleId = useId();
  const toast = useToast();
  const [text, setText] = useState(String(session.focusedMinutes));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const read = readMinutes(text, session.plannedMinutes);
  const problem = typeof read === 'string' ? read : refusal;

  function save(event: FormEvent) {
    event.preventDefault();
    if (typeof read === 'string' || saving) return;
    setSaving(true);
    const minutes = read;
    correctFocusSession(session.id, minutes).then(
      () => {
        toast({ title: `Session set to ${formatDuration(minutes)}` });
        props.onClose();
      },
      (error: unknown) => {
        setSaving(false);
        setRefusal(focusFailure(error));
      },
    );
  }

  return (
    <Dialog open onClose={saving ? undefined : props.onClose} aria-labelledby={titleId}>
      <form onSubmit={save} noValidate>
        <DialogTitle id={titleId}>Correct Session</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Minutes focused"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setRefusal(null);
            }}
            error={problem !== null}
            helperText={problem ?? `${sessionSubject(session)}, ${sessionTimes(session)}`}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving || typeof read === 'string'}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
