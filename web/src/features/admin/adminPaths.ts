export const ADMIN_PANEL_PATH = '/super-panel';
const USER_PREFIX = '/super-panel/user/';

export function adminUserPath(id: string): string {
  return `${USER_PREFIX}${encodeURIComponent(id)}`;
}

/** The user id of a /super-panel/user/{id} path (its last segment), else null. */
export function userIdOf(pathname: string): string | null {
  if (!pathname.startsWith(USER_PREFIX)) return null;
  const segments = pathname.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (!last || segments.length < 3) return null;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
