'use client';

import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useEffect, useId, useState } from 'react';

/** The header's desktop breakpoint (MUI `lg`): from here on the full navigation shows and this menu closes. */
export const DESKTOP_MIN_WIDTH = 1200;

export interface MobileMenuLink {
  label: string;
  href: string;
  current: boolean;
}

interface MobileMenuProps {
  links: MobileMenuLink[];
  labels: { open: string; close: string; title: string };
}

export function MobileMenu({ links, labels }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const drawerId = useId();

  // A menu left open on a phone rotated or a window widened past the breakpoint closes by itself.
  useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const closeOnDesktop = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, []);

  return (
    <Box sx={{ display: { xs: 'block', lg: 'none' } }}>
      <IconButton
        aria-label={labels.open}
        aria-controls={drawerId}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        size="large"
        edge="end"
      >
        <MenuIcon />
      </IconButton>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { id: drawerId, sx: { width: 300 } } }}>
        <Box component="nav" aria-label={labels.title} sx={{ p: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <IconButton aria-label={labels.close} onClick={() => setOpen(false)} size="large">
              <CloseIcon />
            </IconButton>
          </Box>
          <List>
            {links.map((link) => (
              <ListItemButton
                key={link.href}
                component="a"
                href={link.href}
                selected={link.current}
                aria-current={link.current ? 'page' : undefined}
              >
                <ListItemText primary={link.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
    </Box>
  );
}
