'use client';

import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useReducer, useRef, type KeyboardEvent, type FocusEvent } from 'react';
import { closedMegaMenu, megaMenuReducer, type MegaMenuState } from './mega-menu-reducer';
import { navLinkProps, type HeaderNavItem, type NavLink, type NavMenu } from './nav-items';

const currentMarkSx = { color: 'primary.main', boxShadow: 'inset 0 -3px 0 currentColor', borderRadius: 0 } as const;
const itemSx = { fontWeight: 600, px: 1.5, '&[aria-current="page"], &[data-current="true"]': currentMarkSx } as const;

/**
 * The header's navigation from 1200 px up. Plain items are links; an item with a mega-menu is a
 * disclosure button whose panel follows it in the DOM, so Tab walks from the button into the
 * panel's links. Escape closes and returns focus to the button; a click outside, or focus moving
 * out of the item, closes too.
 */
export function DesktopNav({ items, label }: { items: HeaderNavItem[]; label: string }) {
  const [state, dispatch] = useReducer(megaMenuReducer<number>, closedMegaMenu as MegaMenuState<number>);
  const openIndex = state.open ? state.data : null;
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);

  useEffect(() => {
    if (openIndex === null) return;
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!itemRefs.current[openIndex]?.contains(event.target as Node)) dispatch({ type: 'CLOSE' });
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [openIndex]);

  return (
    <Box component="nav" aria-label={label} sx={{ display: { xs: 'none', lg: 'block' }, ml: 3 }}>
      <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item, index) =>
          item.kind === 'link' ? (
            <li key={`link-${item.link.href}`}>
              <Button color="inherit" {...navLinkProps(item.link)} aria-current={item.link.current ? 'page' : undefined} sx={itemSx}>
                {item.link.label}
              </Button>
            </li>
          ) : (
            <MegaMenuItem
              key={`menu-${item.menu.label}`}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              menu={item.menu}
              open={openIndex === index}
              onToggle={() => dispatch(openIndex === index ? { type: 'CLOSE' } : { type: 'OPEN', data: index })}
              onClose={() => dispatch({ type: 'CLOSE' })}
            />
          ),
        )}
      </Box>
    </Box>
  );
}

interface MegaMenuItemProps {
  ref: (element: HTMLLIElement | null) => void;
  menu: NavMenu;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

function MegaMenuItem({ ref, menu, open, onToggle, onClose }: MegaMenuItemProps) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    onClose();
    buttonRef.current?.focus();
  };
  // Tabbing past the panel's last link (or back before the button) closes it, so it never covers the page unseen.
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
    if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) onClose();
  };

  return (
    <li ref={ref} onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
      <Button
        ref={buttonRef}
        color="inherit"
        aria-expanded={open}
        aria-controls={panelId}
        data-current={menu.current ? 'true' : undefined}
        endIcon={<KeyboardArrowDown sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />}
        onClick={onToggle}
        sx={itemSx}
      >
        {menu.label}
      </Button>
      <Box
        id={panelId}
        hidden={!open}
        sx={{
          position: 'absolute',
          top: '100%',
          left: 0,
          right: 0,
          zIndex: 'appBar',
          bgcolor: 'background.paper',
          color: 'text.primary',
          border: 1,
          borderColor: 'divider',
          borderRadius: '0 0 8px 8px',
          boxShadow: '0 12px 24px rgba(28, 43, 39, 0.14)',
          p: 3,
          '&[hidden]': { display: 'none' },
        }}
      >
        {menu.overview && (
          <Box sx={{ mb: 2 }}>
            <PanelLink link={menu.overview} />
          </Box>
        )}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: `repeat(${menu.groups.length}, minmax(0, 1fr))` }}>
          {menu.groups.map((group) => (
            <MegaMenuGroup key={group.title} title={group.title} links={group.links} />
          ))}
        </Box>
      </Box>
    </li>
  );
}

function MegaMenuGroup({ title, links }: { title: string; links: NavLink[] }) {
  const titleId = useId();
  return (
    <div>
      {/* Not a heading: the header comes before the page's h1, and the outline must start there. */}
      <Typography id={titleId} component="p" sx={{ fontWeight: 700, fontSize: '0.8125rem', letterSpacing: '0.08em', textTransform: 'uppercase', color: 'text.secondary', mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {links.map((link) => (
          <li key={`${link.href}-${link.label}`}>
            <PanelLink link={link} />
          </li>
        ))}
      </Box>
    </div>
  );
}

function PanelLink({ link }: { link: NavLink }) {
  return (
    <Box
      component="a"
      {...navLinkProps(link)}
      aria-current={link.current ? 'page' : undefined}
      sx={{
        display: 'block',
        px: 1.5,
        py: 1,
        mx: -1.5,
        borderRadius: 1,
        color: 'text.primary',
        textDecoration: 'none',
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 0 },
        '&[aria-current="page"]': { bgcolor: 'action.selected' },
      }}
    >
      <Box component="span" sx={{ display: 'block', fontWeight: 700, color: 'primary.main' }}>
        {link.label}
      </Box>
      {link.description && (
        <Box component="span" sx={{ display: 'block', fontSize: '0.875rem', color: 'text.secondary' }}>
          {link.description}
        </Box>
      )}
    </Box>
  );
}
