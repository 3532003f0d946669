'use client';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import { linkSx, type BreadcrumbLink } from './breadcrumb-link';

interface BreadcrumbPopoverProps {
  id: string;
  label: string;
  /** The '...' button while open; null when closed. */
  anchor: HTMLElement | null;
  /** The crumbs the trail hides at this width. */
  crumbs: BreadcrumbLink[];
  onClose: () => void;
}

/** The breadcrumb's hidden crumbs, listed under its '...' button. */
export function BreadcrumbPopover({ id, label, anchor, crumbs, onClose }: BreadcrumbPopoverProps) {
  return (
    <Popover open={anchor !== null} anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }} transformOrigin={{ vertical: 'top', horizontal: 'left' }}>
      <Box component="ul" id={id} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 1, minWidth: 200 }}>
        {crumbs.map((crumb) => (
          <li key={crumb.href}>
            <Box component="a" href={crumb.href} sx={{ ...linkSx, display: 'block', px: 1.5, py: 1, fontSize: '0.9375rem', '&:hover': { bgcolor: 'action.hover' } }}>
              {crumb.label}
            </Box>
          </li>
        ))}
      </Box>
    </Popover>
  );
}
