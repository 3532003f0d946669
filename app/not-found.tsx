import { localeNames, locales } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

/** For paths outside every locale (the proxy sends everything else to a locale): a plain page linking the three homes. */
export default function GlobalNotFound() {
  return (
    <html lang="pt-BR">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '4rem auto', maxWidth: 640, padding: '0 1rem', color: '#1C2B27' }}>
        <title>404 · Terralis</title>
        <main>
          <h1>404</h1>
          <p lang="pt-BR">Página não encontrada.</p>
          <p lang="es-AR">Página no encontrada.</p>
          <p lang="en-US">Page not found.</p>
          <ul>
            {locales.map((locale) => (
              <li key={locale}>
                <a href={getPathname({ locale, href: '/' })} hrefLang={locale} lang={locale}>
                  {localeNames[locale]}
                </a>
              </li>
            ))}
          </ul>
        </main>
      </body>
    </html>
  );
}
