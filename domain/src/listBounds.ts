// How many documents each list the app listens to reads at most. The rules refuse unbounded
// lists, and the first screen's data bundle (GET /api/first-screen) reads these same lists with
// these same bounds, so that the app's own queries find the bundle's documents in the cache.

/** Open todos are a working set that stays far below this bound. */
export const ACTIVE_TODOS_LIMIT = 500;
/** Completed todos pile up, so only the most recent are kept in view (older ones by page). */
export const COMPLETED_TODOS_LIMIT = 200;
/** Even the unlimited tiers list their projects, goals and groups a page at a time. */
export const PROJECTS_LIMIT = 500;
export const GOALS_LIMIT = 500;
export const GROUPS_LIMIT = 500;
