/** The flags the specs name. */
export const flagKeys = {
  argentinaLogin: 'Ar-login',
  latamAllowList: 'latam-post-auth-white-list',
  eleva: 'eleva',
  voucherForm: 'voucher-form',
  /** The voucher form lists its block's campaign products instead of its standard ones. */
  emeaVoucherCampaignProductList: 'emea-voucher-campaign-product-list',
  newsletter: 'newsletter',
  recommendationWidget: 'recommendation-widget',
} as const;

/**
 * What a flag is when the document does not mention it or cannot be read: the widgets the spec
 * calls default-on stay on; access flags fall back to the open state they have without a flag
 * service (login allowed, no allow list).
 */
export const flagDefaults: Readonly<Record<string, boolean>> = {
  [flagKeys.argentinaLogin]: true,
  [flagKeys.latamAllowList]: false,
  [flagKeys.eleva]: true,
  [flagKeys.voucherForm]: true,
  [flagKeys.emeaVoucherCampaignProductList]: false,
  [flagKeys.newsletter]: true,
  [flagKeys.recommendationWidget]: true,
};
