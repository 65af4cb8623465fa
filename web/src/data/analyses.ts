import { AiAnalysisSchema, type AiAnalysis } from '@pomoplan/domain';
import { limit, orderBy, type Firestore } from 'firebase/firestore';
import { useDb } from './firestoreContext';
import { useLiveQuery, type Live } from './useLive';
import { userCollection } from './userCollection';

const analyses = userCollection('analyses', AiAnalysisSchema);

/** The newest AI analysis only: the nightly job adds one per day. */
export function latestAnalysisQuery(db: Firestore, uid: string) {
  return analyses.at(db, uid).query(orderBy('createdAt', 'desc'), limit(1));
}

/** The newest analysis; `data` is undefined once loaded when the user has none yet. */
export function useLatestAnalysis(uid: string): Live<AiAnalysis> {
  const { loading, data } = useLiveQuery(latestAnalysisQuery(useDb(), uid));
  return { loading, data: data?.[0] };
}
