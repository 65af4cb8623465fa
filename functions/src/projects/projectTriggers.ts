// project_created in the activity log, for projects created by the API or the web app alike.
import { onDocumentCreated } from 'firebase-functions/firestore';
import { capacityOf } from '../platform/capacity';
import { REGION } from '../platform/config';
import { recordActivityOnce } from '../platform/activity';

export const onProjectCreated = onDocumentCreated(
  {
    document: 'users/{uid}/projects/{projectId}',
    region: REGION,
    ...capacityOf('onProjectCreated'),
  },
  async (event) => {
    const name: unknown = event.data?.get('name');
    if (typeof name !== 'string' || name.trim() === '') return;
    await recordActivityOnce(event.params.uid, event.id, {
      action: 'project_created',
      details: { projectName: name },
      changedBy: event.params.uid,
    });
  },
);
