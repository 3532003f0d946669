import { createServer, type Server } from 'node:http';
import { deflateSync } from 'node:zlib';
import { freePort } from '../../../scripts/cluster/free-port.mjs';

/**
 * A stand-in AEM publish instance for the journeys of `CMS_SOURCE=aem`: it answers the repository
 * paths the site asks for with page models in the shape AEM's Sling Model Exporter publishes, a
 * DAM image and an image servlet's rendition; a test can make a path slow or make it answer
 * something that is not JSON.
 */
export interface StandInAem {
  origin: string;
  /** Every path asked for, in order. */
  requests: string[];
  /** The answer at a path from now on: a JSON value, or a string sent as it is. */
  answer(path: string, body: unknown): void;
  /** Answers at `path` wait this long first. */
  slow(path: string, ms: number): void;
  reset(): void;
  close(): Promise<void>;
}

const ROOT = '/content/crop-science/pt-br';

/**
 * A Core Image whose policy allows three widths, on the seeds page: AEM's image servlet under the
 * page (`coreimg`), in its original form (`src`) and its template. The stand-in has only the
 * rendition the site should pick (the widest allowed, none reaching next/image's 3840): asking for
 * the original gets a 404.
 */
const SEED_PHOTO = `${ROOT}/aem-sementes/_jcr_content/root/photo.coreimg`;
export const seedPhoto = { original: `${SEED_PHOTO}.png/1778000000000/sementes.png`, rendition: `${SEED_PHOTO}.1280.png/1778000000000/sementes.png` };

/** A 4x3 PNG, so next/image has a real picture to resize. */
function png(): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = table[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(typed));
    return Buffer.concat([length, typed, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(3, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.concat(Array.from({ length: 3 }, () => Buffer.from([0, ...Array.from({ length: 4 }, () => [46, 125, 50]).flat()])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

const page = (title: string, items: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  title,
  ':type': 'crop-science/components/structure/page',
  lastModifiedDate: Date.UTC(2026, 10, 3),
  ':items': { root: { ':type': 'core/wcm/components/container/v1/container', ':items': items, ':itemsOrder': Object.keys(items) } },
  ':itemsOrder': ['root'],
  ...extra,
});

const text = (html: string) => ({ ':type': 'core/wcm/components/text/v2/text', text: html, richText: true });

/** The pt-BR experience fragments of AEM's archetype: the header's navigation and logo, the footer's links and text. */
const FRAGMENTS = '/content/experience-fragments/crop-science/pt-br/site';
const chromeFragments = {
  [`${FRAGMENTS}/header/master.model.json`]: page('Cabeçalho', {
    image: { ':type': 'crop-science/components/image', src: '/content/dam/crop-science/soja.png', alt: 'Terralis AEM' },
    navigation: {
      ':type': 'core/wcm/components/navigation/v2/navigation',
      items: [
        { title: 'Sementes (AEM)', link: { url: `${ROOT}/aem-sementes.html`, valid: true }, children: [] },
        { title: 'Página estável (AEM)', link: { url: `${ROOT}/aem-estavel.html`, valid: true }, children: [] },
      ],
    },
  }),
  [`${FRAGMENTS}/footer/master.model.json`]: page('Rodapé', {
    title: { ':type': 'core/wcm/components/title/v2/title', text: 'Terralis no AEM', type: 'h4' },
    links: text(`<p><a href="${ROOT}/aem-estavel.html">Página estável</a> | <a href="https://www.instagram.com/terralis.aem">Instagram</a></p>`),
    disclaimer: text('<p>Rodapé publicado no AEM: leia sempre a bula.</p>'),
  }),
};

/** An en-US AEM SPA: a bare language root whose content is its `home` page. */
const EN_ROOT = '/content/crop-science/en-us';
const spaContent = {
  [`${EN_ROOT}.model.json`]: page('English', {}, {
    ':path': EN_ROOT,
    ':children': {
      [`${EN_ROOT}/home`]: {
        title: 'Fields of the season',
        ':path': `${EN_ROOT}/home`,
        ':type': 'wknd-spa-react/components/page',
        ':children': { [`${EN_ROOT}/home/soybean`]: { title: 'Soybean (AEM)', ':path': `${EN_ROOT}/home/soybean`, ':type': 'wknd-spa-react/components/page' } },
      },
    },
  }),
  [`${EN_ROOT}/home.model.json`]: page('Fields of the season', {
    title: { ':type': 'wknd-spa-react/components/title', text: 'Fields of the season', type: 'h2' },
    text: { ...text(`<p>Read about <a href="${EN_ROOT}/home/soybean.html">soybean</a>.</p>`), ':type': 'wknd-spa-react/components/text' },
  }),
  [`${EN_ROOT}/home/soybean.model.json`]: page('Soybean (AEM)', {
    text: { ...text(`<p>Back to the <a href="${EN_ROOT}/home.html">season</a>.</p>`), ':type': 'wknd-spa-react/components/text' },
  }),
};

/**
 * The pt-BR tree (a root listing two pages, in Core Components' shapes, the header and footer in
 * experience fragments) and an en-US SPA; es-AR has no header or footer in AEM.
 */
export function standInContent(): Record<string, unknown> {
  return {
    ...chromeFragments,
    ...spaContent,
    [`${ROOT}.model.json`]: page(
      'Terralis Brasil',
      { title: { ':type': 'core/wcm/components/title/v2/title', text: 'Terralis no AEM', type: 'h2' } },
      {
        ':path': ROOT,
        ':children': {
          [`${ROOT}/aem-sementes`]: { title: 'Sementes (AEM)', ':path': `${ROOT}/aem-sementes`, ':type': 'crop-science/components/structure/page' },
          [`${ROOT}/aem-estavel`]: { title: 'Página estável (AEM)', ':path': `${ROOT}/aem-estavel`, ':type': 'crop-science/components/structure/page' },
        },
      },
    ),
    [`${ROOT}/aem-sementes.model.json`]: page('Sementes (AEM)', {
      breadcrumb: { ':type': 'core/wcm/components/breadcrumb/v3/breadcrumb', items: [] },
      // The template's header: the site draws its own.
      header: {
        ':type': 'core/wcm/components/experiencefragment/v2/experiencefragment',
        localizedFragmentVariationPath: `${FRAGMENTS}/header/master`,
        ':items': { text: text('<p>Cabeçalho do modelo</p>') },
        ':itemsOrder': ['text'],
      },
      title: { ':type': 'wknd-spa-react/components/title', text: 'Sementes de soja', type: 'h2' },
      text: {
        ':type': 'core/wcm/components/text/v2/text',
        text: `<p>Conheça a <a href="${ROOT}/aem-estavel.html">página estável</a>.</p>`,
        richText: true,
      },
      image: { ':type': 'core/wcm/components/image/v3/image', src: '/content/dam/crop-science/soja.png', alt: 'Lavoura de soja', title: 'Soja no campo' },
      photo: {
        ':type': 'core/wcm/components/image/v3/image',
        src: seedPhoto.original,
        srcUriTemplate: `${SEED_PHOTO}{.width}.png/1778000000000/sementes.png`,
        widths: [1280, 320, 640],
        alt: 'Sementes de soja tratadas',
      },
      promo: {
        ':type': 'acme/components/promo-box',
        ':items': { text: { ':type': 'core/wcm/components/text/v2/text', text: '<p>Visita agronômica grátis.</p>', richText: true } },
        ':itemsOrder': ['text'],
      },
    }),
    [`${ROOT}/aem-estavel.model.json`]: page('Página estável (AEM)', {
      text: { ':type': 'core/wcm/components/text/v2/text', text: '<p>Versão publicada boa.</p>', richText: true },
    }),
    '/content/dam/crop-science/soja.png': png(),
    [seedPhoto.rendition]: png(),
  };
}

export async function startStandInAem(): Promise<StandInAem> {
  let answers = standInContent();
  let delays = new Map<string, number>();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = decodeURI(new URL(request.url ?? '/', 'http://aem.invalid').pathname);
    requests.push(path);
    const send = () => {
      if (!(path in answers)) {
        response.writeHead(404).end();
        return;
      }
      const body = answers[path];
      if (Buffer.isBuffer(body)) response.writeHead(200, { 'content-type': 'image/png' }).end(body);
      else if (typeof body === 'string') response.writeHead(200, { 'content-type': 'application/json' }).end(body);
      else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const delay = delays.get(path);
    if (delay) setTimeout(send, delay);
    else send();
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    answer: (path, body) => void (answers = { ...answers, [path]: body }),
    slow: (path, ms) => void delays.set(path, ms),
    reset: () => {
      answers = standInContent();
      delays = new Map();
    },
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
