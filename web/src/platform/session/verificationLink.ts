// The verification e-mail's link leads back to the app with a mark in the address. The page it
// opens still holds the ID token from before the link, which says the address is not verified:
// with the mark, it asks the server before it shows the banner that asks for the verification.
const MARK = 'email-verified';

let openedFromLink: boolean | undefined;

/** Where the verification link leads once it has verified the address. */
export function verificationContinueUrl(origin: string): string {
  return `${origin}/?${MARK}=1`;
}

/**
 * Whether this page was opened from the verification link. Takes the mark out of the address
 * at the first call, so that a reload or a bookmark does not carry it; later calls answer the same.
 */
export function openedFromVerificationLink(): boolean {
  if (openedFromLink === undefined) {
    const url = new URL(window.location.href);
    openedFromLink = url.searchParams.has(MARK);
    if (openedFromLink) {
      url.searchParams.delete(MARK);
      window.history.replaceState(window.history.state, '', url);
    }
  }
  return openedFromLink;
}
