/** Sign-in and the signed-in user: the login page's content. */
export { LoginPanel, signInErrors, type SignInError } from './components/login-panel';
