/**
 * The value the site's stylesheet gives an element's CSS property. jsdom lays nothing out and
 * drops properties it does not know (aspect-ratio), so a test reads the rule emotion wrote for the
 * element's class instead (the first, unconditional one: not a media query's), as emotion wrote
 * it (minified: `16/9`).
 */
export function declaredStyle(element: Element, property: string): string | undefined {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  for (const className of element.classList) {
    if (!className.startsWith('css-')) continue;
    const declarations = new RegExp(`\\.${className}\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    for (const declaration of declarations.split(';')) {
      const [name, ...value] = declaration.split(':');
      if (name?.trim() === property) return value.join(':').trim();
    }
  }
  return undefined;
}
