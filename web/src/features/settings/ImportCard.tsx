import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MAX_IMPORT_FILE_BYTES, type ImportPreview, type ImportRequest } from '@pomoplan/domain';
import { useRef, useState, type ChangeEvent } from 'react';
import { previewImport, runImport } from '../../api/imports';
import { ApiError } from '../../api/client';
import { useServerOnly } from '../../platform/offline/useServerOnly';
import { useToast } from '../../ui/toast';
import { SettingsCard } from './SettingsCard';

const failureText = (error: unknown) =>
  error instanceof ApiError && error.status < 500
    ? error.serverMessage
    : 'The file could not be read. Please try again.';

/** A CSV or JSON file as its text; a ZIP (Todoist's backup) as base64, which the server unpacks. */
async function fileContent(file: File): Promise<string> {
  if (!/\.zip$/i.test(file.name)) return file.text();
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return `base64:${btoa(binary)}`;
}

/**
 * Settings › Import: a Todoist project CSV or backup ZIP, a TickTick backup or a Pomoplan export. The server
 * reads the file and answers a preview first; importing the same file again adds nothing.
 */
export function ImportCard() {
  const toast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<ImportRequest | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const server = useServerOnly();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    setPreview(null);
    setError(null);
    if (!chosen) return;
    if (chosen.size > MAX_IMPORT_FILE_BYTES) {
      setError('The file is larger than 5 MB.');
      return;
    }
    const request = { fileName: chosen.name, content: await fileContent(chosen) };
    setFile(request);
    setBusy(true);
    try {
      setPreview(await previewImport(request));
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    if (!file) return;
    setBusy(true);
    try {
      const done = await runImport(file);
      toast({ title: 'Import finished', description: done.summary });
      setPreview(null);
      setFile(null);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsCard
      id="import"
      title="Import"
      icon={<UploadFileIcon aria-hidden />}
      description="Bring your tasks from Todoist (a project exported as CSV, or its backup ZIP), TickTick (its CSV backup) or a Pomoplan export. You see what the file holds before anything is imported."
    >
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        {/* A real button that opens the hidden picker: a label styled as a button is neither
            a button to assistive technology nor reachable with the keyboard. */}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            disabled={busy || server.offline}
            aria-describedby={server.describedBy}
            onClick={() => fileInput.current?.click()}
          >
            Choose a file…
          </Button>
          {server.note}
        </Box>
        <input
          ref={fileInput}
          hidden
          type="file"
          accept=".csv,.json,.zip,text/csv,application/json,application/zip"
          aria-label="File to import"
          onChange={(event) => void choose(event)}
        />
        {error && <Alert severity="error">{error}</Alert>}
        {preview && (
          <Alert severity={preview.refusal ? 'warning' : 'info'} sx={{ width: '100%' }}>
            {file?.fileName}: {preview.summary}.
            {preview.alreadyImported > 0 &&
              ` ${preview.alreadyImported} of them were imported before and stay as they are.`}
            {preview.refusal && ` ${preview.refusal}`}
          </Alert>
        )}
        {preview && !preview.refusal && (
          <Button
            variant="contained"
            disabled={busy || server.offline}
            aria-describedby={server.describedBy}
            onClick={() => void confirm()}
          >
            Import
          </Button>
        )}
      </Box>
    </SettingsCard>
  );
}
