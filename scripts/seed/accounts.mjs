// The demo accounts that `npm start` seeds into the Auth emulator. Plain data so that both the
// seed (TypeScript) and the start banner (plain Node) read one list.
export const DEMO_PASSWORD = 'pomoplan-demo';

export const DEMO_ACCOUNTS = [
  {
    uid: 'test-free-user',
    label: 'Free',
    email: 'free@pomoplan.test',
    password: DEMO_PASSWORD,
    firstName: 'Frida',
    lastName: 'Free',
    tier: 'free',
    admin: false,
  },
  {
    uid: 'test-pro-user',
    label: 'Pro',
    email: 'pro@pomoplan.test',
    password: DEMO_PASSWORD,
    firstName: 'Priya',
    lastName: 'Pro',
    tier: 'pro',
    admin: false,
  },
  {
    uid: 'test-master-user',
    label: 'Master',
    email: 'master@pomoplan.test',
    password: DEMO_PASSWORD,
    firstName: 'Mia',
    lastName: 'Master',
    tier: 'master',
    admin: false,
  },
  {
    uid: 'admin-user',
    label: 'Admin',
    email: 'admin@pomoplan.test',
    password: DEMO_PASSWORD,
    firstName: 'Ada',
    lastName: 'Admin',
    tier: 'master',
    admin: true,
  },
];
