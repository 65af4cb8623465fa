// MUI's Tooltip with its Popper (about 10 KB gzip) loaded after the first screen. Until then
// the child carries the title as its accessible name, as Tooltip gives it. Wrapping the child
// in Tooltip mounts it anew, so the swap waits until the pointer and the focus are elsewhere:
// nothing changes under a hovering pointer or a focused button.
import type { TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { deferUntilInput, useDeferred } from './deferred';

const tooltipModule = deferUntilInput(() => import('@mui/material/Tooltip'));

interface TargetProps {
  'aria-label'?: string;
  onPointerEnter?: (event: PointerEvent<Element>) => void;
  onPointerLeave?: (event: PointerEvent<Element>) => void;
  onFocus?: (event: FocusEvent<Element>) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
}

export type LazyTooltipProps = Omit<TooltipProps, 'children'> & {
  children: ReactElement<TargetProps>;
};

export function LazyTooltip({ children, ...props }: LazyTooltipProps) {
  const loaded = useDeferred(tooltipModule);
  const [upgraded, setUpgraded] = useState(loaded !== undefined);
  const hovered = useRef(false);
  const focused = useRef(false);
  const upgradeIfIdle = () => {
    if (tooltipModule.current() && !hovered.current && !focused.current) setUpgraded(true);
  };
  // Upgrades once loaded, unless hovered or focused (then on leaving, below).
  useEffect(upgradeIfIdle, [loaded]);

  if (upgraded && loaded) {
    const Tooltip = loaded.default;
    return <Tooltip {...props}>{children}</Tooltip>;
  }
  const own = children.props;
  return cloneElement(children, {
    'aria-label': own['aria-label'] ?? (typeof props.title === 'string' ? props.title : undefined),
    onPointerEnter: (event) => {
      hovered.current = true;
      own.onPointerEnter?.(event);
    },
    onPointerLeave: (event) => {
      hovered.current = false;
      own.onPointerLeave?.(event);
      upgradeIfIdle();
    },
    onFocus: (event) => {
      focused.current = true;
      own.onFocus?.(event);
    },
    onBlur: (event) => {
      focused.current = false;
      own.onBlur?.(event);
      upgradeIfIdle();
    },
  });
}
