import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { LazyTooltip, type LazyTooltipProps } from '../../ui/LazyTooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { truncateSummary, type AiAnalysis } from '@pomoplan/domain';
import { useId } from 'react';
import { focusRing } from '../../ui/focusRing';
import { useNow } from '../../ui/useNow';
import { useStoredFlag } from '../../ui/useStoredFlag';
import { AnalysisBody } from './AnalysisBody';
import { useAnalysisRefresh } from './useAnalysisRefresh';
import { useServerOnly } from '../../platform/offline/useServerOnly';

const EXPANDED_KEY = 'pomoplan.aiPanel.expanded';

/**
 * 'Analysis from: November 22, 2026 at 4:05 PM' in the browser's zone. Built by hand, not with
 * dayjs (3 kB gzip of the To Do page's first load) nor Intl's time format (its 'PM' follows a
 * narrow no-break space).
 */
export function analysisDateLine(at: Date): string {
  const day = at.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
  return `Analysis from: ${day} at ${clockText(at)}`;
}

/** '2:23 PM' in the browser's zone. */
function clockText(at: Date): string {
  const hour = at.getHours() % 12 || 12;
  const minute = String(at.getMinutes()).padStart(2, '0');
  return `${hour}:${minute} ${at.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** Whole minutes left until `at`, at least 1 while any time is left. */
function minutesUntil(at: Date, now: Date): number {
  return Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));
}

/** A tooltip only where there is hover: on a touch screen it would stay after the tap. */
function HoverTooltip({ title, children }: Pick<LazyTooltipProps, 'title' | 'children'>) {
  const canHover = useMediaQuery('(hover: hover)');
  return canHover ? <LazyTooltip title={title}>{children}</LazyTooltip> : children;
}

/** The latest nightly summary: two lines when collapsed, everything when expanded. */
export function AiAssistantCard({ analysis }: { analysis: AiAnalysis | null | undefined }) {
  const [expanded, setExpanded] = useStoredFlag(EXPANDED_KEY, false);
  const contentId = useId();
  const { refresh, pending, upToDateSince, nextRefreshAt } = useAnalysisRefresh();
  const server = useServerOnly();
  const online = !server.offline;
  useNow(); // renders again as the countdown moves on
  const now = new Date();
  const waiting = nextRefreshAt !== null && nextRefreshAt.getTime() > now.getTime();
  const wait = waiting ? `Refresh in ${minutesUntil(nextRefreshAt, now)} min` : null;

  function toggle() {
    // Selecting text to copy it is not a request to collapse.
    if (window.getSelection()?.toString()) return;
    setExpanded(!expanded);
  }

  return (
    <Card variant="outlined" onClick={toggle} sx={{ cursor: 'pointer' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
        {/* The header is the keyboard-reachable control; its click bubbles to the card. */}
        <ButtonBase
          aria-expanded={expanded}
          aria-controls={contentId}
          sx={[
            { flexGrow: 1, justifyContent: 'flex-start', gap: 1, px: 2, pt: 1.5, pb: 1 },
            focusRing,
          ]}
        >
          <AutoAwesomeIcon color="primary" fontSize="small" aria-hidden />
          <Typography component="span" sx={{ fontWeight: 600, flexGrow: 1, textAlign: 'left' }}>
            AI Assistant
          </Typography>
          {expanded ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />}
        </ButtonBase>
        {server.note}
        {online && wait !== null && (
          <Typography variant="caption" color="text.secondary" aria-hidden sx={{ mr: 0.5 }}>
            {wait}
          </Typography>
        )}
        <HoverTooltip
          title={online ? (wait ?? 'Refresh analysis') : 'Refreshing needs a connection'}
        >
          <span>
            <IconButton
              aria-label={wait === null ? 'Refresh analysis' : `Refresh analysis (${wait})`}
              size="small"
              disabled={pending || waiting || !online}
              aria-describedby={server.describedBy}
              // A refresh is not a request to expand or collapse the card.
              onClick={(event) => {
                event.stopPropagation();
                refresh();
              }}
            >
              {pending ? <CircularProgress size={18} /> : <RefreshIcon fontSize="small" />}
            </IconButton>
          </span>
        </HoverTooltip>
      </Box>
      <Box
        id={contentId}
        // Expanded on a phone, the card scrolls inside itself so the todo list stays in view.
        sx={{
          px: 2,
          pb: 2,
          maxHeight: { xs: expanded ? '25vh' : 'none', sm: 'none' },
          overflowY: 'auto',
        }}
      >
        <AnalysisText analysis={analysis} expanded={expanded} />
        <Typography
          role="status"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {upToDateSince !== null &&
            `Up to date \u2013 nothing changed since ${clockText(upToDateSince)}`}
        </Typography>
      </Box>
    </Card>
  );
}

function AnalysisText({
  analysis,
  expanded,
}: {
  analysis: AiAnalysis | null | undefined;
  expanded: boolean;
}) {
  if (analysis === undefined)
    return <Skeleton role="progressbar" aria-label="Loading AI summary" />;
  if (analysis === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        No AI summary yet. Add a few todos, then refresh.
      </Typography>
    );
  }
  if (!expanded) {
    return (
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {truncateSummary(analysis.aiResponse)}
      </Typography>
    );
  }
  return (
    <>
      <AnalysisBody text={analysis.aiResponse} />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {analysisDateLine(analysis.createdAt)}
      </Typography>
    </>
  );
}
