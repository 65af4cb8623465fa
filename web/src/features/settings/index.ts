// What other features may use of settings (the calendar offers the Google connection too).
export { useGoogleConnect } from './useGoogleConnect';
