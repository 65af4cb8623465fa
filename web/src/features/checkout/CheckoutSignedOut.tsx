import { CheckoutNotice } from './CheckoutNotice';
import { NOTICES } from './notices';

/** /checkout for a visitor who is not signed in. */
export default function CheckoutSignedOut() {
  return <CheckoutNotice notice={NOTICES.authenticationRequired} />;
}
