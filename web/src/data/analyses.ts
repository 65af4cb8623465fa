import { AiAnalysisSchema, type AiAnalysis } from '@pomoplan/domain';
import { limit, orderBy, type Firestore } from 'firebase/firestore';
import { useDb } from './sync/firestoreContext';
import { useKeptLiveQuery, type Live } from './sync/useLive';
import { userCollection } from './userCollection';

const analyses = userCollection('analyses', AiAnalysisSchema);

/** The newest AI analysis only: the nightly job adds one per day. */
export function latestAnalysisQuery(db: Firestore, uid: string) {
  return analyses.at(db, uid).query(orderBy('createdAt', 'desc'), limit(1));
}

/**
 * The newest analysis; `data` is undefined once loaded when the user has none yet. A returning
 * visit shows the one kept at the last until Firestore answers, so the To Do page's AI card
 * draws with its list.
 */
export function useLatestAnalysis(uid: string): Live<AiAnalysis> {
  const query = latestAnalysisQuery(useDb(), uid);
  const { loading, data } = useKeptLiveQuery('latestAnalysis', uid, AiAnalysisSchema, query);
  return { loading, data: data?.[0] };
}
