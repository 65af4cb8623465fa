import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { truncateSummary, type AiAnalysis } from '@pomoplan/domain';
import dayjs from 'dayjs';
import { useId } from 'react';
import { focusRing } from '../../ui/focusRing';
import { useStoredFlag } from '../../ui/useStoredFlag';

const EXPANDED_KEY = 'pomoplan.aiPanel.expanded';

export function analysisDateLine(createdAt: Date): string {
  const at = dayjs(createdAt);
  return `Analysis from: ${at.format('MMMM D, YYYY')} at ${at.format('h:mm A')}`;
}

/** The latest nightly summary: two lines when collapsed, everything when expanded. */
export function AiAssistantCard({ analysis }: { analysis: AiAnalysis | null | undefined }) {
  const [expanded, setExpanded] = useStoredFlag(EXPANDED_KEY, false);
  const contentId = useId();

  function toggle() {
    // Selecting text to copy it is not a request to collapse.
    if (window.getSelection()?.toString()) return;
    setExpanded(!expanded);
  }

  return (
    <Card variant="outlined" onClick={toggle} sx={{ cursor: 'pointer' }}>
      {/* The header is the keyboard-reachable control; its click bubbles to the card. */}
      <ButtonBase
        aria-expanded={expanded}
        aria-controls={contentId}
        sx={[
          { width: '100%', justifyContent: 'flex-start', gap: 1, px: 2, pt: 1.5, pb: 1 },
          focusRing,
        ]}
      >
        <AutoAwesomeIcon color="primary" fontSize="small" aria-hidden />
        <Typography component="span" sx={{ fontWeight: 600, flexGrow: 1, textAlign: 'left' }}>
          AI Assistant
        </Typography>
        {expanded ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />}
      </ButtonBase>
      <Box id={contentId} sx={{ px: 2, pb: 2 }}>
        <AnalysisText analysis={analysis} expanded={expanded} />
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
        No AI summary yet. Your assistant writes one every night.
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
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {analysis.aiResponse}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {analysisDateLine(analysis.createdAt)}
      </Typography>
    </>
  );
}
