// What other features may use of goals. The pages are loaded by the router.
export { useCreateLimit } from './useCreateLimit';
