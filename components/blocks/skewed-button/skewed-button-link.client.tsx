'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { keyframes } from '@mui/material/styles';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** Spec: "A button ripple lasts 600 ms". */
export const RIPPLE_DURATION_MS = 600;
const SKEW_DEG = 12;

const rippleGrow = keyframes`
  from { transform: scale(0); opacity: 0.35; }
  to { transform: scale(1); opacity: 0; }
`;

interface Ripple {
  id: number;
  x: number;
  y: number;
  size: number;
}

export interface SkewedButtonLinkProps {
  label: string;
  href: string;
  target?: string;
  rel?: string;
  color: 'primary' | 'secondary';
}

/**
 * The skewed link with its own ripple. MUI's TouchRipple hard-codes a 550 ms animation and unmount
 * timer (no prop changes it), so MUI's ripple is off and this one runs exactly RIPPLE_DURATION_MS:
 * the CSS animation and the timer that removes the ripple share the constant.
 */
export function SkewedButtonLink({ label, href, target, rel, color }: SkewedButtonLinkProps) {
  const [ripples, setRipples] = useState<Ripple[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  function addRipple(element: HTMLElement, x: number, y: number) {
    const id = nextId.current++;
    const size = Math.max(element.offsetWidth, element.offsetHeight) * 2;
    setRipples((current) => [...current, { id, x, y, size }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setRipples((current) => current.filter((ripple) => ripple.id !== id));
    }, RIPPLE_DURATION_MS);
    timers.current.add(timer);
  }

  function handlePointerDown(event: PointerEvent<HTMLAnchorElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    addRipple(event.currentTarget, event.clientX - box.left, event.clientY - box.top);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    if (event.key === 'Enter' && !event.repeat) {
      addRipple(event.currentTarget, event.currentTarget.offsetWidth / 2, event.currentTarget.offsetHeight / 2);
    }
  }

  return (
    <Button
      href={href}
      target={target}
      rel={rel}
      color={color}
      variant="contained"
      size="large"
      disableRipple
      onPointerDown={handlePointerDown}
      onKeyDown={handleKeyDown}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        px: 4,
        borderRadius: 0.5,
        transform: `skewX(-${SKEW_DEG}deg)`,
        // MUI draws keyboard focus with its ripple; with the ripple off, the outline does it.
        '&.Mui-focusVisible, &:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 3 },
      }}
    >
      <Box component="span" sx={{ display: 'inline-block', transform: `skewX(${SKEW_DEG}deg)`, position: 'relative', zIndex: 1 }}>
        {label}
      </Box>
      {ripples.map((ripple) => (
        <Box
          key={ripple.id}
          component="span"
          aria-hidden
          data-testid="skewed-button-ripple"
          sx={{
            position: 'absolute',
            borderRadius: '50%',
            bgcolor: 'currentColor',
            pointerEvents: 'none',
            animationName: `${rippleGrow}`,
            animationTimingFunction: 'ease-out',
            animationFillMode: 'forwards',
            '@media (prefers-reduced-motion: reduce)': { display: 'none' },
          }}
          style={{
            left: ripple.x - ripple.size / 2,
            top: ripple.y - ripple.size / 2,
            width: ripple.size,
            height: ripple.size,
            animationDuration: `${RIPPLE_DURATION_MS}ms`,
          }}
        />
      ))}
    </Button>
  );
}
