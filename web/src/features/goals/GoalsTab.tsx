import Box from '@mui/material/Box';
import type { Goal, Group } from '@pomoplan/domain';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useDialogState } from '../../ui/useDialogState';
import { GoalCard } from './GoalCard';
import { GoalDialog } from './GoalDialog';
import { ItemList } from './ItemList';
import { LimitedCreateButton } from './LimitedCreateButton';
import type { GoalActions } from './useGoalActions';
import { useCreateLimit } from './useCreateLimit';

/** null: create a goal. */
type Editing = Goal | null;

interface GoalsTabProps {
  uid: string;
  goals: Goal[] | undefined;
  groups: readonly Group[];
  actions: GoalActions;
}

export function GoalsTab({ uid, goals, groups, actions }: GoalsTabProps) {
  const limit = useCreateLimit(uid, 'goals', goals?.length);
  const editor = useDialogState<Editing>();
  const remover = useDialogState<Goal>();
  const groupsById = new Map(groups.map((group) => [group.id, group]));

  function confirmDelete() {
    // The list drops the goal at once; a refused delete brings it back with a toast.
    if (remover.subject) void actions.deleteGoal(remover.subject.id);
    remover.close();
  }
  const editedGoal = editor.subject ?? undefined;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <LimitedCreateButton
          label="New Goal"
          blockedBy={limit.blockedBy}
          loading={limit.loading}
          onClick={() => editor.show(null)}
        />
      </Box>
      <ItemList
        label="Goals"
        items={goals}
        empty="No goals yet. Create one to give your todos a direction."
        render={(goal) => (
          <GoalCard
            key={goal.id}
            goal={goal}
            group={goal.groupId === null ? undefined : groupsById.get(goal.groupId)}
            onEdit={() => editor.show(goal)}
            onDelete={() => remover.show(goal)}
          />
        )}
      />
      <GoalDialog
        open={editor.open}
        goal={editedGoal}
        groups={groups}
        onClose={editor.close}
        onSubmit={(input) =>
          editedGoal ? actions.updateGoal(editedGoal.id, input) : actions.createGoal(input)
        }
      />
      <ConfirmDialog
        open={remover.open}
        title="Delete Goal"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={remover.close}
      >
        Are you sure you want to delete &quot;{remover.subject?.name}&quot;? This action cannot be
        undone. Its todos are kept, without a goal.
      </ConfirmDialog>
    </Box>
  );
}
