// Stands in for MUI's 'filled' input (lazyInput.ts says why).
import { lazyInput } from './lazyInput';

export default lazyInput(() => import('@mui/material/FilledInput'));
