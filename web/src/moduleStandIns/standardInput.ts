// Stands in for MUI's 'standard' input (lazyInput.ts says why).
import { lazyInput } from './lazyInput';

export default lazyInput(() => import('@mui/material/Input'));
