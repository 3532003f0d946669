/**
 * The value the site's styles give an element's CSS property. jsdom lays nothing out, so a test
 * reads what was declared instead: the element's inline style (set per element, e.g. an image's
 * proportions), else the rule written for one of its classes (the first, unconditional one: not a
 * media query's), by emotion (minified: `16/9`) or by a CSS module (vitest.config injects them).
 */
export function declaredStyle(element: Element, property: string): string | undefined {
  const inline = (element as HTMLElement).style?.getPropertyValue(property);
  if (inline) return inline;
  const css = [...document.querySelectorAll('style')]
    .map((style) => style.textContent)
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\//g, '');
  for (const className of element.classList) {
    // A rule at the top level (after another rule's `}` or at the start, not inside an @media's
    // `{`) for exactly this class, possibly inside :where().
    const escaped = className.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const rule = new RegExp(`(?:^|\\})\\s*(?::where\\()?\\.${escaped}\\)?\\s*\\{([^}]*)\\}`).exec(css);
    for (const declaration of (rule?.[1] ?? '').split(';')) {
      const [name, ...value] = declaration.split(':');
      if (name?.trim() === property) return value.join(':').trim();
    }
  }
  return undefined;
}
