import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DEFAULT_PROJECT_COLOR,
  ProjectInputSchema,
  ProjectUpdateSchema,
  type Project,
  type ProjectInput,
  type ProjectUpdate,
} from '@pomoplan/domain';
import { useState } from 'react';
import { useDb } from '../../data/sync/firestoreContext';
import { createProject, updateProject } from '../../data/projects';
import { useToast } from '../../ui/toast';
import { errorMessage, isPermissionDenied } from '../../ui/errorMessage';
import { ColorPicker } from '../../ui/ColorPicker';
import { useSchemaSubmit } from '../../ui/useSchemaSubmit';
import { pasteOnOneLine } from '../../ui/oneLine';
import { useProjectLimit } from './projectLimit';

interface ProjectDialogProps {
  uid: string;
  /** Edit (rename, recolour) this project; without it the dialog creates one. */
  project?: Project;
  onClose: () => void;
  onCreated?: (id: string) => void;
}

/** Create or edit a project. Mount it only while open, so each opening starts fresh. */
export function ProjectDialog({ uid, project, onClose, onCreated }: ProjectDialogProps) {
  const db = useDb();
  const toast = useToast();
  const limit = useProjectLimit(uid);
  const [name, setName] = useState(project?.name ?? '');
  const [description, setDescription] = useState(project?.description ?? '');
  const [color, setColor] = useState(project?.color ?? DEFAULT_PROJECT_COLOR);
  const { fieldProps, busy, submit } = useSchemaSubmit(
    project ? ProjectUpdateSchema : ProjectInputSchema,
    { name, description, color },
    save,
    onClose,
  );

  /** True when the project was saved; a refusal is told in a toast and the dialog stays. */
  async function save(fields: ProjectInput | ProjectUpdate): Promise<boolean> {
    try {
      if (project) {
        await updateProject(db, uid, project.id, fields);
        toast({ title: 'Project updated successfully' });
      } else {
        const id = await createProject(db, uid, ProjectInputSchema.parse(fields));
        toast({ title: 'Project created successfully' });
        onCreated?.(id);
      }
      return true;
    } catch (error) {
      const refusedByLimit = !project && isPermissionDenied(error);
      toast({
        title: 'Error',
        description: refusedByLimit ? limit.message : errorMessage(error),
        variant: 'destructive',
      });
      return false;
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{project ? 'Edit Project' : 'New Project'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              onPaste={pasteOnOneLine}
              {...fieldProps('name')}
              required
              autoFocus
              fullWidth
            />
            <TextField
              label="Description"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              {...fieldProps('description')}
              multiline
              minRows={2}
              fullWidth
            />
            <ColorPicker label="Color" value={color} onChange={setColor} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {project ? 'Save Changes' : 'Create Project'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
