// What other features may use of projects. The pages are loaded by the router.
export { NewProjectButton } from './NewProjectButton';
export { useProjectLimit } from './projectLimit';
