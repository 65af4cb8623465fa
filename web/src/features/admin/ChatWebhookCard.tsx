import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConnectionTest } from '@pomoplan/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useToast } from '../../ui/toast';
import type { AdminApi } from '../../api/admin';
import { Section } from './Section';
import { useAdminCall } from './useAdminCall';

type Busy = 'none' | 'loading' | 'saving' | 'testing';

/** A connection test: the status and timing only; `response` reads e.g. 'HTTP 200 in 123 ms'. */
interface TestResult extends ConnectionTest {
  response?: string | null;
}

/** The chat (n8n) webhook URL, saved with a connection test, and a separate test button. */
export function ChatWebhookCard({ api }: { api: AdminApi }) {
  const call = useAdminCall();
  const toast = useToast();
  const [chatUrl, setChatUrl] = useState('');
  const [busy, setBusy] = useState<Busy>('loading');
  const [result, setResult] = useState<TestResult | null>(null);

  useEffect(() => {
    let live = true;
    void call(api.getChatSettings, 'Failed to fetch n8n settings').then((settings) => {
      if (!live) return;
      setChatUrl(settings?.chatUrl ?? '');
      setBusy('none');
    });
    return () => {
      live = false;
    };
  }, [api, call]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy('saving');
    const saved = await call(
      () => api.saveChatSettings(chatUrl.trim()),
      'Failed to update n8n settings',
    );
    setBusy('none');
    if (!saved) return;
    setChatUrl(saved.chatUrl);
    setResult(saved.connectionTest);
    toast({ title: 'Chat webhook saved', description: saved.connectionTest.message });
  }

  async function test() {
    setBusy('testing');
    const tested = await call(api.testChatConnection, 'Failed to test connection');
    setBusy('none');
    if (tested) setResult(tested);
  }

  return (
    <Section title="Chat webhook" subtitle="Where the chat integration sends its messages.">
      <Box component="form" onSubmit={save} noValidate sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label="Chat webhook URL"
          type="url"
          placeholder="https://n8n.example.com/webhook/..."
          helperText="An https URL on a public host. The test reports the status and timing only."
          value={chatUrl}
          onChange={(event) => setChatUrl(event.target.value)}
          disabled={busy === 'loading'}
          fullWidth
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={busy !== 'none' || !chatUrl.trim()}>
            {busy === 'saving' ? 'Saving...' : 'Save'}
          </Button>
          <Button variant="outlined" onClick={() => void test()} disabled={busy !== 'none'}>
            {busy === 'testing' ? 'Testing...' : 'Test Connection'}
          </Button>
        </Box>
      </Box>
      {result && (
        <Alert severity={result.success ? 'success' : 'error'} role="status">
          {result.message}
          {result.response ? (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {result.response}
            </Typography>
          ) : null}
        </Alert>
      )}
    </Section>
  );
}
