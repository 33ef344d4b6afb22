/**
 * The auth feature's public entry: what other features may use (STYLE §1; the allow-list is in eslint.config.js).
 * Not a barrel: the account screens stay private, routes import them from their files.
 */
export { useAuth, useAuthStatus } from './auth-store';
export { authQueries, registerAndSignIn, updateProfile } from './auth.queries';
