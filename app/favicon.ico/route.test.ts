// @vitest-environment node
import { GET } from './route';

describe('GET /favicon.ico', () => {
  it('sends the browser to the site\'s icon for good', () => {
    const response = GET();
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/icon.svg');
  });
});
