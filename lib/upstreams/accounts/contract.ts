import { z } from 'zod';

/**
 * The account service's wire format: what the identity provider does not say about a user.
 * `GET {base}/users/{uid}` (profile) and `GET {base}/users/{uid}/roles`, each with the user's own
 * access token as a bearer. Shared by the client and its sandbox.
 */

export const profileAnswerSchema = z.object({
  uid: z.string().optional(),
  /** A loyalty programme account exists for the user. */
  programmeAccount: z.boolean(),
  isEleva: z.boolean(),
  isHeadGrower: z.boolean(),
});

export type ProfileAnswer = z.input<typeof profileAnswerSchema>;

export const rolesAnswerSchema = z.object({
  uid: z.string().optional(),
  /** Role names as the service spells them (not normalised). */
  roles: z.array(z.object({ roleName: z.string() })),
});

export type RolesAnswer = z.input<typeof rolesAnswerSchema>;
