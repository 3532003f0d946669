// @vitest-environment node
import { NextRequest } from 'next/server';
import { POST } from './route';

const logout = (body?: string) =>
  POST(new NextRequest('http://127.0.0.1:3000/api/auth/logout', { method: 'POST', headers: { host: '127.0.0.1:3000', ...(body && { 'content-type': 'application/x-www-form-urlencoded' }) }, body }));

describe('POST /api/auth/logout', () => {
  it('clears the session cookie and goes to the form’s same-site redirectUrl', async () => {
    const response = await logout('redirectUrl=%2Fes-AR');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://127.0.0.1:3000/es-AR');
    expect(response.headers.get('set-cookie')).toMatch(/terralis_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
  });

  it.each(['redirectUrl=https%3A%2F%2Fevil.example', 'redirectUrl=%2F%2Fevil.example', undefined])('goes to / for %s', async (body) => {
    expect((await logout(body)).headers.get('location')).toBe('http://127.0.0.1:3000/');
  });
});
