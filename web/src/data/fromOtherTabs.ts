import { useGoalsFromOtherTabs } from './goals';
import { useTodosFromOtherTabs } from './todos';

/**
 * Shows the todos and goals the user adds in another tab of this browser at once, in whichever
 * of this tab's lists they join (tabHandOff.ts). A project's page does the same for its tasks.
 */
export function useNewDocumentsFromOtherTabs(uid: string): void {
  useTodosFromOtherTabs(uid);
  useGoalsFromOtherTabs(uid);
}
