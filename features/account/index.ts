/** Sign-in and the signed-in user: the login page's content, the restricted-access page, the page when access cannot be checked. */
export { AccessUnavailable } from './components/access-unavailable';
export { LoginPanel, signInErrors, type SignInError } from './components/login-panel';
export { RestrictedAccess } from './components/restricted-access';
