import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLatestAnalysis } from '../../data/analyses';

/**
 * The AI assistant's weekly review, which reads the same figures as this page: said once
 * above them. Nothing while the newest analysis has none (a new account, a lower tier).
 */
export function WeeklyReviewCard({ uid }: { uid: string }) {
  const headingId = useId();
  const review = useLatestAnalysis(uid).data;
  if (!review?.weeklyReview) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <AutoAwesomeIcon color="primary" fontSize="small" aria-hidden />
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Your week, by the AI assistant
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {review.weeklyReview}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          From the analysis of{' '}
          {review.createdAt.toLocaleDateString(undefined, { dateStyle: 'medium' })}
        </Typography>
      </CardContent>
    </Card>
  );
}
