import 'server-only';
import { cache } from 'react';
import { loyalty } from '@/lib/upstreams/loyalty/client';

/** The member's summary, read once per request however many of the page's widgets show it. */
export const memberOf = cache((document: string) => loyalty.member(document));
