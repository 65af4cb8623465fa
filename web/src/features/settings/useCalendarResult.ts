import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '../../ui/toast';
import { calendarResultMessage } from './calendarResult';

/** Shows the outcome of the Google OAuth round trip, then cleans the address. */
export function useCalendarResult() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const result = params.get('google_calendar');

  useEffect(() => {
    if (result === null) return;
    const message = calendarResultMessage(result);
    if (message) toast(message);
    navigate('/settings', { replace: true });
  }, [result, navigate, toast]);
}
