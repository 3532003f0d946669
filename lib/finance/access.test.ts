import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageAccessSchema } from '@/lib/access/page-access';
import { digitalFinanceAccess } from './access';

describe('digitalFinanceAccess', () => {
  it('is the access the finance page is authored with, so the route lets in exactly who sees the page', () => {
    const page = JSON.parse(readFileSync(path.join(process.cwd(), 'content/es-AR/finanzas.json'), 'utf8')) as { properties: { access: unknown } };
    const authored = pageAccessSchema.parse(page.properties.access);
    expect({ ...authored, requireLogin: true }).toEqual(digitalFinanceAccess);
  });
});
