// What other features may use of the sign-in pages (the admin sign-in looks the same).
export { AuthCard } from './AuthCard';
