import { AiAnalysisSchema, type AiAnalysis } from '@pomoplan/domain';
import { collection, limit, orderBy, query, type Firestore } from 'firebase/firestore';
import { useDb } from './firestoreContext';
import { useLiveQuery } from './useLive';
import { zodConverter } from './converter';

const analysisConverter = zodConverter(AiAnalysisSchema);

/** The newest AI analysis only: the nightly job adds one per day. */
export function latestAnalysisQuery(db: Firestore, uid: string) {
  return query(
    collection(db, 'users', uid, 'analyses').withConverter(analysisConverter),
    orderBy('createdAt', 'desc'),
    limit(1),
  );
}

/** Undefined while loading, null when the user has no analysis yet. */
export function useLatestAnalysis(uid: string): AiAnalysis | null | undefined {
  const { data } = useLiveQuery(latestAnalysisQuery(useDb(), uid));
  return data === undefined ? undefined : (data[0] ?? null);
}
