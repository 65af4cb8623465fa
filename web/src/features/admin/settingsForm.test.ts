import { DEFAULT_PLANS_CONFIG, type AdminSettings } from '@pomoplan/domain';
import { describe, expect, it } from 'vitest';
import { changesOf, draftOf, LIMIT_ERROR, PRICE_ERROR } from './settingsForm';

const settings: AdminSettings = {
  subscription_plans: DEFAULT_PLANS_CONFIG.plans,
  limits: DEFAULT_PLANS_CONFIG.limits,
};

describe('the settings form', () => {
  it('sends nothing when nothing changed', () => {
    expect(changesOf(settings, draftOf(settings))).toEqual({ update: null, errors: {} });
  });

  it('sends only the changed prices and limits', () => {
    const draft = draftOf(settings);
    draft.prices.pro.monthlyPrice = '4.5';
    draft.limits.free.projects = '-1';
    draft.limits.master.groups = '9';
    expect(changesOf(settings, draft)).toEqual({
      update: {
        plans: { pro: { monthlyPrice: 4.5 } },
        limits: { free: { projects: -1 }, master: { groups: 9 } },
      },
      errors: {},
    });
  });

  it('names the fields that are not valid', () => {
    const draft = draftOf(settings);
    draft.prices.master.yearlyPrice = '1.234';
    draft.limits.pro.goals = '-2';
    draft.limits.free.groups = 'many';
    expect(changesOf(settings, draft).errors).toEqual({
      'master.yearlyPrice': PRICE_ERROR,
      'pro.goals': LIMIT_ERROR,
      'free.groups': LIMIT_ERROR,
    });
  });
});
