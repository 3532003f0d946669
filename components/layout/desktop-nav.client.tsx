'use client';

import { useEffect, useId, useReducer, useRef, type CSSProperties, type FocusEvent, type KeyboardEvent } from 'react';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import styles from './desktop-nav.module.css';
import { closedMegaMenu, megaMenuReducer, type MegaMenuState } from './mega-menu-reducer';
import { isCurrentLink, isCurrentMenu, navLinkProps, type HeaderNavItem, type NavLink, type NavMenu } from './nav-items';

/**
 * The header's navigation from 1200 px up. Plain items are links; an item with a mega-menu is a
 * disclosure button whose panel follows it in the DOM, so Tab walks from the button into the
 * panel's links. Escape closes and returns focus to the button; a click outside, or focus moving
 * out of the item, closes too. Plain elements on a CSS module: the header is on every page, and
 * MUI components would add their emotion CSS to every page's HTML.
 */
export function DesktopNav({ items, label, currentHref }: { items: HeaderNavItem[]; label: string; currentHref: string }) {
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
    <nav aria-label={label} className={styles.nav}>
      <ul className={cx(layout.plainList, styles.list)}>
        {items.map((item, index) =>
          item.kind === 'link' ? (
            <li key={`link-${item.link.href}`}>
              <a {...navLinkProps(item.link)} aria-current={isCurrentLink(item.link, currentHref) ? 'page' : undefined} className={styles.item}>
                {item.link.label}
              </a>
            </li>
          ) : (
            <MegaMenuItem
              key={`menu-${item.menu.label}`}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              menu={item.menu}
              currentHref={currentHref}
              open={openIndex === index}
              onToggle={() => dispatch(openIndex === index ? { type: 'CLOSE' } : { type: 'OPEN', data: index })}
              onClose={() => dispatch({ type: 'CLOSE' })}
            />
          ),
        )}
      </ul>
    </nav>
  );
}

interface MegaMenuItemProps {
  ref: (element: HTMLLIElement | null) => void;
  menu: NavMenu;
  currentHref: string;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

function MegaMenuItem({ ref, menu, currentHref, open, onToggle, onClose }: MegaMenuItemProps) {
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
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-current={isCurrentMenu(menu, currentHref) ? 'true' : undefined}
        onClick={onToggle}
        className={styles.item}
      >
        {menu.label}
        {/* MUI's KeyboardArrowDown, inline: an icon component would bring its emotion CSS. */}
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.chevron}>
          <path d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />
        </svg>
      </button>
      <div id={panelId} hidden={!open} className={styles.panel}>
        {menu.overview && (
          <div className={styles.overview}>
            <PanelLink link={menu.overview} current={isCurrentLink(menu.overview, currentHref)} />
          </div>
        )}
        <div className={styles.groups} style={{ '--groups': menu.groups.length } as CSSProperties}>
          {menu.groups.map((group) => (
            <MegaMenuGroup key={group.title} title={group.title} links={group.links} currentHref={currentHref} />
          ))}
        </div>
      </div>
    </li>
  );
}

function MegaMenuGroup({ title, links, currentHref }: { title: string; links: NavLink[]; currentHref: string }) {
  const titleId = useId();
  return (
    <div>
      {/* Not a heading: the header comes before the page's h1, and the outline must start there. */}
      <p id={titleId} className={styles.groupTitle}>
        {title}
      </p>
      <ul aria-labelledby={titleId} className={cx(layout.plainList, styles.groupLinks)}>
        {links.map((link) => (
          <li key={`${link.href}-${link.label}`}>
            <PanelLink link={link} current={isCurrentLink(link, currentHref)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PanelLink({ link, current }: { link: NavLink; current: boolean }) {
  return (
    <a {...navLinkProps(link)} aria-current={current ? 'page' : undefined} className={styles.panelLink}>
      <span className={styles.linkLabel}>{link.label}</span>
      {link.description && <span className={styles.linkDescription}>{link.description}</span>}
    </a>
  );
}
