// MUI's Collapse with its transition engine (about 2.5 KB gzip), loaded on the first input rather
// than with the first screen, for sections that start closed and unmount what they hide. A
// section open before the code has arrived (opened at once, or remembered open) shows its
// content without the animation until it closes: swapping in the Collapse while it shows
// something would remount that content under the pointer.
import type { CollapseProps } from '@mui/material/Collapse';
import { useEffect, useState } from 'react';
import { deferUntilInput, useDeferred } from './deferred';

const collapse = deferUntilInput(async () => (await import('@mui/material/Collapse')).default);

export type LazyCollapseProps = Omit<CollapseProps, 'unmountOnExit'>;

export function LazyCollapse(props: LazyCollapseProps) {
  const open = props.in === true;
  const Loaded = useDeferred(collapse);
  const [plain, setPlain] = useState(false);
  if (open && !Loaded && !plain) setPlain(true);
  if (!open && plain) setPlain(false);
  useEffect(() => {
    if (open) void collapse.load();
  }, [open]);
  if (plain) return <div id={props.id}>{props.children}</div>;
  return Loaded ? <Loaded {...props} unmountOnExit /> : null;
}
