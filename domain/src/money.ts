// Money as every billing text shows it, in the app and in the mail alike.

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 12.3 -> "$12.30". */
export function formatUsd(amount: number): string {
  return USD.format(amount);
}
