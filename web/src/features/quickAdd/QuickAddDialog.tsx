// The quick-add input: one line of plain words, the recognised parts highlighted and shown as
// chips (a click on a chip keeps its words as plain text), Enter creates, Escape closes, Tab
// opens the full task dialog filled in. Loaded only when first opened.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import List from '@mui/material/List';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import {
  suggestNames,
  tagPrefixAt,
  type QuickAddNamed,
  type QuickAddPartKind,
} from '@pomoplan/domain/quickAdd';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useGoals } from '../../data/goals';
import { useProjects } from '../../data/projects';
import { EMPTY } from '../../data/sync/useLive';
import { errorMessage } from '../../ui/errorMessage';
import { useToast } from '../../ui/toast';
import { useCreateLimit } from '../goals';
import { useProjectLimit } from '../projects';
import { TaskDialog } from '../tasks';
import { KIND_NAMES } from './chipLabels';
import { chipsOf } from './chips';
import { HighlightedInput, kindColor } from './HighlightedInput';
import { localeUsesTwelveHours } from './locale';
import { taskDefaults } from './taskDefaults';
import { useQuickAddParse, type QuickAddMode } from './useQuickAddParse';
import { useQuickAddSubmit } from './useQuickAddSubmit';

interface QuickAddDialogProps {
  uid: string;
  onClose: () => void;
}

const EXAMPLES: Record<QuickAddMode, string> = {
  task: 'Call Ana tomorrow 6pm every week #Family ~3 remind 15m before',
  todo: 'Buy milk tomorrow #Health',
};

/** What '#name' may name here, whether it is still loading, and the limit on making one more. */
function useNames(uid: string, mode: QuickAddMode) {
  const projects = useProjects(uid);
  const goals = useGoals(uid);
  const projectLimit = useProjectLimit(uid);
  const goalLimit = useCreateLimit(uid, 'goals', goals.data?.length);
  return mode === 'task'
    ? {
        names: projects.data ?? EMPTY,
        loading: projects.loading,
        limit: { reached: projectLimit.reached, message: projectLimit.message },
      }
    : {
        names: goals.data ?? EMPTY,
        loading: goals.loading || goalLimit.loading,
        limit: { reached: goalLimit.blockedBy !== null, message: goalLimit.message },
      };
}

export default function QuickAddDialog({ uid, onClose }: QuickAddDialogProps) {
  const theme = useTheme();
  const toast = useToast();
  // A task, wherever quick add opens; the switch beside the title makes it a todo.
  const [mode, setMode] = useState<QuickAddMode>('task');
  const { names, loading, limit } = useNames(uid, mode);
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const [ignore, setIgnore] = useState<QuickAddPartKind[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [full, setFull] = useState<ReturnType<typeof taskDefaults> | null>(null);
  const [highlighted, setHighlighted] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const parsed = useQuickAddParse(mode, text, names, ignore);
  const chips = useMemo(() => chipsOf(parsed, localeUsesTwelveHours()), [parsed]);
  const submit = useQuickAddSubmit(uid, names, limit);

  const [submitWhenLoaded, setSubmitWhenLoaded] = useState(false);
  const submitKept = useEffectEvent(() => void create());
  useEffect(() => {
    if (!submitWhenLoaded || loading) return;
    setSubmitWhenLoaded(false);
    submitKept();
  }, [submitWhenLoaded, loading]);

  const typing = tagPrefixAt(text, caret);
  const suggestions: QuickAddNamed[] = typing ? suggestNames(typing.prefix, names) : [];

  if (full) return <TaskDialog uid={uid} defaults={full} onClose={onClose} />;

  function change(value: string, at: number) {
    setText(value);
    setCaret(at);
    setRefusal(null);
    setHighlighted(-1);
  }

  function switchTo(next: QuickAddMode | null) {
    if (!next || next === mode) return;
    setMode(next);
    // The words stay; what they mean is read again for the other kind of item.
    setIgnore([]);
    setRefusal(null);
    setHighlighted(-1);
    input.current?.focus();
  }

  function pick(item: QuickAddNamed) {
    if (!typing) return;
    const value = `${text.slice(0, typing.start)}#${item.name} ${text.slice(caret).trimStart()}`;
    const at = typing.start + item.name.length + 2;
    change(value, at);
    requestAnimationFrame(() => input.current?.setSelectionRange(at, at));
  }

  async function create() {
    if (busy || text.trim() === '') return;
    // Until the projects (or goals) are read, '#Work' could not find Work and would make another:
    // an Enter that early is kept and carried out once they are.
    if (loading) {
      setSubmitWhenLoaded(true);
      return;
    }
    setBusy(true);
    try {
      const outcome = await submit(parsed);
      if (outcome.refusal) setRefusal(outcome.refusal);
      else {
        toast({ title: outcome.created ?? 'Added' });
        onClose();
      }
    } catch (error) {
      setRefusal(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlighted((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = suggestions[highlighted];
      if (chosen) pick(chosen);
      else void create();
    } else if (event.key === 'Tab' && !event.shiftKey && parsed.mode === 'task') {
      event.preventDefault();
      setFull(taskDefaults(parsed.result, parsed.timeZone, names));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="quick-add-title"
      slotProps={{
        paper: {
          sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 10 }, mx: 1, width: 'calc(100% - 16px)' },
        },
      }}
    >
      <Box sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography
            id="quick-add-title"
            variant="subtitle2"
            color="text.secondary"
            sx={{ flexGrow: 1 }}
          >
            {mode === 'task' ? 'Quick add a task' : 'Quick add a todo'}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={mode}
            aria-label="Add as"
            disabled={busy}
            onChange={(_, next: QuickAddMode | null) => switchTo(next)}
          >
            <ToggleButton value="task" sx={{ py: 0.25 }}>
              Task
            </ToggleButton>
            <ToggleButton value="todo" sx={{ py: 0.25 }}>
              Todo
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <HighlightedInput
          inputRef={input}
          value={text}
          parts={parsed.result.parts}
          autoFocus
          aria-label={mode === 'task' ? 'Quick add a task' : 'Quick add a todo'}
          placeholder={`e.g. ${EXAMPLES[mode]}`}
          maxLength={1000}
          disabled={busy}
          autoComplete="off"
          onChange={(event) => change(event.target.value, event.target.selectionStart ?? 0)}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? 0)}
          onKeyDown={keyDown}
        />
        {suggestions.length > 0 && (
          <List dense role="listbox" aria-label={mode === 'task' ? 'Projects' : 'Goals'}>
            {suggestions.map((item, index) => (
              <ListItemButton
                key={item.id}
                role="option"
                selected={index === highlighted}
                aria-selected={index === highlighted}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(item)}
              >
                #{item.name}
              </ListItemButton>
            ))}
          </List>
        )}
        <Box
          role="list"
          aria-label="Recognised"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, minHeight: 32 }}
        >
          {chips.map((chip) => (
            <Box role="listitem" key={chip.kind}>
              <Chip
                label={chip.label}
                data-kind={chip.kind}
                title={`Keep these words as text instead of the ${KIND_NAMES[chip.kind]}`}
                aria-label={`${KIND_NAMES[chip.kind]}: ${chip.label}`}
                onClick={() => setIgnore((current) => [...current, chip.kind])}
                onDelete={() => setIgnore((current) => [...current, chip.kind])}
                sx={{ bgcolor: alpha(kindColor(theme, chip.kind), 0.2) }}
              />
            </Box>
          ))}
        </Box>
        {refusal && (
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            {refusal}
          </Alert>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
          {mode === 'task'
            ? 'Enter to add · Tab for all fields · Esc to close. Type a day, a time, "every week", #project, ~pomodoros, "remind 15m before".'
            : 'Enter to add · Esc to close. Type "today", "tomorrow" or "this week" and #goal.'}
        </Typography>
      </Box>
    </Dialog>
  );
}
