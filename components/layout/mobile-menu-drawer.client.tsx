'use client';

import ArrowBack from '@mui/icons-material/ArrowBack';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, type Dispatch, type ReactNode } from 'react';
import type { MegaMenuAction, MegaMenuState } from './mega-menu-reducer';
import { isCurrentLink, isCurrentMenu, navLinkProps, type HeaderNavItem, type NavLink, type NavMenu } from './nav-items';

/** What the drawer shows: its top level, or the submenu of the item at that index. */
export type DrawerView = 'root' | number;

interface MobileMenuDrawerProps {
  id: string;
  items: HeaderNavItem[];
  currentHref: string;
  labels: { close: string; title: string; back: string };
  phoneExtras?: ReactNode;
  /** Open or not and which view: the menu button's state, so the button's `aria-expanded` follows it. */
  state: MegaMenuState<DrawerView>;
  dispatch: Dispatch<MegaMenuAction<DrawerView>>;
}

/**
 * The mobile menu's drawer: the items; an item with a mega-menu opens its groups as a submenu view
 * inside the drawer, and "Back" returns to the top level (the mega-menu reducer's BACK). Focus
 * follows: into the submenu on its Back button, and back onto the item.
 */
export function MobileMenuDrawer({ id, items, currentHref, labels, phoneExtras, state, dispatch }: MobileMenuDrawerProps) {
  const view = state.open ? state.data : null;
  const backRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLDivElement | null)[]>([]);
  const returnFocusTo = useRef<number | null>(null);

  useEffect(() => {
    if (typeof view === 'number') {
      returnFocusTo.current = view;
      backRef.current?.focus();
      return;
    }
    const index = returnFocusTo.current;
    returnFocusTo.current = null;
    if (view === 'root' && index !== null) itemRefs.current[index]?.focus();
  }, [view]);

  const item = typeof view === 'number' ? items[view] : undefined;
  const submenu = item?.kind === 'menu' ? item.menu : undefined;

  return (
    <Drawer anchor="right" open={state.open} onClose={() => dispatch({ type: 'CLOSE' })} slotProps={{ paper: { id, sx: { width: 300 } } }}>
      <Box component="nav" aria-label={labels.title} sx={{ p: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: submenu ? 'space-between' : 'flex-end' }}>
          {submenu && (
            <Button ref={backRef} color="inherit" startIcon={<ArrowBack />} onClick={() => dispatch({ type: 'BACK' })} sx={{ fontWeight: 700, minHeight: 44 }}>
              {labels.back}
            </Button>
          )}
          <IconButton aria-label={labels.close} onClick={() => dispatch({ type: 'CLOSE' })} size="large">
            <CloseIcon />
          </IconButton>
        </Box>
        {submenu ? (
          <Submenu menu={submenu} currentHref={currentHref} />
        ) : (
          <List>
            {items.map((entry, index) =>
              entry.kind === 'link' ? (
                <DrawerLink key={`link-${entry.link.href}`} link={entry.link} current={isCurrentLink(entry.link, currentHref)} />
              ) : (
                <ListItem key={`menu-${entry.menu.label}`} disablePadding>
                  <ListItemButton
                    ref={(element: HTMLDivElement | null) => {
                      itemRefs.current[index] = element;
                    }}
                    selected={isCurrentMenu(entry.menu, currentHref)}
                    onClick={() => dispatch({ type: 'OPEN', data: index })}
                  >
                    <ListItemText primary={entry.menu.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                    <ChevronRight aria-hidden />
                  </ListItemButton>
                </ListItem>
              ),
            )}
          </List>
        )}
        {!submenu && phoneExtras && <Box sx={{ display: { xs: 'block', sm: 'none' }, px: 2, py: 1 }}>{phoneExtras}</Box>}
      </Box>
    </Drawer>
  );
}

function Submenu({ menu, currentHref }: { menu: NavMenu; currentHref: string }) {
  const titleId = useId();
  return (
    <Box role="group" aria-labelledby={titleId}>
      <Typography id={titleId} component="p" sx={{ fontWeight: 800, fontSize: '1.125rem', px: 2, pt: 1 }}>
        {menu.label}
      </Typography>
      {menu.overview && (
        <List dense>
          <DrawerLink link={menu.overview} current={isCurrentLink(menu.overview, currentHref)} />
        </List>
      )}
      {menu.groups.map((group) => (
        <DrawerGroup key={group.title} title={group.title} links={group.links} currentHref={currentHref} />
      ))}
    </Box>
  );
}

function DrawerGroup({ title, links, currentHref }: { title: string; links: NavLink[]; currentHref: string }) {
  const titleId = useId();
  return (
    <List
      aria-labelledby={titleId}
      subheader={
        <ListSubheader id={titleId} disableSticky sx={{ color: 'text.secondary', fontWeight: 700, lineHeight: 2.5 }}>
          {title}
        </ListSubheader>
      }
    >
      {links.map((link) => (
        <DrawerLink key={`${link.href}-${link.label}`} link={link} current={isCurrentLink(link, currentHref)} />
      ))}
    </List>
  );
}

function DrawerLink({ link, current }: { link: NavLink; current: boolean }) {
  return (
    // Each entry in an <li>: the drawer's lists are real lists for assistive tech.
    <ListItem disablePadding>
      <ListItemButton component="a" {...navLinkProps(link)} selected={current} aria-current={current ? 'page' : undefined}>
        <ListItemText primary={link.label} secondary={link.description} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
      </ListItemButton>
    </ListItem>
  );
}
