import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** The shape of the focus section while the first report loads. */
export function ReportSkeleton() {
  return (
    <Box data-testid="report-skeleton" aria-hidden sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="text" width={120} height={40} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
          gap: { xs: 1, sm: 2 },
        }}
      >
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} variant="rounded" height={88} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={320} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
        }}
      >
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    </Box>
  );
}
