import { z } from 'zod/mini';
import { isValidTimeZone } from '../dates';
import { text } from './common';

/** The zone of a user whose browser never told one, and of queries that name none. */
export const DEFAULT_TIME_ZONE = 'UTC';

const TIME_ZONE_MESSAGE = 'Time zone must be an IANA time zone such as Europe/Berlin';

export const TimeZoneSchema = text('Time zone', 'an IANA time zone such as Europe/Berlin').check(
  z.maxLength(64, { error: TIME_ZONE_MESSAGE }),
  z.refine(isValidTimeZone, { error: TIME_ZONE_MESSAGE }),
);
