import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { LazyTooltip } from '../../ui/LazyTooltip';
import { lazy, Suspense, useState } from 'react';
import { useProjectLimit } from './projectLimit';

// The sidebar shows this button on every page; its dialog loads on the first click.
const ProjectDialog = lazy(() =>
  import('./ProjectDialog').then((module) => ({ default: module.ProjectDialog })),
);

/**
 * 'New Project', disabled with the plan's refusal as its tooltip once the tier's limit is
 * reached. `compact` is the sidebar's icon button.
 */
export function NewProjectButton(props: {
  uid: string;
  compact?: boolean;
  onCreated?: (id: string) => void;
}) {
  const limit = useProjectLimit(props.uid);
  const [open, setOpen] = useState(false);

  const button = props.compact ? (
    <IconButton
      size="small"
      aria-label="New Project"
      disabled={limit.reached}
      onClick={() => setOpen(true)}
    >
      <AddIcon fontSize="small" />
    </IconButton>
  ) : (
    <Button
      variant="outlined"
      startIcon={<AddIcon />}
      disabled={limit.reached}
      onClick={() => setOpen(true)}
    >
      New Project
    </Button>
  );

  return (
    <>
      {/* A disabled button fires no events, so the tooltip listens on a wrapper. */}
      <LazyTooltip title={limit.reached ? limit.message : 'New Project'}>
        <span>{button}</span>
      </LazyTooltip>
      {open && (
        <Suspense fallback={null}>
          <ProjectDialog
            uid={props.uid}
            onClose={() => setOpen(false)}
            onCreated={props.onCreated}
          />
        </Suspense>
      )}
    </>
  );
}
