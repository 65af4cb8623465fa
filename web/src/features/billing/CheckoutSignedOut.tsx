import { CheckoutNotice } from './CheckoutNotice';
import { NOTICES } from './checkoutNotices';

/** /checkout for a visitor who is not signed in. */
export default function CheckoutSignedOut() {
  return <CheckoutNotice notice={NOTICES.authenticationRequired} />;
}
