import type { Report } from '@pomoplan/domain';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { fetchReport, type ReportRequest } from '../../api/reports';
import { errorMessage } from '../../ui/errorMessage';

export interface ReportState {
  /** The last report answered; kept while the next range loads, so the page does not jump. */
  report: Report | undefined;
  loading: boolean;
  /** The API's message when the last call failed. */
  error: string | undefined;
  retry(): void;
}

interface Answer {
  /** The request and attempt this answers, as `keyOf` writes them. */
  key: string;
  report: Report | undefined;
  error: string | undefined;
}

function keyOf({ days, projectId, goalId }: ReportRequest, attempt: number): string {
  return JSON.stringify([days, projectId ?? null, goalId ?? null, attempt]);
}

/** The report of `request`, asked again whenever it changes or Retry is pressed. */
export function useReport(request: ReportRequest): ReportState {
  const { days, projectId, goalId } = request;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer>({ key: '', report: undefined, error: undefined });
  const key = keyOf(request, attempt);

  useEffect(() => {
    let live = true;
    const asked = keyOf({ days, projectId, goalId }, attempt);
    fetchReport({
      days,
      ...(projectId !== undefined ? { projectId } : {}),
      ...(goalId !== undefined ? { goalId } : {}),
    }).then(
      (report) => live && setAnswer({ key: asked, report, error: undefined }),
      (error: unknown) => {
        if (!live) return;
        console.error('Failed to load the report', error);
        const message = error instanceof ApiError ? error.serverMessage : errorMessage(error);
        setAnswer((current) => ({ key: asked, report: current.report, error: message }));
      },
    );
    return () => {
      live = false;
    };
  }, [days, projectId, goalId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const answered = answer.key === key;
  return {
    report: answer.report,
    loading: !answered,
    error: answered ? answer.error : undefined,
    retry,
  };
}
