import type { Goal, Group } from '@pomoplan/domain';
import { GroupCard } from './GroupCard';
import { GroupDialog } from './GroupDialog';
import { ItemsTab } from './ItemsTab';
import type { GoalActions } from './useGoalActions';

interface GroupsTabProps {
  uid: string;
  groups: Group[] | undefined;
  goals: readonly Goal[];
  actions: GoalActions;
}

export function GroupsTab({ uid, groups, goals, actions }: GroupsTabProps) {
  return (
    <ItemsTab
      uid={uid}
      collection="groups"
      noun="Group"
      items={groups}
      empty="No groups yet. Groups keep related goals together."
      deleteNote="Its goals are kept, without a group."
      remove={actions.deleteGroup}
      card={(group, cardActions) => (
        <GroupCard
          key={group.id}
          group={group}
          goalCount={goals.filter((goal) => goal.groupId === group.id).length}
          {...cardActions}
        />
      )}
      editor={({ open, item, onClose }) => (
        <GroupDialog
          open={open}
          group={item}
          onClose={onClose}
          onSubmit={(input) =>
            item ? actions.updateGroup(item.id, input) : actions.createGroup(input)
          }
        />
      )}
    />
  );
}
