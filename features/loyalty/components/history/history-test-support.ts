import type { ClientIntl } from '@/lib/i18n/client-intl';
import { memberIdOf } from '@/lib/upstreams/loyalty/client';
import { makePage } from '@/tests/fixtures/cms';
import { messagesByLocale } from '@/tests/render';
import { demoViewer } from '../shared/block-test-support';

/** What the history's tests share: Ana (the demo member with a full history), her pages and the sheet's messages. */

export const ANA = demoViewer('ana.ribeiro@example.com.br');

/** Ana's history at the programme (the sandbox's path), for faults. */
export const ANAS_HISTORY_UPSTREAM = `/loyalty/impulso-back/api/transaction-history/${encodeURIComponent(memberIdOf(ANA.document!))}`;

/** The complete history's page, as the content has it. */
export const HISTORY_PAGE = makePage({ path: '/historico', properties: { title: 'Histórico', access: { requireLogin: true, requireProgrammeAccount: true } } });

/** The transaction sheet's messages as the server hands them over (in tests, the whole catalogue). */
export const SHEET_INTL: ClientIntl = { locale: 'pt-BR', timeZone: 'America/Sao_Paulo', messages: messagesByLocale['pt-BR'] };
