/** The Terralis wordmark, inline: no request, no layout shift, crisp at any size. Decorative: the link around it carries the name. */
export function BrandLogo({ height = 36 }: { height?: number }) {
  return (
    <svg viewBox="0 0 168 40" height={height} width={(height * 168) / 40} aria-hidden="true" focusable="false">
      <path d="M20 3C10 9 6 17 8 27c2 7 8 10 12 10s10-3 12-10C34 17 30 9 20 3z" fill="#2E8B57" />
      <path d="M20 8v28M20 18l-6-5M20 25l7-6" stroke="#F2A900" strokeWidth="2.5" strokeLinecap="round" fill="none" />
      <text x="42" y="28" fontFamily="var(--font-brand), system-ui, sans-serif" fontSize="23" fontWeight="800" fill="#00613F">
        Terralis
      </text>
    </svg>
  );
}
