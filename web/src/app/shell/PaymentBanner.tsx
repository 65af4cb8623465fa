import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Billing } from '@pomoplan/domain';
import { useId, useState } from 'react';
import { useServerOnly } from '../../platform/offline/useServerOnly';
import { paymentBanner } from './paymentBanner';
import { ShellBanner } from '../../ui/ShellBanner';

/**
 * A payment problem, on every signed-in page until it is solved (it cannot be dismissed: the
 * plan depends on it); on a phone only its title and button show until its details are
 * opened.
 */
export function PaymentBanner(props: { billing: Billing | null | undefined; compact: boolean }) {
  const detailsId = useId();
  const [expanded, setExpanded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [portalFailed, setPortalFailed] = useState(false);
  const server = useServerOnly();
  const banner = paymentBanner(props.billing);
  if (!banner) return null;
  const { action } = banner;

  async function act() {
    if (action.kind === 'pay') {
      window.location.assign(action.url);
      return;
    }
    setBusy(true);
    setPortalFailed(false);
    try {
      // Loaded on the click: the shell stays as small as it was.
      const { billingPortalUrl } = await import('../../api/payments');
      window.location.assign(await billingPortalUrl());
    } catch {
      setPortalFailed(true);
      setBusy(false);
    }
  }

  const showDetails = !props.compact || expanded;
  return (
    <ShellBanner severity="error" title={banner.title}>
      <Box id={detailsId} hidden={!showDetails}>
        <Box>{banner.text}</Box>
        {banner.reason && <Box>Bank&apos;s reason: {banner.reason}</Box>}
      </Box>
      {portalFailed && (
        <Box role="alert">The billing portal could not be opened. Please try again.</Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Button
          variant="contained"
          color="error"
          size="small"
          disabled={busy || server.offline}
          aria-describedby={server.describedBy}
          onClick={() => void act()}
        >
          {action.label}
        </Button>
        {server.note}
        {props.compact && (
          <Button
            size="small"
            color="inherit"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? 'Hide details' : 'Details'}
          </Button>
        )}
      </Box>
    </ShellBanner>
  );
}
