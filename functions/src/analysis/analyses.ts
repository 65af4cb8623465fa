// users/{uid}/analyses/{id}: the AI summaries the nightly job writes.
import { AiAnalysisSchema, type AiAnalysis } from '@pomoplan/domain';
import { entityConverter, readableDocs } from '../platform/firestore';
import { analysesCollection } from '../platform/refs';

const analysisConverter = entityConverter(AiAnalysisSchema);

export async function latestAnalysis(uid: string): Promise<AiAnalysis | null> {
  const snapshot = await analysesCollection(uid)
    .withConverter(analysisConverter)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .get();
  return readableDocs(snapshot.docs)[0] ?? null;
}
