// @vitest-environment node
import { NextRequest } from 'next/server';
import { HOSTILE_HOSTS } from '@/tests/hostile-hosts';
import { POST } from './route';

const logout = (body?: string, headers: Record<string, string> = { host: '127.0.0.1:3000' }) =>
  POST(new NextRequest('http://127.0.0.1:3000/api/auth/logout', { method: 'POST', headers: { ...headers, ...(body && { 'content-type': 'application/x-www-form-urlencoded' }) }, body }));

describe('POST /api/auth/logout', () => {
  it('clears the session cookie and goes to the form’s same-site redirectUrl', async () => {
    const response = await logout('redirectUrl=%2Fes-AR');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/es-AR');
    expect(response.headers.get('set-cookie')).toMatch(/terralis_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
  });

  it.each(['redirectUrl=https%3A%2F%2Fevil.example', 'redirectUrl=%2F%2Fevil.example', undefined])('goes to / for %s', async (body) => {
    expect((await logout(body)).headers.get('location')).toBe('/');
  });

  it.each(HOSTILE_HOSTS)('never names the Host or X-Forwarded-Host %j in its Location', async (host) => {
    expect((await logout('redirectUrl=%2Fpt-BR', { host })).headers.get('location')).toBe('/pt-BR');
    expect((await logout('redirectUrl=%2Fpt-BR', { host: '127.0.0.1:3000', 'x-forwarded-host': host })).headers.get('location')).toBe('/pt-BR');
  });

  it('signs nobody out for a page of another site: 403, the cookie left as it is', async () => {
    const response = await logout('redirectUrl=%2Fpt-BR', { host: '127.0.0.1:3000', origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'cross_site_request' });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('signs out from a page of the site itself', async () => {
    expect((await logout('redirectUrl=%2Fpt-BR', { host: 'localhost:3000', origin: 'http://localhost:3000' })).status).toBe(303);
  });
});
