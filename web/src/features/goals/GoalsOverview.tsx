import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { PageHeader } from '../../ui/PageHeader';
import { useGoals } from '../../data/goals';
import { useGroups } from '../../data/groups';
import { useUid } from '../../data/useUid';
import { GoalsTab } from './GoalsTab';
import { GroupsTab } from './GroupsTab';
import { useGoalActions } from './useGoalActions';

type TabName = 'goals' | 'groups';

/** /goals: the Goals and Groups tabs. */
export function GoalsOverview() {
  const uid = useUid();
  const goals = useGoals(uid).data;
  const groups = useGroups(uid).data;
  const actions = useGoalActions(uid);
  const [tab, setTab] = useState<TabName>('goals');
  const id = useId();
  const tabId = (name: TabName) => `${id}-tab-${name}`;
  const panelId = (name: TabName) => `${id}-panel-${name}`;

  return (
    <>
      <PageHeader title="Goals" subtitle="Goals give your todos a direction" />
      <Box sx={{ px: { xs: 2, md: 4 }, pb: 4, maxWidth: 960 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabName) => setTab(value)}
          aria-label="Goals and groups"
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
        >
          {(['goals', 'groups'] as const).map((name) => (
            <Tab
              key={name}
              value={name}
              label={name === 'goals' ? 'Goals' : 'Groups'}
              id={tabId(name)}
              aria-controls={panelId(name)}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
          {tab === 'goals' ? (
            <GoalsTab uid={uid} goals={goals} groups={groups ?? []} actions={actions} />
          ) : (
            <GroupsTab uid={uid} groups={groups} goals={goals ?? []} actions={actions} />
          )}
        </Box>
      </Box>
    </>
  );
}
