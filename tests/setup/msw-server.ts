import { setupServer } from 'msw/node';

/**
 * The one MSW server of the unit tests. Tests add the handlers they need with `server.use(...)`;
 * any request nobody handles fails the test (`onUnhandledRequest: 'error'` in the setup file).
 */
export const server = setupServer();
