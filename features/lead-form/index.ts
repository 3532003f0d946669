/**
 * What the lead-form routes need of the form kit: the form's own rules, so the server refuses what
 * the browser would (pure logic, no components).
 */
export { INVALID_LEAD } from './api/submit-lead';
export { checkLead } from './logic/form-schema';
export { cpfIsValid } from './logic/cpf';
export { emailIsValid } from './logic/rules';
export type { ValidationMessageKey } from './logic/country-rules';
