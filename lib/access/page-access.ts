import { z } from 'zod';
import { emailOnAllowList } from './allow-list';
import { roleGateAllows } from './roles';

/**
 * Who may see a CMS page (its `access` property). Evaluated on the server wherever the page
 * renders; the proxy never decides.
 */
export const pageAccessSchema = z
  .object({
    /** Visitors are sent to the login page and come back after signing in. */
    requireLogin: z.boolean().default(false),
    /** Signed-in users need one of these roles (compared normalised); others go home. */
    roles: z.array(z.string().min(1)).min(1).optional(),
    /** The page exists only while this flag is on (e.g. 'Ar-login'); otherwise everyone goes home. */
    flag: z.string().min(1).optional(),
    /** While this allow-list flag is on, signed-in users must be on its list; visitors sign in first. */
    allowListFlag: z.string().min(1).optional(),
    /** Signed-in users without a loyalty programme account see the restricted-access page instead. */
    requireProgrammeAccount: z.boolean().default(false),
  })
  .strict();

export type PageAccess = z.output<typeof pageAccessSchema>;

/**
 * `unavailable`: a fact the rules needed could not be read (the account service failed), so
 * nobody knows whether this user may enter. Neither a denial nor an error: the page says so and
 * offers to try again.
 */
export type AccessDecision = 'allow' | 'login' | 'home' | 'restricted' | 'unavailable';

/** What a decision may need to know, asked for only when a rule needs it. */
export interface AccessFacts {
  user: { email?: string } | null;
  flagEnabled: (key: string) => Promise<boolean>;
  /** The list of an allow-list flag that is on, or null when it is off. */
  allowList: (key: string) => Promise<string[] | null>;
  /** Rejects with AccessFactUnavailable when the roles cannot be read. */
  roles: () => Promise<string[]>;
  /** Rejects with AccessFactUnavailable when the profile cannot be read. */
  hasProgrammeAccount: () => Promise<boolean>;
}

/** A fact could not be read: the decision is `unavailable`. Any other error is a bug and stays one. */
export class AccessFactUnavailable extends Error {
  constructor(
    readonly fact: 'roles' | 'programmeAccount',
    options?: ErrorOptions,
  ) {
    super(`The ${fact} of the user could not be read`, options);
    this.name = 'AccessFactUnavailable';
  }
}

/**
 * The spec's gates in order: a page behind a flag that is off goes home for everyone; a visitor
 * who must be known signs in first; a user not on an active allow list, or without an allowed
 * role, goes home; a user without a programme account sees the restricted-access page. A rule
 * whose fact cannot be read decides `unavailable`, never "no".
 */
export async function decideAccess(access: PageAccess, facts: AccessFacts): Promise<AccessDecision> {
  try {
    return await applyRules(access, facts);
  } catch (error) {
    if (error instanceof AccessFactUnavailable) return 'unavailable';
    throw error;
  }
}

async function applyRules(access: PageAccess, facts: AccessFacts): Promise<AccessDecision> {
  if (access.flag && !(await facts.flagEnabled(access.flag))) return 'home';
  const allowList = access.allowListFlag ? await facts.allowList(access.allowListFlag) : null;
  const needsUser = access.requireLogin || access.roles !== undefined || allowList !== null || access.requireProgrammeAccount;
  if (!needsUser) return 'allow';
  if (!facts.user) return 'login';
  if (allowList && !emailOnAllowList(facts.user.email, allowList)) return 'home';
  if (access.roles && !roleGateAllows(await facts.roles(), access.roles)) return 'home';
  if (access.requireProgrammeAccount && !(await facts.hasProgrammeAccount())) return 'restricted';
  return 'allow';
}
