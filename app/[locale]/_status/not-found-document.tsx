import type { ReactNode } from 'react';
import { localeNames, locales } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

/**
 * The 404 of an address outside every locale (`/wp-login.php`; the proxy sends the rest to a
 * locale): a plain document in the three languages, linking the three homes. `app/not-found.tsx`
 * in the browser, the locale layout's server HTML when the first segment is no locale.
 */
export function NotFoundDocument({ children }: { children?: ReactNode }) {
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
        {children}
      </body>
    </html>
  );
}
