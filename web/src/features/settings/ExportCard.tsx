import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  EXPORT_LIFETIME_HOURS,
  EXPORTED_COLLECTIONS,
  exportFileName,
  todayIn,
  type ExportedCollection,
  type ExportStatus,
} from '@pomoplan/domain';
import { useEffect, useState } from 'react';
import { exportFile, exportStatus, startExport } from '../../api/exports';
import { useServerOnly } from '../../platform/offline/useServerOnly';
import { saveFile } from '../../ui/saveFile';
import { browserTimeZone } from '../../ui/timeZone';
import { useToast } from '../../ui/toast';
import { SettingsCard } from './SettingsCard';

const POLL_MS = 1500;

/** Settings › Export: everything in the account as one JSON file, or a CSV per collection. */
export function ExportCard() {
  const toast = useToast();
  const [current, setCurrent] = useState<ExportStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const server = useServerOnly();

  useEffect(() => {
    // Offline, an export being built is asked about again once the connection is back.
    if (current?.status !== 'building' || server.offline) return;
    const timer = setTimeout(() => {
      exportStatus(current.id).then(setCurrent, (error: unknown) => {
        console.error('Failed to follow the export', error);
        setCurrent(null);
        toast({ title: 'Export failed', description: 'Please try again.', variant: 'destructive' });
      });
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [current, toast, server.offline]);

  async function begin() {
    setBusy(true);
    try {
      setCurrent(await startExport());
    } catch (error) {
      console.error('Failed to start the export', error);
      toast({ title: 'Export failed', description: 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function download(collection?: ExportedCollection) {
    if (!current) return;
    const day = todayIn(browserTimeZone());
    const query = collection ? { format: 'csv' as const, collection } : { format: 'json' as const };
    try {
      saveFile(await exportFile(current.id, collection), exportFileName(day, query));
    } catch (error) {
      console.error('Failed to download the export', error);
      toast({
        title: 'Download failed',
        description: 'The export may have expired. Start a new one.',
        variant: 'destructive',
      });
    }
  }

  const building = busy || current?.status === 'building';
  return (
    <SettingsCard
      id="export"
      title="Export your data"
      icon={<DownloadIcon aria-hidden />}
      description={`Everything in your account (profile, settings, projects, tasks, todos, goals, groups, analyses, notifications and activity) as one JSON file, or a spreadsheet (CSV) per list. The files can be downloaded for ${EXPORT_LIFETIME_HOURS} hours.`}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={building || server.offline}
          aria-describedby={server.describedBy}
          onClick={() => void begin()}
        >
          {
            { ready: 'Export again', failed: 'Try again', building: 'Export my data' }[
              current?.status ?? 'building'
            ]
          }
        </Button>
        {building && !server.offline && (
          <CircularProgress size={20} aria-label="Preparing the export" />
        )}
        {server.note}
        {current?.status === 'failed' && (
          <Typography color="error">The export could not be prepared.</Typography>
        )}
      </Box>
      {current?.status === 'ready' && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            disabled={server.offline}
            aria-describedby={server.describedBy}
            onClick={() => void download()}
          >
            Download JSON
          </Button>
          {EXPORTED_COLLECTIONS.map((collection) => (
            <Button
              key={collection}
              size="small"
              disabled={server.offline}
              aria-describedby={server.describedBy}
              onClick={() => void download(collection)}
            >
              {collection} (CSV)
            </Button>
          ))}
        </Box>
      )}
    </SettingsCard>
  );
}
