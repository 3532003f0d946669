import { http } from 'msw';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { escapeHtml, html, sandboxHtmlPage } from '@/lib/sandbox/html-page';

/**
 * Stand-ins of the loyalty programme partner's pages that the site links to: from the
 * restricted-access page (PROGRAMME_REGISTER_URL, PROGRAMME_INFO_URL) where a user registers the
 * programme account that the account service then reports (`programmeAccount`), and what the
 * programme is; from the points dashboard's balance card (PROGRAMME_REDEEM_URL) where a member
 * outside a family group redeems. Browsers reach them at
 * `/sandbox/accounts/programme/{locale}/register`, `.../about` and `.../redeem`.
 */

type PageLocale = 'pt-BR' | 'es-AR' | 'en-US';

const pages: Record<'register' | 'about' | 'redeem', Record<PageLocale, { title: string; heading: string; text: string }>> = {
  register: {
    'pt-BR': {
      title: 'Cadastro no programa Impulso (sandbox)',
      heading: 'Cadastre a sua conta do programa Impulso',
      text: 'Esta página substitui o site de cadastro do parceiro do programa. Depois do cadastro, os dados podem levar até 2 dias para chegar ao portal.',
    },
    'es-AR': {
      title: 'Registro en el programa Impulso (sandbox)',
      heading: 'Registrá tu cuenta del programa Impulso',
      text: 'Esta página reemplaza al sitio de registro del socio del programa. Después del registro, los datos pueden tardar hasta 2 días en llegar al portal.',
    },
    'en-US': {
      title: 'Impulso programme registration (sandbox)',
      heading: 'Register your Impulso programme account',
      text: "This page stands in for the programme partner's registration site. After registering, the data can take up to 2 days to reach the portal.",
    },
  },
  about: {
    'pt-BR': {
      title: 'O programa Impulso (sandbox)',
      heading: 'Conheça o programa Impulso',
      text: 'Esta página substitui a página de informações do programa: pontos, estrelas e resgates para produtores.',
    },
    'es-AR': {
      title: 'El programa Impulso (sandbox)',
      heading: 'Conocé el programa Impulso',
      text: 'Esta página reemplaza a la página de información del programa: puntos, estrellas y canjes para productores.',
    },
    'en-US': {
      title: 'The Impulso programme (sandbox)',
      heading: 'About the Impulso programme',
      text: "This page stands in for the programme's information page: points, stars and redemptions for growers.",
    },
  },
  redeem: {
    'pt-BR': {
      title: 'Resgate de pontos Impulso (sandbox)',
      heading: 'Resgate seus pontos Impulso',
      text: 'Esta página substitui o site de resgate do parceiro do programa, onde quem não está em um grupo familiar troca seus pontos.',
    },
    'es-AR': {
      title: 'Canje de puntos Impulso (sandbox)',
      heading: 'Canjeá tus puntos Impulso',
      text: 'Esta página reemplaza al sitio de canje del socio del programa, donde quien no está en un grupo familiar canjea sus puntos.',
    },
    'en-US': {
      title: 'Impulso points redemption (sandbox)',
      heading: 'Redeem your Impulso points',
      text: "This page stands in for the programme partner's redemption site, where members outside a family group redeem their points.",
    },
  },
};

const pageLocale = (locale: unknown): PageLocale => (locale === 'es-AR' || locale === 'en-US' ? locale : 'pt-BR');

export const programmePageHandlers = (['register', 'about', 'redeem'] as const).map((kind) =>
  http.get(`${SANDBOX_ORIGIN}/accounts/programme/:locale/${kind}`, ({ params }) => {
    const locale = pageLocale(params.locale);
    const { title, heading, text } = pages[kind][locale];
    return html(sandboxHtmlPage({ lang: locale, title, body: `<main>\n  <h1>${escapeHtml(heading)}</h1>\n  <p>${escapeHtml(text)}</p>\n</main>` }));
  }),
);
