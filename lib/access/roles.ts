/**
 * Role names come from the identity provider and from CMS authors, who write them by hand
 * ("Finance And Orders", " finance "). Every comparison goes through one normal form so that
 * spelling never decides access.
 */

/**
 * Trimmed, lowercased, runs of whitespace turned into one dash. `toLowerCase` (not the locale
 * variant) so the result does not depend on the server's or browser's locale.
 */
export function normaliseRoleName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Normalised names without blanks: an empty role name never grants anything. */
export function normalisedRoleSet(names: readonly string[]): Set<string> {
  return new Set(names.map(normaliseRoleName).filter((name) => name !== ''));
}

/** Whether a role-gated block shows: the user needs at least one of the allowed roles. */
export function roleGateAllows(userRoles: readonly string[], allowedRoles: readonly string[]): boolean {
  const allowed = normalisedRoleSet(allowedRoles);
  return userRoles.some((role) => allowed.has(normaliseRoleName(role)));
}

/**
 * The first role of the author's priority list that the user holds, in normal form, or null.
 * The role priority switcher shows the child whose allowed roles include it, so a user with
 * several roles sees exactly one variant.
 */
export function priorityRole(userRoles: readonly string[], priority: readonly string[]): string | null {
  const held = normalisedRoleSet(userRoles);
  for (const role of priority) {
    const name = normaliseRoleName(role);
    if (held.has(name)) return name;
  }
  return null;
}
