export interface DemoAccount {
  uid: string;
  label: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  tier: 'free' | 'pro' | 'master';
  admin: boolean;
}
export const DEMO_PASSWORD: string;
export const DEMO_ACCOUNTS: readonly DemoAccount[];
