import Box from '@mui/material/Box';
import type { Goal, Group } from '@pomoplan/domain';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useDialogState } from '../../ui/useDialogState';
import { GroupCard } from './GroupCard';
import { GroupDialog } from './GroupDialog';
import { ItemList } from './ItemList';
import { LimitedCreateButton } from './LimitedCreateButton';
import type { GoalActions } from './useGoalActions';
import { useCreateLimit } from './useCreateLimit';

/** null: create a group. */
type Editing = Group | null;

interface GroupsTabProps {
  uid: string;
  groups: Group[] | undefined;
  goals: readonly Goal[];
  actions: GoalActions;
}

export function GroupsTab({ uid, groups, goals, actions }: GroupsTabProps) {
  const limit = useCreateLimit(uid, 'groups', groups?.length);
  const editor = useDialogState<Editing>();
  const remover = useDialogState<Group>();

  function confirmDelete() {
    if (remover.subject) void actions.deleteGroup(remover.subject.id);
    remover.close();
  }
  const editedGroup = editor.subject ?? undefined;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <LimitedCreateButton
          label="New Group"
          blockedBy={limit.blockedBy}
          loading={limit.loading}
          onClick={() => editor.show(null)}
        />
      </Box>
      <ItemList
        label="Groups"
        items={groups}
        empty="No groups yet. Groups keep related goals together."
        render={(group) => (
          <GroupCard
            key={group.id}
            group={group}
            goalCount={goals.filter((goal) => goal.groupId === group.id).length}
            onEdit={() => editor.show(group)}
            onDelete={() => remover.show(group)}
          />
        )}
      />
      <GroupDialog
        open={editor.open}
        group={editedGroup}
        onClose={editor.close}
        onSubmit={(input) =>
          editedGroup ? actions.updateGroup(editedGroup.id, input) : actions.createGroup(input)
        }
      />
      <ConfirmDialog
        open={remover.open}
        title="Delete Group"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={remover.close}
      >
        Are you sure you want to delete &quot;{remover.subject?.name}&quot;? This action cannot be
        undone. Its goals are kept, without a group.
      </ConfirmDialog>
    </Box>
  );
}
