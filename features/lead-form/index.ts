/**
 * What the Marketo routes need of the form kit: the form's own rules, so the server refuses what
 * the browser would (pure logic, no components).
 */
export { canonicalRecord, recordProblems } from './logic/custom-object-record';
export { checkLead } from '@/lib/forms/form-schema';
export { INVALID_LEAD } from '@/lib/forms/validation';
