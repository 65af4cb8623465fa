import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { type AdminSettings, type Tier, TIER_NAMES, TIERS } from '@pomoplan/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useToast } from '../../ui/toast';
import type { AdminApi } from '../../api/admin';

import { Section } from './Section';
import {
  changesOf,
  draftOf,
  fieldKey,
  LIMIT_FIELDS,
  PRICE_FIELDS,
  type FieldErrors,
  type LimitField,
  type PaidTier,
  type PriceField,
  type SettingsDraft,
} from './settingsForm';
import { useAdminCall } from './useAdminCall';

const PRICE_LABELS: Record<PriceField, string> = {
  monthlyPrice: 'monthly price',
  yearlyPrice: 'yearly price',
};
const LIMIT_LABELS: Record<LimitField, string> = {
  projects: 'projects limit',
  goals: 'goals limit',
  groups: 'groups limit',
};

const priceGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
};
function isPaid(tier: Tier): tier is PaidTier {
  return tier !== 'free';
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } };

/** Plan prices and the project, goal and group limits per tier (-1 = unlimited). */
export function SettingsTab({ api }: { api: AdminApi }) {
  const call = useAdminCall();
  const toast = useToast();
  const [settings, setSettings] = useState<AdminSettings | null>(null);
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    void call(api.getSettings, 'Failed to fetch settings').then((loaded) => {
      if (!live || !loaded) return;
      setSettings(loaded);
      setDraft(draftOf(loaded));
    });
    return () => {
      live = false;
    };
  }, [api, call]);

  if (!settings || !draft) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading settings" />
      </Box>
    );
  }

  const setPrice = (tier: PaidTier, field: PriceField, value: string) =>
    setDraft({
      ...draft,
      prices: { ...draft.prices, [tier]: { ...draft.prices[tier], [field]: value } },
    });
  const setLimit = (tier: Tier, field: LimitField, value: string) =>
    setDraft({
      ...draft,
      limits: { ...draft.limits, [tier]: { ...draft.limits[tier], [field]: value } },
    });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!settings || !draft) return;
    const { update, errors: invalid } = changesOf(settings, draft);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    if (!update) {
      toast({ title: 'Nothing to save', description: 'No price or limit was changed.' });
      return;
    }
    setSaving(true);
    const saved = await call(() => api.updateSettings(update), 'Failed to update settings');
    setSaving(false);
    if (!saved) return;
    setSettings(saved);
    setDraft(draftOf(saved));
    toast({ title: 'Settings saved', description: 'The new prices and limits apply now.' });
  }

  const field = (key: string) => ({ error: key in errors, helperText: errors[key] });

  return (
    <Box component="form" onSubmit={save} noValidate sx={{ display: 'grid', gap: 3 }}>
      <Section title="Plan prices" subtitle="US dollars. The free plan always costs $0.">
        {TIERS.map((tier) => (
          <Box key={tier} sx={priceGrid}>
            {PRICE_FIELDS.map((priceField) =>
              isPaid(tier) ? (
                <TextField
                  key={priceField}
                  label={`${TIER_NAMES[tier]} ${PRICE_LABELS[priceField]}`}
                  value={draft.prices[tier][priceField]}
                  onChange={(event) => setPrice(tier, priceField, event.target.value)}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  {...field(fieldKey(tier, priceField))}
                />
              ) : (
                <TextField
                  key={priceField}
                  label={`${TIER_NAMES[tier]} ${PRICE_LABELS[priceField]}`}
                  value="0"
                  disabled
                />
              ),
            )}
          </Box>
        ))}
      </Section>
      <Section title="Limits" subtitle="-1 means unlimited.">
        {TIERS.map((tier) => (
          <Box key={tier} sx={grid}>
            {LIMIT_FIELDS.map((limitField) => (
              <TextField
                key={fieldKey(tier, limitField)}
                label={`${TIER_NAMES[tier]} ${LIMIT_LABELS[limitField]}`}
                value={draft.limits[tier][limitField]}
                onChange={(event) => setLimit(tier, limitField, event.target.value)}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                {...field(fieldKey(tier, limitField))}
              />
            ))}
          </Box>
        ))}
      </Section>
      <Box>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving...' : 'Save Settings'}
        </Button>
      </Box>
    </Box>
  );
}
