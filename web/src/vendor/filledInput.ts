// Stands in for the 'filled' input that MUI's TextField and Select import statically beside
// the outlined one (vite.config.ts points their imports here): the app draws outlined fields,
// so this one loads only if a field ever asks for it. The name tells FormControl it is an input.
import { lazy } from 'react';

export default Object.assign(
  lazy(() => import('@mui/material/FilledInput')),
  { muiName: 'Input' },
);
