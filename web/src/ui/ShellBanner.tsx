import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useId, type ReactNode } from 'react';

/**
 * A banner across the top of every signed-in page. A region named by its title rather than
 * an alert, so that it is not read out again on every page.
 */
export function ShellBanner(props: {
  severity: 'error' | 'info' | 'success';
  title: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Alert
      severity={props.severity}
      role="region"
      aria-labelledby={titleId}
      sx={{ borderRadius: 0, borderBottom: 1, borderColor: `${props.severity}.light` }}
    >
      <AlertTitle id={titleId} component="h2">
        {props.title}
      </AlertTitle>
      {props.children}
    </Alert>
  );
}
