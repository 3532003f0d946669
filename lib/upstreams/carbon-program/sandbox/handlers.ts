import { http, HttpResponse } from 'msw';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { sandboxCarbonProgramKey } from '../config';
import { API_KEY_HEADER, NOT_PARTICIPANT, type ProgramAnswer, type VendorError } from '../contract';

/**
 * A stand-in for the carbon programme service (its contract in ../contract.ts): a 401 for a wrong
 * key on every path, each participant's fields and documents, a 404 `not-participant` for anyone
 * else, and every
 * document's PDF. The participants are demo accounts (lib/sandbox/demo-accounts.ts), by subject.
 */

const BASE = `${SANDBOX_ORIGIN}/carbon-program/v1`;

const document = (status: string, file: string) => ({ status, pathPdf: `/documents/${file}.pdf` });

/** Keyed by the demo account's subject. */
export const sandboxCarbonPrograms: Readonly<Record<string, ProgramAnswer>> = {
  // Ana Ribeiro: three fields at different points of the journey.
  'sbx-br-0001': {
    id: 'sbx-br-0001',
    fields: [
      {
        id: 'talhao-santa-rita',
        name: 'Talhão Santa Rita',
        areaHectares: 182.5,
        documents: {
          contracts: document('SIGNED', 'contrato-santa-rita'),
          socioenvironmentalAnalysis: document('APPROVED', 'analise-socioambiental-santa-rita'),
          soilAnalysis: document('IN_ANALYSIS', 'analise-de-solo-santa-rita'),
          managementPlans: document('PENDING', 'plano-de-manejo-santa-rita'),
        },
      },
      {
        id: 'talhao-boa-vista',
        name: 'Talhão Boa Vista',
        areaHectares: 96,
        documents: {
          contracts: document('SIGNED', 'contrato-boa-vista'),
          socioenvironmentalAnalysis: document('REJECTED', 'analise-socioambiental-boa-vista'),
          soilAnalysis: null,
        },
      },
      {
        id: 'talhao-cerrado-novo',
        name: 'Talhão Cerrado Novo',
        documents: { contracts: document('PENDING', 'contrato-cerrado-novo') },
      },
    ],
  },
  // Carlos Souza: has joined, but the programme has produced no document yet ('Aguarde!').
  'sbx-br-0002': { id: 'sbx-br-0002', fields: [] },
};

/** Every PDF the seeded documents point at. */
const sandboxFiles = new Set(
  Object.values(sandboxCarbonPrograms).flatMap((program) =>
    program.fields.flatMap((field) => Object.values(field.documents).flatMap((entry) => (entry ? [entry.pathPdf] : []))),
  ),
);

/** A one-page PDF with the document's name on it: small, but any viewer opens it. */
export function samplePdf(title: string): string {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  return `${body}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}

/** A plain Response, so a handler's answer type stays its success body's. */
const vendorError = (status: number, error: string, message: string): Response => HttpResponse.json<VendorError>({ error, message }, { status });

export const carbonProgramHandlers = [
  http.all(`${BASE}/*`, ({ request }) => (request.headers.get(API_KEY_HEADER) === sandboxCarbonProgramKey ? undefined : vendorError(401, 'unauthorized', 'The API key is missing or not valid.'))),

  http.get(`${BASE}/carbon-program/:id`, ({ params }) => {
    const program = sandboxCarbonPrograms[String(params.id)];
    return program ? HttpResponse.json<ProgramAnswer>(program) : vendorError(404, NOT_PARTICIPANT, 'This user takes no part in the carbon programme.');
  }),

  http.get(`${BASE}/documents/:file`, ({ params }) => {
    const path = `/documents/${String(params.file)}`;
    if (!sandboxFiles.has(path)) return vendorError(404, 'document-not-found', 'No document has this path.');
    return new HttpResponse(samplePdf(String(params.file).replace(/\.pdf$/, '')), { headers: { 'content-type': 'application/pdf' } });
  }),
];
