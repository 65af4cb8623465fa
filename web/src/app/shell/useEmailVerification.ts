// While the address waits for its verification: asks the API (which reads Firebase Auth) again
// whenever the tab comes back into view and every few seconds while it is in view, so that the
// banner goes away by itself once the link was opened (in another tab, on a phone), and sends
// the e-mail again when asked.
import { FirebaseError } from 'firebase/app';
import { useCallback, useEffect, useState } from 'react';
import { refreshEmailVerification } from '../../api/auth';
import { useToast } from '../../ui/toast';
import { useSignedIn } from '../../platform/session/authContext';
import { openedFromVerificationLink } from '../../platform/session/verificationLink';

const CHECK_EVERY_MS = 10_000;

const loadVerification = () => import('../../platform/session/emailVerification');

export type ResendState = 'idle' | 'sending' | 'sent' | 'too-many' | 'failed';

/**
 * `verified`: the user document's emailVerified (undefined while it loads). `waiting`: the
 * address waits for its verification. `asking`: on the page the verification link opened, the
 * banner waits for the first answer.
 */
export function useEmailVerification(verified: boolean | undefined) {
  const { firebaseUser } = useSignedIn();
  const toast = useToast();
  const [resend, setResend] = useState<ResendState>('idle');
  // The same answer for the page's whole life (the mark is read once).
  const fromLink = openedFromVerificationLink();
  // The server's last answer: the user document says "verified" a moment after it.
  const [answer, setAnswer] = useState<'none' | 'verified' | 'not yet'>('none');
  // From the user document alone: a returning visit draws before Auth has read the session, and
  // a banner waiting for Auth would push the page down once it came. Checking and sending again
  // wait for Auth's user.
  const waiting = verified === false && answer !== 'verified';

  useEffect(() => {
    if (!waiting || !firebaseUser) return;
    let checking = false;
    const check = async () => {
      if (checking || document.visibilityState !== 'visible') return;
      checking = true;
      try {
        // The server reads Auth itself, and the user document it updates hides the banner.
        // Asking Auth from here (a reload of the user) would make Firestore reopen every
        // stream on each check.
        const user = await refreshEmailVerification();
        setAnswer(user.emailVerified ? 'verified' : 'not yet');
        if (user.emailVerified) {
          toast({ title: 'Your e-mail address is verified' });
          await (await loadVerification()).takeVerification(firebaseUser);
        }
      } catch (error) {
        console.warn('Could not check the e-mail verification; trying again later', error);
        setAnswer((last) => (last === 'none' ? 'not yet' : last));
      } finally {
        checking = false;
      }
    };
    const onVisible = () => void check();
    void check();
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(onVisible, CHECK_EVERY_MS);
    return () => {
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, [waiting, firebaseUser, toast]);

  const sendAgain = useCallback(async () => {
    if (!firebaseUser) return;
    setResend('sending');
    try {
      const { sendVerificationEmail } = await loadVerification();
      await sendVerificationEmail(firebaseUser);
      setResend('sent');
    } catch (error) {
      const tooMany = error instanceof FirebaseError && error.code === 'auth/too-many-requests';
      setResend(tooMany ? 'too-many' : 'failed');
    }
  }, [firebaseUser]);

  return { waiting, asking: waiting && fromLink && answer === 'none', resend, sendAgain };
}
