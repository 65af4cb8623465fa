import { useEffect, useState } from 'react';

const TICK_MS = 30_000;

/** The current time, moved on every half minute so times said in words ('5 min ago') keep up. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
