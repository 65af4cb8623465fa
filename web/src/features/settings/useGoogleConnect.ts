import { useState } from 'react';
import { googleCalendarAuthUrl } from '../../api/googleCalendar';
import { useToast } from '../../ui/toast';

/**
 * Starts the Google OAuth round trip: asks the API for Google's consent page and goes there.
 * The round trip ends back on /settings with ?google_calendar=<result>.
 */
export function useGoogleConnect(): { connect: () => Promise<void>; connecting: boolean } {
  const toast = useToast();
  const [connecting, setConnecting] = useState(false);

  async function connect() {
    setConnecting(true);
    try {
      window.location.assign(await googleCalendarAuthUrl());
    } catch (error) {
      console.error('Failed to initiate Google Calendar connection', error);
      toast({
        title: 'Connection Failed',
        description: 'Failed to initiate the Google Calendar connection. Please try again.',
        variant: 'destructive',
      });
      setConnecting(false);
    }
  }

  return { connect, connecting };
}
