/**
 * Where the advisory sends a user whose field-data account is not connected (spec §2:
 * /configuracion-de-perfil/conectar-cuenta, the variant with preceon-redirect=true, which comes
 * back to the advisory). The field-data partner's connection flow exists in Argentina only, so
 * every locale's advisory uses that one page.
 */
export const CONNECT_ACCOUNT_HREF = '/es-AR/configuracion-de-perfil/conectar-cuenta?preceon-redirect=true';
