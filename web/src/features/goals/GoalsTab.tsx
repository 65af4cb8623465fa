import type { Goal, Group } from '@pomoplan/domain';
import { GoalCard } from './GoalCard';
import { GoalDialog } from './GoalDialog';
import { ItemsTab } from './ItemsTab';
import type { GoalActions } from './useGoalActions';

interface GoalsTabProps {
  uid: string;
  goals: Goal[] | undefined;
  groups: readonly Group[];
  actions: GoalActions;
}

export function GoalsTab({ uid, goals, groups, actions }: GoalsTabProps) {
  const groupsById = new Map(groups.map((group) => [group.id, group]));
  return (
    <ItemsTab
      uid={uid}
      collection="goals"
      noun="Goal"
      items={goals}
      empty="No goals yet. Create one to give your todos a direction."
      deleteNote="Its todos are kept, without a goal."
      remove={actions.deleteGoal}
      card={(goal, cardActions) => (
        <GoalCard
          key={goal.id}
          goal={goal}
          group={goal.groupId === null ? undefined : groupsById.get(goal.groupId)}
          {...cardActions}
        />
      )}
      editor={({ open, item, onClose }) => (
        <GoalDialog
          open={open}
          goal={item}
          groups={groups}
          onClose={onClose}
          onSubmit={(input) =>
            item ? actions.updateGoal(item.id, input) : actions.createGoal(input)
          }
        />
      )}
    />
  );
}
