/** One `className` from CSS-module classes, leaving out the conditions that are off. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
