import { todayIn } from '@pomoplan/domain';
import { useEffect, useState } from 'react';
import { browserTimeZone } from './timeZone';

export function browserToday(): string {
  return todayIn(browserTimeZone());
}

const CHECK_EVERY_MS = 60_000;

/**
 * The user's calendar day in the browser's time zone ('yyyy-MM-dd'). It moves on at local
 * midnight while the page stays open, so groups and badges roll over without a reload.
 */
export function useToday(): string {
  const [today, setToday] = useState(browserToday);
  useEffect(() => {
    const timer = window.setInterval(() => setToday(browserToday()), CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, []);
  return today;
}
