/**
 * The member's contacts as the loyalty service sends them (loyalty spec §3, Member
 * `contactInformation`): the programme's general contact and the member's advisors. The data layer
 * hands these to the Contact info widget; fields a record may lack are optional.
 */
export interface ContactUs {
  name: string;
  phone: string;
  email?: string;
  /** Absent: the general phone is the WhatsApp number too (spec §9: default whatsapp {phone}). */
  whatsapp?: string;
}

export interface AdvisorContact {
  nmAdvisor: string;
  /** What the programme sends beside each advisor (its role, e.g. 'Agrônomo de campo'); the spec gives it no visible use, so the widget shows nothing of it. */
  flAdvisor?: string;
  phoneAdvisor?: string;
  emailAdvisor?: string;
  /** The advisor's mobile, reachable by WhatsApp as well. */
  mobileAdvisor?: string;
}

export interface ContactInformation {
  contactUs: ContactUs;
  advisorContact: AdvisorContact[];
}

/** The support line's opening hours (spec §9: Monday to Saturday 7h–19h, Brasília time). */
export const SUPPORT_HOURS = { opens: 7, closes: 19 } as const;
