import { ApiError } from '../../api/client';
import { errorMessage } from '../../ui/errorMessage';

/** Why a press of the timer did nothing, in the server's words when it said why. */
export function focusFailure(error: unknown): string {
  return error instanceof ApiError ? error.serverMessage : errorMessage(error);
}
