import { registerSignedInApp } from '../platform/signedInAppLoading';
import { preloadedLazy } from '../ui/preloadedLazy';

// The signed-in app's chunk, rendered lazily and loaded ahead of need through
// platform/signedInAppLoading.ts.
export const SignedInApp = preloadedLazy(() => import('./SignedInApp'));
registerSignedInApp(SignedInApp.load);
